// What the social preview images cost a build (postbuild/steps/social-images.ts): the step's
// time in a cold build, which renders every image, and in a warm one, which finds them all in
// the cache the cold build left, as CI's next build does; and the bytes of an image.
import fs from 'node:fs';
import path from 'node:path';

import { getSiteContent } from '../../lib/content/index.ts';
import { writeSocialImages } from '../../postbuild/steps/social-images.ts';
import { type BuildMeasurement, measureBuild } from './build.ts';
import { type MemorySample, samplePeakMemory } from './process-tree.ts';

export const SOCIAL_IMAGES_PHASE = 'post-build: social images';

/**
 * The largest size built a second time for the warm cost: the images' cost is asked at 1,000
 * and 5,000 articles, and at 50,000 a second build would add most of an hour to the run.
 */
export const WARM_REBUILD_MAX_ARTICLES = 5_000;

export interface SocialImageCost {
  articles: number;
  images: number;
  /** The step's time in the cold build, and that build's wall time. */
  coldAddedMs: number;
  coldBuildMs: number;
  warmAddedMs: number;
  warmBuildMs: number;
  /** Images the warm build rendered: 0 when the cache works. */
  renderedWarm: number;
  bytesPerImage: number;
  largestImageBytes: number;
}

const phaseMs = (build: BuildMeasurement) => {
  const phase = build.phases.find((candidate) => candidate.name === SOCIAL_IMAGES_PHASE);
  if (!phase) throw new Error(`bench: no "${SOCIAL_IMAGES_PHASE}" phase in the build's output`);
  return phase.ms;
};

/** Builds `workspace` again with the cache `cold` left, and weighs out/og/. */
export async function measureSocialImages(
  workspace: string,
  siteId: string,
  articles: number,
  cold: BuildMeasurement,
  onLine: (line: string) => void,
): Promise<SocialImageCost> {
  const imagesDir = path.join(workspace, 'out', 'og');
  const sizes = fs.readdirSync(imagesDir).map((name) => fs.statSync(path.join(imagesDir, name)).size);
  const warmStarted = Date.now();
  // Every page renders again (BUILD_FULL=1): only the images come from the cache.
  const warm = await measureBuild(workspace, siteId, onLine, { keepCache: true, env: { BUILD_FULL: '1' } });
  const cacheDir = path.join(workspace, '.cache', 'og', siteId);
  const renderedWarm = fs
    .readdirSync(cacheDir)
    .filter((name) => fs.statSync(path.join(cacheDir, name)).mtimeMs >= warmStarted).length;
  return {
    articles,
    images: sizes.length,
    coldAddedMs: phaseMs(cold),
    coldBuildMs: cold.wallMs,
    warmAddedMs: phaseMs(warm),
    warmBuildMs: warm.wallMs,
    renderedWarm,
    bytesPerImage: sizes.reduce((sum, size) => sum + size, 0) / sizes.length,
    largestImageBytes: Math.max(...sizes),
  };
}

export interface SocialImageStepCost {
  articles: number;
  images: number;
  coldMs: number;
  /**
   * The cold step's CPU time (every thread of the process: the render threads and the main one,
   * start-up included) divided by the images: what an image costs a core, whatever the load of
   * the machine does to the wall time.
   */
  coldCpuMsPerImage: number;
  /**
   * The process's memory (PSS) at the cold step's peak less before it: what the render threads
   * and the images waiting for the main thread add to the post-build.
   */
  coldMemoryAddedBytes: number;
  warmMs: number;
  bytesPerImage: number;
  largestImageBytes: number;
}

/**
 * The step alone, in this process, over the site in `workspace` (content/{siteId}/ and
 * public/logo.svg): once with an empty cache, once more into an empty out/ with the cache the
 * first run left. The site's content is read before the clock starts, as the build's earlier
 * steps have read it by then. Cheaper than two builds: the step's time is what images add.
 */
