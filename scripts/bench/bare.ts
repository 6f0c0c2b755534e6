// The stock alternative in the same run: the same synthetic corpus built by a bare
// Next.js static export (scripts/bench/bare-next/: home, category, subcategory and article
// pages, the same loader and markdown pipeline, nothing else), and this site's figures as a
// ratio to it. Both builds are timed and sampled the same way (build.ts).
import fs from 'node:fs';
import path from 'node:path';

import { builtPages } from '../../lib/content/built-pages.ts';
import type { SiteContent } from '../../lib/content/model/index.ts';
import { type BuildMeasurement, measureBuild, measureOutput } from './build.ts';
import { pageFile } from './bounded-pages.ts';

export const BARE_SOURCE = path.join(import.meta.dirname, 'bare-next');
/** The bare export is built at sizes up to this one: the ratio is taken at 1,000 and 5,000. */
export const BARE_MAX_ARTICLES = 5_000;
/** The target: our pages per second at least this many times the bare export's… */
export const PAGES_PER_SECOND_TARGET = 1.5;
/** …with a peak memory at most this many times the bare export's (its peak plus 20 %). */
export const MEMORY_TARGET = 1.2;

/**
 * The pages both builds write: home, every article, every category and the first page of
 * every subcategory. Our build also writes later listing pages, authors, series, information
 * and sitemap pages; the bare export writes none of those.
 */
export function sharedPageFiles(content: Pick<SiteContent, 'categories' | 'authors' | 'articles'>): string[] {
  const firstPages = new Set(content.categories.flatMap((category) => category.children.map((child) => child.url)));
  return builtPages(content)
    .filter(
      (page) =>
        page.kind === 'home' ||
        page.kind === 'article' ||
        page.kind === 'category' ||
        (page.kind === 'subcategory' && firstPages.has(page.path)),
    )
    .map((page) => pageFile(page.path));
}

export interface BuildPages {
  build: Pick<BuildMeasurement, 'wallMs' | 'cpuMs' | 'cpuSource' | 'peakTreeBytes'>;
  /** HTML files the build wrote. */
  htmlPages: number;
  /** Of them, the pages both builds write (sharedPageFiles). */
  sharedPages: number;
}

export interface BareResult extends BuildPages {
  articles: number;
  build: BuildMeasurement;
}

/**
 * Copies bare-next/ to .bench/bare/next/ (as deep in the project as the source, so its imports
 * of lib/ hold) and builds it with Next.js's own CLI over the corpus in `contentRoot`.
 */
export async function measureBareExport(
  projectRoot: string,
  contentRoot: string,
  siteId: string,
  content: SiteContent,
  onLine: (line: string) => void,
  /** The build command; Next.js's own CLI from the project's node_modules unless given (tests give another). */
  command = `"${path.join(projectRoot, 'node_modules', '.bin', 'next')}" build`,
): Promise<BareResult> {
  const dir = path.join(projectRoot, '.bench', 'bare', 'next');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(BARE_SOURCE, dir, { recursive: true });
  const build = await measureBuild(dir, siteId, onLine, {
    command,
    env: { BARE_CONTENT_ROOT: contentRoot },
  });
  const outDir = path.join(dir, 'out');
  const shared = sharedPageFiles(content);
  const missing = shared.filter((file) => !fs.existsSync(path.join(outDir, file)));
  if (missing.length > 0)
    throw new Error(
      `bench: the bare export has no ${missing.slice(0, 3).join(', ')} (${missing.length} pages missing)`,
    );
  return {
    articles: content.articles.length,
    build,
    htmlPages: measureOutput(outDir).htmlPages,
    sharedPages: shared.length,
  };
}

export interface BareComparison {
  /** Pages per second, each build on its own HTML files: ours, the bare export's, ours ÷ its. */
  ownPages: { ours: number; bare: number; ratio: number };
  /** Pages per second on the pages both write: the ratio is the bare build's time ÷ ours. */
  sharedPages: { ours: number; bare: number; ratio: number };
  /** Peak memory of each build's process tree (PSS) and ours ÷ its. */
  memory: { ours: number; bare: number; ratio: number };
  /** The issue's targets, judged on the shared pages' ratio and on memory. */
  pagesPerSecondMet: boolean;
  memoryMet: boolean;
}

export function compareWithBare(ours: BuildPages, bare: BuildPages): BareComparison {
  const perSecond = (pages: number, build: BuildPages['build']) => pages / (build.wallMs / 1000);
  const pair = (a: number, b: number) => ({ ours: a, bare: b, ratio: a / b });
  const sharedPages = pair(perSecond(ours.sharedPages, ours.build), perSecond(bare.sharedPages, bare.build));
  const memory = pair(ours.build.peakTreeBytes, bare.build.peakTreeBytes);
  return {
    ownPages: pair(perSecond(ours.htmlPages, ours.build), perSecond(bare.htmlPages, bare.build)),
    sharedPages,
    memory,
    pagesPerSecondMet: sharedPages.ratio >= PAGES_PER_SECOND_TARGET,
    memoryMet: memory.ratio <= MEMORY_TARGET,
  };
}
