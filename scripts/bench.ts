// `npm run bench`: builds a synthetic site of 1,000 and 5,000 articles (and 10,000 with
// --with-10000) in a copy of the project under .bench/, and reports build time and memory,
// output size, page weight, Lighthouse scores and search figures as a table and as JSON
// (.bench/results/). docs/performance.md explains the method and keeps the latest figures.
//
//   npm run bench                          1,000 and 5,000 articles, 3 Lighthouse runs a page
//   npm run bench -- --with-10000          and 10,000
//   npm run bench -- --smoke               1,000 articles, 1 Lighthouse run: CI's check that nothing broke
//   npm run bench -- --sizes 200 --lighthouse-runs 0
//   npm run bench -- --consent-only        only the consent site's first-load JS beside the plain site's
//   npm run bench -- --social-images-only  only the social images step, cold and warm, without building (--sizes too)
//   npm run bench -- --search-only         only the search at 1,000, 10,000 and 50,000 titles on out/ (--sizes too)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { loadSiteContent } from '../lib/content/load.ts';
import { renderMarkdown } from '../lib/content/markdown.ts';
import type { SiteContent } from '../lib/content/types.ts';
import { staticQueries } from '../lib/site/static-queries.ts';
import { copyProjectSource } from '../lib/build/project-copy.ts';
import { measureBuild, measureOutput } from './bench/build.ts';
import {
  addGatedScript,
  CONSENT_SITE_ARTICLES,
  type ConsentSiteResult,
  formatConsentTable,
} from './bench/consent-site.ts';
import { writeSyntheticSite } from './bench/corpus.ts';
import { auditPage } from './bench/lighthouse.ts';
import { launchChromium, measurePageWeight, measureSearchLoading } from './bench/page-weight.ts';
import { type BenchResult, formatPhases, formatTable, type PageFigures, type SizeResult } from './bench/report.ts';
import { measureSearch, percentile } from './bench/search.ts';
import { benchSearchOnly } from './bench/search-browser.ts';
import { precompress, serveOut } from './bench/serve.ts';
import {
  formatSocialImageStepTable,
  formatSocialImagesTable,
  measureSocialImages,
  measureSocialImageStep,
  type SocialImageStepCost,
} from './bench/social-images.ts';

const SITE_ID = 'bench';
const SOURCE_SITE_ID = 'oddsaces';
const SEARCH_TITLES = 10_000;
/** Articles whose HTML is weighed against their body's, spread evenly over the site. */
const RATIO_SAMPLE = 100;

const projectRoot = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(projectRoot, '.bench');
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench +${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string' },
    'with-10000': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string' },
    seed: { type: 'string', default: '9' },
    keep: { type: 'boolean', default: false },
    'consent-only': { type: 'boolean', default: false },
    'social-images-only': { type: 'boolean', default: false },
    'search-only': { type: 'boolean', default: false },
  },
});

function parseCount(text: string, what: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`bench: ${what} is "${text}"; expected a whole number`);
  return value;
}

const sizes = options.sizes
  ? options.sizes.split(',').map((size) => parseCount(size.trim(), '--sizes'))
  : options.smoke
    ? [1_000]
    : [1_000, 5_000, ...(options['with-10000'] ? [10_000] : [])];
const lighthouseRuns = parseCount(options['lighthouse-runs'] ?? (options.smoke ? '1' : '3'), '--lighthouse-runs');
const seed = parseCount(options.seed, '--seed');

function articleHtmlRatio(content: SiteContent, outDir: string, measured: string): SizeResult['articleHtmlRatio'] {
  const ratioOf = (articleIndex: number) => {
    const article = content.articles[articleIndex]!;
    const html = fs.statSync(path.join(outDir, article.url, 'index.html')).size;
    return html / Buffer.byteLength(renderMarkdown(article.body));
  };
  const step = Math.max(1, Math.floor(content.articles.length / RATIO_SAMPLE));
  const ratios: number[] = [];
  for (let index = 0; index < content.articles.length; index += step) ratios.push(ratioOf(index));
  ratios.sort((a, b) => a - b);
  const pageIndex = content.articles.findIndex((article) => article.url === measured);
  return {
    page: ratioOf(pageIndex),
    sampleMedian: percentile(ratios, 0.5),
    sampleMax: ratios.at(-1)!,
    sampled: ratios.length,
  };
}

/** The pages the benchmark weighs: the home page, the first article and the first category. */
function pageTargets(content: SiteContent): Record<PageFigures['kind'], string> {
  return { home: '/', article: content.articles[0]!.url, category: content.categories[0]!.url };
}