export async function measureSocialImageStep(
  workspace: string,
  siteId: string,
  articles: number,
): Promise<SocialImageStepCost> {
  const outDir = path.join(workspace, 'out');
  const saved = { cwd: process.cwd(), siteId: process.env.SITE_ID, outDir: process.env.OUT_DIR };
  process.chdir(workspace);
  process.env.SITE_ID = siteId;
  process.env.OUT_DIR = outDir;
  try {
    fs.rmSync(path.join(workspace, '.cache'), { recursive: true, force: true });
    getSiteContent();
    const timed = async () => {
      fs.rmSync(outDir, { recursive: true, force: true });
      // Its first sample is taken at once: the process before the step.
      const memory = samplePeakMemory(process.pid);
      const started = performance.now();
      const cpu = process.cpuUsage();
      await writeSocialImages();
      const used = process.cpuUsage(cpu);
      return {
        ms: Math.round(performance.now() - started),
        cpuMs: (used.user + used.system) / 1000,
        memoryAddedBytes: peakAdded(memory.stop()),
      };
    };
    const cold = await timed();
    const warmMs = (await timed()).ms;
    const imagesDir = path.join(outDir, 'og');
    const sizes = fs.readdirSync(imagesDir).map((name) => fs.statSync(path.join(imagesDir, name)).size);
    return {
      articles,
      images: sizes.length,
      coldMs: cold.ms,
      coldCpuMsPerImage: cold.cpuMs / sizes.length,
      coldMemoryAddedBytes: cold.memoryAddedBytes,
      warmMs,
      bytesPerImage: sizes.reduce((sum, size) => sum + size, 0) / sizes.length,
      largestImageBytes: Math.max(...sizes),
    };
  } finally {
    process.chdir(saved.cwd);
    for (const [name, value] of [
      ['SITE_ID', saved.siteId],
      ['OUT_DIR', saved.outDir],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The peak less the first sample, taken as the sampling started. */
const peakAdded = ({ totalBytes, samples }: { totalBytes: number; samples: MemorySample[] }) =>
  totalBytes - (samples[0]?.totalBytes ?? totalBytes);

export function formatSocialImageStepTable(costs: readonly SocialImageStepCost[]): string {
  const row = (figure: string, pick: (cost: SocialImageStepCost) => string) =>
    `| ${figure} | ${costs.map(pick).join(' | ')} |`;
  return [
    `| figure | ${costs.map((cost) => `${cost.articles.toLocaleString('en-US')} articles`).join(' | ')} |`,
    `|---|${costs.map(() => '---|').join('')}`,
    row('images', (cost) => String(cost.images)),
    row('the step, empty cache (cold)', (cost) => s(cost.coldMs)),
    row('the cold step: CPU an image (every thread)', (cost) => `${cost.coldCpuMsPerImage.toFixed(1)} ms`),
    row(
      'the cold step: memory added at its peak (PSS)',
      (cost) => `${(cost.coldMemoryAddedBytes / 2 ** 20).toFixed(0)} MB`,
    ),
    row('the step, every image cached (warm)', (cost) => s(cost.warmMs)),
    row(
      'bytes per image (largest)',
      (c) => `${(c.bytesPerImage / 1024).toFixed(1)} KB (${(c.largestImageBytes / 1024).toFixed(1)} KB)`,
    ),
  ].join('\n');
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

export function formatSocialImagesTable(costs: readonly SocialImageCost[]): string {
  const row = (figure: string, target: string, pick: (cost: SocialImageCost) => string) =>
    `| ${figure} | ${costs.map(pick).join(' | ')} | ${target} |`;
  return [
    `| figure | ${costs.map((cost) => `${cost.articles.toLocaleString('en-US')} articles`).join(' | ')} | target |`,
    `|---|${costs.map(() => '---|').join('')}---|`,
    row('images', '', (cost) => String(cost.images)),
    row(
      'cold build: time added (share of the build)',
      '',
      (c) => `${s(c.coldAddedMs)} (${pct(c.coldAddedMs, c.coldBuildMs)})`,
    ),
    row(
      'warm build: time added (share of the build)',
      '≤ 5 %',
      (c) => `${s(c.warmAddedMs)} (${pct(c.warmAddedMs, c.warmBuildMs)})`,
    ),
    row('warm build: images rendered', '0', (cost) => String(cost.renderedWarm)),
    row(
      'bytes per image (largest)',
      '≤ 60 KB',
      (c) => `${(c.bytesPerImage / 1024).toFixed(1)} KB (${(c.largestImageBytes / 1024).toFixed(1)} KB)`,
    ),
  ].join('\n');
}
