// `npm run bench -- --incremental`, one size: the synthetic site built from an empty cache
// (every page and social image renders), the bare Next.js export of the same corpus beside it,
// then one change after another (incremental-edits.ts), each followed by `npm run build` with
// everything the build before left, as on the machine of an operator who publishes from it.
// Last, one more body edit built as a fresh CI runner builds it: with the restored .cache/
// alone, no out/ and no .next/. Each build is timed and its memory sampled (build.ts), its
// rendered pages read from its output and its changes to out/ counted.
import path from 'node:path';

import { loadSiteContent } from '../../lib/content/load.ts';
import { BARE_MAX_ARTICLES, measureBareExport, sharedPageFiles } from './bare.ts';
import { type BuildMeasurement, measureBuild } from './build.ts';
import { syntheticArticles, writeSyntheticSite } from './corpus.ts';
import { applyChange, INCREMENTAL_CHANGES, type IncrementalChange } from './incremental-edits.ts';
import { compareFiles, type FileChanges, hashFiles } from './out-files.ts';
import type { RunContext } from './weigh.ts';

export interface IncrementalStep {
  change: 'full build' | IncrementalChange;
  /** Built with .cache/ alone, as a CI runner restores it: no out/ and no .next/ of the build before. */
  freshRunner?: boolean;
  /** What the change did, in a line. */
  detail: string;
  build: BuildMeasurement;
  /** Pages next build rendered; the rest came from the page cache. */
  pagesRendered: number;
  /** Pages in out/ after the build. */
  pages: number;
  /** The pages the bare export writes too (bare.ts, sharedPageFiles): the ratio's pages. */
  sharedPages: number;
  /** What the build changed in out/; after the first build, every file is new. */
  files: FileChanges;
}

export interface IncrementalBare {
  build: BuildMeasurement;
  htmlPages: number;
  sharedPages: number;
}

export interface IncrementalSize {
  articles: number;
  steps: IncrementalStep[];
  /** The bare Next.js export of the corpus the full build had, at sizes up to BARE_MAX_ARTICLES. */
  bare?: IncrementalBare;
}

/** Pages the build rendered and pages it wrote, from the export step's line (postbuild/steps/write-exported-pages.ts). */
export function pagesOfBuild(lines: readonly string[]): { rendered: number; pages: number } {
  for (const line of lines) {
    const match = /^export pages: (\d+) pages(?: \((\d+) from the page cache\))?/.exec(line);
    if (match) return { pages: Number(match[1]), rendered: Number(match[1]) - Number(match[2] ?? 0) };
  }
  throw new Error(
    'bench: the build printed no "export pages: N pages (M from the page cache)" line; expected the export step\'s summary',
  );
}

export interface IncrementalOptions {
  bare: boolean;
  /** The build's day: a new article is published no later. */
  today: Date;
}

export async function benchIncrementalSize(
  context: RunContext,
  articles: number,
  options: IncrementalOptions,
): Promise<IncrementalSize> {
  const { projectRoot, workspace, siteId, seed } = context;
  const log = (message: string) => context.log(`${articles} articles: ${message}`);
  log('writing the synthetic corpus');
  writeSyntheticSite({
    sourceRoot: projectRoot,
    sourceSiteId: context.sourceSiteId,
    targetRoot: workspace,
    siteId,
    count: articles,
    seed,
  });
  // The next article the same seed draws: one the corpus does not have, of the same make.
  const source = loadSiteContent({ root: projectRoot, siteId: context.sourceSiteId });
  const newArticle = syntheticArticles(source, articles + 1, seed).at(-1)!;
  const siteDir = path.join(workspace, 'content', siteId);
  const outDir = path.join(workspace, 'out');

  let before = new Map<string, string>();
  const steps: IncrementalStep[] = [];
  const build = async (
    change: IncrementalStep['change'],
    detail: string,
    freshRunner = false,
  ): Promise<IncrementalStep> => {
    const lines: string[] = [];
    const name = freshRunner ? `${change} (fresh runner)` : change;
    log(`${name}: ${detail}; building`);
    const measured = await measureBuild(workspace, siteId, (phase) => log(`${name}: ${phase}`), {
      // The first build starts from an empty cache; every later one has the cache the one before
      // left, and all but the fresh runner its out/ and .next/ too.
      keepCache: change !== 'full build',
      keepOutput: !freshRunner,
      onOutput: (line) => {
        if (line.startsWith('export pages: ') || line.startsWith('build plan: ')) lines.push(line);
      },
    });
    const after = hashFiles(outDir);
    const { rendered, pages } = pagesOfBuild(lines);
    const content = loadSiteContent({ root: workspace, siteId });
    const step: IncrementalStep = {
      change,
      ...(freshRunner ? { freshRunner } : {}),
      detail,
      build: measured,
      pagesRendered: rendered,
      pages,
      sharedPages: sharedPageFiles(content).length,
      files: compareFiles(before, after),
    };
    before = after;
    log(
      `${name}: ${(measured.wallMs / 1000).toFixed(1)} s, ${rendered} of ${pages} pages rendered, ` +
        `${step.files.written} files written, ${step.files.removed} removed, peak ${(measured.peakTreeBytes / 1024 ** 3).toFixed(2)} GB`,
    );
    steps.push(step);
    return step;
  };

  await build('full build', 'an empty cache: every page and social image renders');
  let bare: IncrementalBare | undefined;
  if (options.bare && articles <= BARE_MAX_ARTICLES) {
    log('the bare Next.js export of the same corpus');
    const content = loadSiteContent({ root: workspace, siteId });
    const result = await measureBareExport(projectRoot, workspace, siteId, content, (phase) => log(`bare: ${phase}`));
    bare = { build: result.build, htmlPages: result.htmlPages, sharedPages: result.sharedPages };
  }
  for (const change of INCREMENTAL_CHANGES)
    await build(change, applyChange(siteDir, change, newArticle, options.today));
  await build('body edited', applyChange(siteDir, 'body edited', newArticle, options.today), true);
  return { articles, steps, ...(bare ? { bare } : {}) };
}