/** Builds the workspace's site and weighs its pages as a reader first opens them. */
async function buildAndWeigh(workspace: string, label: string): Promise<PageFigures[]> {
  await measureBuild(workspace, SITE_ID, (phase) => log(`${label}: ${phase}`));
  const outDir = path.join(workspace, 'out');
  const targets = pageTargets(loadSiteContent({ root: workspace, siteId: SITE_ID }));
  precompress(outDir);
  const server = await serveOut(projectRoot, outDir);
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    browser = await launchChromium();
    const pages: PageFigures[] = [];
    for (const [kind, pagePath] of Object.entries(targets) as [PageFigures['kind'], string][]) {
      const weight = await measurePageWeight(browser, server.origin, pagePath);
      log(`${label}: ${pagePath}: JS ${(weight.jsGzipBytes / 1024).toFixed(2)} KB gzip in ${weight.scripts} files`);
      pages.push({ kind, weight });
    }
    return pages;
  } finally {
    await browser?.close();
    server.close();
  }
}

/**
 * The consent site (scripts/bench/consent-site.ts): the synthetic site with one gated script,
 * weighed before a choice, beside the same site without it (`reference`, or built here).
 */
async function benchConsentSite(workspace: string, reference?: SizeResult): Promise<ConsentSiteResult> {
  const corpus = {
    sourceRoot: projectRoot,
    sourceSiteId: SOURCE_SITE_ID,
    targetRoot: workspace,
    siteId: SITE_ID,
    count: CONSENT_SITE_ARTICLES,
    seed,
  };
  writeSyntheticSite(corpus);
  const plain = reference
    ? { articles: reference.articles, pages: reference.pages }
    : { articles: CONSENT_SITE_ARTICLES, pages: await buildAndWeigh(workspace, 'consent site, without scripts') };
  addGatedScript(path.join(workspace, 'content', SITE_ID, 'site.yaml'));
  const pages = await buildAndWeigh(workspace, 'consent site, with a gated script');
  return { articles: CONSENT_SITE_ARTICLES, pages, reference: plain };
}

async function benchSize(workspace: string, articles: number): Promise<{ result: SizeResult; content: SiteContent }> {
  log(`${articles} articles: writing the synthetic corpus`);
  writeSyntheticSite({
    sourceRoot: projectRoot,
    sourceSiteId: SOURCE_SITE_ID,
    targetRoot: workspace,
    siteId: SITE_ID,
    count: articles,
    seed,
  });
  log(`${articles} articles: building (npm run build under nice)`);
  const build = await measureBuild(workspace, SITE_ID, (phase) => log(`${articles} articles: ${phase}`));
  const outDir = path.join(workspace, 'out');
  const output = measureOutput(outDir);
  log(
    `${articles} articles: built ${output.htmlPages} pages in ${(build.wallMs / 1000).toFixed(1)} s, peak ${(build.peakTreeBytes / 1024 ** 3).toFixed(2)} GB (resident sizes summed ${(build.peakTreeResidentSumBytes / 1024 ** 3).toFixed(2)} GB)`,
  );

  const content = loadSiteContent({ root: workspace, siteId: SITE_ID });
  const targets = pageTargets(content);
  precompress(outDir);
  const server = await serveOut(projectRoot, outDir);
  const pages: PageFigures[] = [];
  let searchLoading;
  // Chromium starts inside the try: a browser that fails to start must still close the server,
  // or the benchmark prints the error and then waits forever.
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    browser = await launchChromium();
    for (const [kind, pagePath] of Object.entries(targets) as [PageFigures['kind'], string][]) {
      log(`${articles} articles: weighing ${pagePath}`);
      const weight = await measurePageWeight(browser, server.origin, pagePath);
      log(
        `${articles} articles: ${pagePath}: JS ${(weight.jsGzipBytes / 1024).toFixed(1)} KB gzip in ${weight.scripts} files, HTML ${(weight.htmlBytes / 1024).toFixed(1)} KB`,
      );
      pages.push({ kind, weight });
    }
    searchLoading = await measureSearchLoading(browser, server.origin, staticQueries(content)['search-index'].url);
    for (const page of lighthouseRuns > 0 ? pages : []) {
      log(`${articles} articles: Lighthouse ×${lighthouseRuns} on ${page.weight.path}`);
      page.lighthouse = await auditPage(server.origin, page.weight.path, lighthouseRuns);
      const { performanceRuns, unscoredRuns, accessibility, bestPractices, seo, lcpMs, tbtMs, cls, failing } =
        page.lighthouse;
      for (const reason of unscoredRuns)
        log(`${articles} articles: a Lighthouse run without a performance score, run again: ${reason}`);
      log(
        `${articles} articles: performance ${performanceRuns.join(', ')}; a11y ${accessibility}, best practices ${bestPractices}, SEO ${seo}; LCP ${lcpMs} ms, TBT ${tbtMs} ms, CLS ${cls}${failing.length > 0 ? `; short of 1: ${failing.join('; ')}` : ''}`,
      );
    }
  } finally {
    await browser?.close();
    server.close();
  }
  log(`${articles} articles: building again with the social images the first build cached`);
  const socialImages = await measureSocialImages(workspace, SITE_ID, articles, build, (phase) =>
    log(`${articles} articles, warm: ${phase}`),
  );
  return {
    content,
    result: {
      socialImages,
      articles,
      build: { ...build, pagesPerSecond: output.htmlPages / (build.wallMs / 1000) },
      output: { ...output, bytesPerArticle: output.totalBytes / articles },
      articleHtmlRatio: articleHtmlRatio(content, outDir, targets.article),
      pages,
      searchLoading,
    },
  };
}

