// One build of the benchmark's synthetic site with the render workers' CPU profiles written
// (Next.js's own NEXT_CPU_PROF), timed as the benchmark times a build, for finding where one
// page's render time goes (docs/performance.md, 'Where a page's render time goes').
//
//   node scripts/bench/profile-build.ts [articles=1000] [--workers N] [--no-profile] [--seed N]
//
// Works in .bench/profile/ (git-ignored): a copy of the project with content/bench/, and the
// profiles in .bench/profile/cpu/. Summarise a worker's profile with
// `node scripts/bench/profile-summary.ts .bench/profile/cpu/build-static-worker-….cpuprofile`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { copyProjectSource, PROJECT_ROOT } from '../../lib/build/project-copy.ts';
import { measureBuild, measureOutput } from './build.ts';
import { writeSyntheticSite } from './corpus.ts';

const SITE_ID = 'bench';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const articles = Number(process.argv[2]?.startsWith('--') ? 1000 : (process.argv[2] ?? 1000));
const workers = option('--workers');
const seed = Number(option('--seed') ?? 1);
const profile = !process.argv.includes('--no-profile');
if (!Number.isInteger(articles) || articles < 1)
  throw new Error(`profile-build: articles is "${process.argv[2]}"; expected a whole number`);

const profileDir = path.join(PROJECT_ROOT, '.bench', 'profile');
const workspace = path.join(profileDir, 'work');
const cpuDir = path.join(profileDir, 'cpu');
// The social images' cache survives the fresh copy: a cold image step (minutes) is no part of a
// page's render and would only slow every profiled build.
const imageCache = path.join(profileDir, 'og-cache');
if (fs.existsSync(path.join(workspace, '.cache'))) {
  fs.rmSync(imageCache, { recursive: true, force: true });
  fs.renameSync(path.join(workspace, '.cache'), imageCache);
}
copyProjectSource(workspace, { content: false });
if (fs.existsSync(imageCache)) fs.renameSync(imageCache, path.join(workspace, '.cache'));
writeSyntheticSite({
  sourceRoot: PROJECT_ROOT,
  sourceSiteId: 'oddsaces',
  targetRoot: workspace,
  siteId: SITE_ID,
  count: articles,
  seed,
});
fs.rmSync(cpuDir, { recursive: true, force: true });
fs.mkdirSync(cpuDir, { recursive: true });
if (profile) {
  process.env.PROFILE_RENDER_DIR = cpuDir;
  process.env.NODE_OPTIONS =
    `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(import.meta.dirname, 'profile-preload.ts')}`.trim();
}
if (workers !== undefined) process.env.BUILD_WORKERS = workers;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadBefore = load();
const build = await measureBuild(workspace, SITE_ID, (phase) => console.log(`profile-build: ${phase}`), {
  // The social images cached, as CI has them; every page rendered, which is what is profiled.
  keepCache: true,
  env: { BUILD_FULL: '1' },
});
const output = measureOutput(path.join(workspace, 'out'));
const render = build.phases.find((phase) => phase.name === 'next build: render pages');
console.log(
  JSON.stringify(
    {
      articles,
      workers: workers ?? 'default',
      profiled: profile,
      pages: output.htmlPages,
      wallS: build.wallMs / 1000,
      cpuS: build.cpuMs / 1000,
      renderS: (render?.ms ?? 0) / 1000,
      pagesPerS: Number((output.htmlPages / (build.wallMs / 1000)).toFixed(1)),
      peakTreeGB: Number((build.peakTreeBytes / 1024 ** 3).toFixed(2)),
      largestProcessGB: Number((build.peakProcessBytes / 1024 ** 3).toFixed(2)),
      loadBefore,
      loadAfter: load(),
      // Where the peak is: each phase's time and the whole tree's peak PSS during it.
      phases: build.phases.map(
        (phase) =>
          `${phase.name} ${(phase.ms / 1000).toFixed(1)} s, peak ${(phase.peakTreeBytes / 1024 ** 3).toFixed(2)} GB`,
      ),
      profiles: fs.readdirSync(cpuDir).filter((name) => name.endsWith('.cpuprofile')),
    },
    null,
    2,
  ),
);
