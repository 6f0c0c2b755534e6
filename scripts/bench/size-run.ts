// One size of the full run: the synthetic corpus written, built once from cold and measured
// (time, memory, out/, the deploy's planning, the bounded pages and the sitemap files), its
// pages weighed and audited in Chromium; then, when asked and up to 5,000 articles, a warm
// rebuild for the social images and the bare Next.js export of the same corpus.
import path from 'node:path';

import { loadSiteContent } from '../../lib/content/load.ts';
import type { SiteContent } from '../../lib/content/model/index.ts';
import { staticQueries } from '../../lib/site/static-queries.ts';
import { BARE_MAX_ARTICLES, compareWithBare, measureBareExport, sharedPageFiles } from './bare.ts';
import { checkSitemapFiles, measureBoundedPages } from './bounded-pages.ts';
import { measureBuild, measureOutput } from './build.ts';
import { writeSyntheticSite } from './corpus.ts';
import { measureDeployPlanning } from './deploy-plan.ts';
import { auditPage } from './lighthouse.ts';
import { measureSearchLoading } from './page-weight.ts';
import type { PageFigures, SizeResult } from './report.ts';
import { measureSocialImages, WARM_REBUILD_MAX_ARTICLES } from './social-images.ts';
import { articleHtmlRatio, pageTargets, type RunContext, weighPages, withServedSite } from './weigh.ts';

export interface SizeOptions {
  /** Build the bare Next.js export too (at sizes up to BARE_MAX_ARTICLES). */
  bare: boolean;
  /** Build a second time with the social images cached (at sizes up to WARM_REBUILD_MAX_ARTICLES). */
  warmRebuild: boolean;
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

export async function benchSize(
  context: RunContext,
  articles: number,
  options: SizeOptions,
): Promise<{ result: SizeResult; content: SiteContent }> {
  const { projectRoot, workspace, siteId } = context;
  const log = (message: string) => context.log(`${articles} articles: ${message}`);
  log('writing the synthetic corpus');
  writeSyntheticSite({
    sourceRoot: projectRoot,
    sourceSiteId: context.sourceSiteId,
    targetRoot: workspace,
    siteId,
    count: articles,
    seed: context.seed,
  });
  log('building (npm run build under nice)');
  const build = await measureBuild(workspace, siteId, log);
  const outDir = path.join(workspace, 'out');
  // Before the gzip twins are written: they are the benchmark's, not the build's.
  const output = measureOutput(outDir);
  log(
    `built ${output.htmlPages} pages in ${(build.wallMs / 1000).toFixed(1)} s, peak ${gb(build.peakTreeBytes)} (resident sizes summed ${gb(build.peakTreeResidentSumBytes)})`,
  );
  const deployPlanning = await measureDeployPlanning(outDir, siteId);
  log(
    `deploy planning over ${deployPlanning.listedKeys} listed keys: ${deployPlanning.dryRunMs} ms (plan alone ${deployPlanning.planMs} ms; ${deployPlanning.recordedHashes} of ${deployPlanning.files} MD5s from the build's record); ${deployPlanning.upload} to upload, ${deployPlanning.remove} to delete`,
  );
  const content = loadSiteContent({ root: workspace, siteId });
  const boundedPages = measureBoundedPages(outDir, content);
  const sitemapFiles = checkSitemapFiles(outDir);
  for (const problem of sitemapFiles.problems) log(`sitemap: ${problem}`);

  const targets = pageTargets(content);
  const { pages, searchLoading } = await withServedSite(projectRoot, outDir, async (browser, origin) => {
    const weighed = await weighPages(browser, origin, targets, log);
    const loading = await measureSearchLoading(origin, staticQueries(content)['search-index'].url);
    for (const page of context.lighthouseRuns > 0 ? weighed : [])
      await audit(page, origin, context.lighthouseRuns, log);
    return { pages: weighed, searchLoading: loading };
  });
  const result: SizeResult = {
    articles,
    build: { ...build, pagesPerSecond: output.htmlPages / (build.wallMs / 1000) },
    output: { ...output, bytesPerArticle: output.totalBytes / articles },
    articleHtmlRatio: articleHtmlRatio(content, outDir, targets.article),
    pages,
    searchLoading,
    deployPlanning,
    boundedPages,
    sitemapFiles,
  };
  if (options.warmRebuild && articles <= WARM_REBUILD_MAX_ARTICLES) {
    log('building again with the social images the first build cached');
    result.socialImages = await measureSocialImages(workspace, siteId, articles, build, (phase) =>
      log(`warm: ${phase}`),
    );
  }
  if (options.bare && articles <= BARE_MAX_ARTICLES) {
    log('the bare Next.js export of the same corpus');
    const bare = await measureBareExport(projectRoot, workspace, siteId, content, (phase) => log(`bare: ${phase}`));
    const ours = { build, htmlPages: output.htmlPages, sharedPages: sharedPageFiles(content).length };
    const comparison = compareWithBare(ours, bare);
    log(
      `bare: ${bare.htmlPages} pages in ${(bare.build.wallMs / 1000).toFixed(1)} s, peak ${gb(bare.build.peakTreeBytes)}; ours ÷ bare: pages/s ×${comparison.sharedPages.ratio.toFixed(2)} (shared pages), memory ×${comparison.memory.ratio.toFixed(2)}`,
    );
    result.bare = { result: bare, comparison };
  }
  return { content, result };
}

async function audit(page: PageFigures, origin: string, runs: number, log: (message: string) => void) {
  log(`Lighthouse ×${runs} on ${page.weight.path}`);
  page.lighthouse = await auditPage(origin, page.weight.path, runs);
  const {
    performanceRuns,
    unscoredRuns,
    accessibility,
    bestPractices,
    seo,
    lcpMs,
    tbtMs,
    cls,
    benchmarkIndex,
    failing,
  } = page.lighthouse;
  for (const reason of unscoredRuns) log(`a Lighthouse run without a performance score, run again: ${reason}`);
  log(
    `performance ${performanceRuns.join(', ')}; a11y ${accessibility}, best practices ${bestPractices}, SEO ${seo}; LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}; host benchmark index ${benchmarkIndex}${failing.length > 0 ? `; short of 1: ${failing.join('; ')}` : ''}`,
  );
}