async function consentOnly() {
  log(`consent site only: ${CONSENT_SITE_ARTICLES} articles; seed ${seed}`);
  const workspace = path.join(benchDir, 'work');
  copyProjectSource(workspace, { content: false });
  let consentSite: ConsentSiteResult;
  try {
    consentSite = await benchConsentSite(workspace);
  } finally {
    if (!options.keep) fs.rmSync(workspace, { recursive: true, force: true });
  }
  const resultsDir = path.join(benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'consent-latest.json'), `${JSON.stringify(consentSite, null, 2)}\n`);
  console.log(`\n${formatConsentTable(consentSite)}\n`);
  log('done; JSON in .bench/results/consent-latest.json');
}

/**
 * The social images' cost alone, without building: the post-build step timed in this process
 * over the synthetic site, cold and warm (scripts/bench/social-images.ts). The full run
 * measures the same step inside two real builds.
 */
async function socialImagesOnly() {
  log(`social images only: sizes ${sizes.join(', ')}; seed ${seed}`);
  const workspace = path.join(benchDir, 'social-images');
  fs.rmSync(workspace, { recursive: true, force: true });
  fs.mkdirSync(path.join(workspace, 'public'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, 'public', 'logo.svg'), path.join(workspace, 'public', 'logo.svg'));
  const costs: SocialImageStepCost[] = [];
  try {
    for (const articles of sizes) {
      // A site id a size: the content module keeps one site's content per id for the process.
      const siteId = `${SITE_ID}-${articles}`;
      writeSyntheticSite({
        sourceRoot: projectRoot,
        sourceSiteId: SOURCE_SITE_ID,
        targetRoot: workspace,
        siteId,
        count: articles,
        seed,
      });
      log(`${articles} articles: the social images step, cold then warm`);
      const cost = await measureSocialImageStep(workspace, siteId, articles);
      log(`${articles} articles: ${cost.images} images; cold ${cost.coldMs} ms, warm ${cost.warmMs} ms`);
      costs.push(cost);
    }
  } finally {
    if (!options.keep) fs.rmSync(workspace, { recursive: true, force: true });
  }
  const resultsDir = path.join(benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'social-images-latest.json'), `${JSON.stringify(costs, null, 2)}\n`);
  console.log(`\n${formatSocialImageStepTable(costs)}\n`);
  log('done; JSON in .bench/results/social-images-latest.json');
}

async function main() {
  if (options['consent-only']) return consentOnly();
  if (options['social-images-only']) return socialImagesOnly();
  // The search at 1,000, 10,000 and 50,000 titles (or --sizes) on out/, no site built.
  if (options['search-only'])
    return void (await benchSearchOnly({ projectRoot, sizes: options.sizes ? sizes : undefined, log }));
  log(`sizes ${sizes.join(', ')}; ${lighthouseRuns} Lighthouse run(s) a page; seed ${seed}`);
  const workspace = path.join(benchDir, 'work');
  copyProjectSource(workspace, { content: false });
  const results: SizeResult[] = [];
  let searchContent: SiteContent | undefined;
  let consentSite: ConsentSiteResult | undefined;
  try {
    for (const articles of sizes) {
      const { result, content } = await benchSize(workspace, articles);
      results.push(result);
      if (articles === SEARCH_TITLES) searchContent = content;
    }
    log(`consent site: ${CONSENT_SITE_ARTICLES} articles with one gated script`);
    consentSite = await benchConsentSite(workspace, results[0]);
    if (!searchContent) {
      log(`search: writing ${SEARCH_TITLES} titles`);
      writeSyntheticSite({
        sourceRoot: projectRoot,
        sourceSiteId: SOURCE_SITE_ID,
        targetRoot: workspace,
        siteId: SITE_ID,
        count: SEARCH_TITLES,
        seed,
      });
      searchContent = loadSiteContent({ root: workspace, siteId: SITE_ID });
    }
  } finally {
    if (!options.keep) fs.rmSync(workspace, { recursive: true, force: true });
  }
  log(`search: timing queries over ${SEARCH_TITLES} titles`);
  const result: BenchResult = {
    startedAt: new Date(started).toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
      loadAverage: os.loadavg(),
      node: process.version,
    },
    seed,
    lighthouseRuns,
    sizes: results,
    search: measureSearch(searchContent),
    consentSite,
  };

  const resultsDir = path.join(benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${result.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  fs.copyFileSync(file, path.join(resultsDir, 'latest.json'));
  console.log(`\n${formatTable(result)}\n\nWhere the build time went:\n${formatPhases(result)}\n`);
  console.log(`A site with consent-gated scripts (docs/sites.md#consent):\n${formatConsentTable(consentSite)}\n`);
  console.log(
    `Social preview images (docs/social-images.md):\n${formatSocialImagesTable(results.map((size) => size.socialImages))}\n`,
  );
  log(`done; JSON in ${path.relative(projectRoot, file)} (and latest.json)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
