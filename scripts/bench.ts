// `npm run bench`: builds a synthetic site of 1,000 and 5,000 articles (and 10,000 with
// --with-10000, 10,000 and 50,000 with --with-50000) in a copy of the project under .bench/,
// and reports build time and memory, output size, the deploy's planning, page weight and the
// pages that must stay bounded, Lighthouse scores and search figures, and the same corpus built
// by a bare Next.js export, as tables and as JSON (.bench/results/). Each mode but --smoke also
// writes its newest results to docs/benchmarks/ (scripts/bench/results.ts); docs/performance.md
// explains the method and the targets. The flags are read in scripts/bench/options.ts.
//
//   npm run bench                          1,000 and 5,000 articles, 3 Lighthouse runs a page
//   npm run bench -- --with-10000          and 10,000
//   npm run bench -- --with-50000          and 10,000 and 50,000
//   npm run bench -- --no-bare             without the bare Next.js export (--no-warm-rebuild: without the social images' second build)
//   npm run bench -- --smoke               500 articles, 1 Lighthouse run, one build: CI's check that nothing broke
//   npm run bench -- --sizes 200 --lighthouse-runs 0
//   npm run bench -- --consent-only        only the consent site's first-load JS beside the plain site's
//   npm run bench -- --social-images-only  only the social images step, cold and warm, without building (--sizes too)
//   npm run bench -- --search-only         only the search at 1,000, 10,000 and 50,000 titles on out/ (--sizes too),
//                                          three rounds of each (--search-rounds N)
//   npm run bench -- --incremental         5,000 articles (--with-50000: and 50,000; --sizes too): a full build,
//                                          then a build after each of four changes, beside the bare export
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadSiteContent } from '../lib/content/load.ts';
import type { SiteContent } from '../lib/content/model/index.ts';
import { buildSearchIndexFile } from '../lib/search/documents.ts';
import { copyProjectSource } from '../lib/build/project-copy.ts';
import { logoFile } from '../lib/site/logo.ts';
import { benchConsentSite } from './bench/consent-run.ts';
import { CONSENT_SITE_ARTICLES, type ConsentSiteResult, formatConsentTable } from './bench/consent-site.ts';
import { writeSyntheticSite } from './bench/corpus.ts';
import { parseBenchOptions } from './bench/options.ts';
import { type BenchResult, formatPhases, formatTable, type SizeResult } from './bench/report.ts';
import { formatScaleTable } from './bench/report-scale.ts';
import { measureSearch } from './bench/search.ts';
import { benchSearchOnly } from './bench/search-browser.ts';
import { benchIncrementalSize } from './bench/incremental.ts';
import { formatIncrementalReport, type IncrementalResult } from './bench/report-incremental.ts';
import { type BenchmarkRecord, writeBenchmarkRecord } from './bench/results.ts';
import { formatSearchTable } from './bench/search-browser.ts';
import { benchSize } from './bench/size-run.ts';
import {
  formatSocialImageStepTable,
  formatSocialImagesTable,
  measureSocialImageStep,
  type SocialImageStepCost,
} from './bench/social-images.ts';
import type { RunContext } from './bench/weigh.ts';

const SITE_ID = 'bench';
const SOURCE_SITE_ID = 'oddsaces';
const SEARCH_TITLES = 10_000;

const projectRoot = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(projectRoot, '.bench');
const resultsDir = path.join(benchDir, 'results');
const started = Date.now();
const log = (message: string) =>
  console.log(`[bench +${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const options = parseBenchOptions(process.argv.slice(2));
const { sizes, lighthouseRuns, seed } = options;

const contextIn = (workspace: string): RunContext => ({
  projectRoot,
  workspace,
  siteId: SITE_ID,
  sourceSiteId: SOURCE_SITE_ID,
  seed,
  lighthouseRuns,
  log,
});

function writeResult(name: string, value: unknown): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}

const command = ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');

/** The run's results kept in docs/benchmarks/, except a smoke run's: CI's check, not a measurement. */
function keepResult(record: Omit<BenchmarkRecord, 'command' | 'startedAt'>): void {
  if (options.smoke) return;
  const file = writeBenchmarkRecord(projectRoot, { ...record, command, startedAt: new Date(started).toISOString() });
  log(`results kept in ${path.relative(projectRoot, file)} and its .json`);
}

async function consentOnly() {
  log(`consent site only: ${CONSENT_SITE_ARTICLES} articles; seed ${seed}`);
  const workspace = path.join(benchDir, 'work');
  copyProjectSource(workspace, { content: false });
  let consentSite: ConsentSiteResult;
  try {
    consentSite = await benchConsentSite(contextIn(workspace));
  } finally {
    if (!options.keep) fs.rmSync(workspace, { recursive: true, force: true });
  }
  writeResult('consent-latest.json', consentSite);
  console.log(`\n${formatConsentTable(consentSite)}\n`);
  keepResult({
    name: 'consent',
    title: 'Benchmark: the consent site',
    data: consentSite,
    markdown: formatConsentTable(consentSite),
  });
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
  fs.mkdirSync(path.dirname(logoFile(workspace)), { recursive: true });
  fs.copyFileSync(logoFile(projectRoot), logoFile(workspace));
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
      log(
        `${articles} articles: ${cost.images} images; cold ${cost.coldMs} ms (${cost.coldCpuMsPerImage.toFixed(1)} ms of CPU an image), warm ${cost.warmMs} ms`,
      );
      costs.push(cost);
    }
  } finally {
    if (!options.keep) fs.rmSync(workspace, { recursive: true, force: true });
  }
  writeResult('social-images-latest.json', costs);
  console.log(`\n${formatSocialImageStepTable(costs)}\n`);
  keepResult({
    name: 'social-images',
    title: 'Benchmark: the social images step',
    data: costs,
    markdown: formatSocialImageStepTable(costs),
  });
  log('done; JSON in .bench/results/social-images-latest.json');
}

async function fullRun() {
  log(
    `sizes ${sizes.join(', ')}; ${lighthouseRuns} Lighthouse run(s) a page; seed ${seed}; ` +
      `bare Next.js export ${options.bare ? 'on' : 'off'}; warm rebuild ${options.warmRebuild ? 'on' : 'off'}`,
  );
  const workspace = path.join(benchDir, 'work');
  const context = contextIn(workspace);
  copyProjectSource(workspace, { content: false });
  const results: SizeResult[] = [];
  let searchContent: SiteContent | undefined;
  let consentSite: ConsentSiteResult | undefined;
  try {
    for (const articles of sizes) {
      const { result, content } = await benchSize(context, articles, options);
      results.push(result);
      if (articles === SEARCH_TITLES) searchContent = content;
    }
    log(`consent site: ${CONSENT_SITE_ARTICLES} articles with one gated script`);
    consentSite = await benchConsentSite(context, results[0]);
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
    if (!options.keep) {
      fs.rmSync(workspace, { recursive: true, force: true });
      fs.rmSync(path.join(benchDir, 'bare'), { recursive: true, force: true });
    }
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
    search: await measureSearch(buildSearchIndexFile(searchContent.articles, searchContent.categories)),
    consentSite,
  };

  const file = writeResult(`bench-${result.startedAt.replace(/[:.]/g, '-')}.json`, result);
  fs.copyFileSync(file, path.join(resultsDir, 'latest.json'));
  console.log(`\n${formatTable(result)}\n\nWhere the build time went:\n${formatPhases(result)}\n`);
  console.log(`At scale, and beside a bare Next.js export:\n${formatScaleTable(results)}\n`);
  console.log(`A site with consent-gated scripts (docs/sites.md#consent):\n${formatConsentTable(consentSite)}\n`);
  const socialImages = results.flatMap((size) => (size.socialImages ? [size.socialImages] : []));
  if (socialImages.length > 0)
    console.log(`Social preview images (docs/social-images.md):\n${formatSocialImagesTable(socialImages)}\n`);
  keepResult({
    name: 'full',
    title: 'Benchmark: the full run',
    data: result,
    markdown: [
      formatTable(result),
      `## Where the build time went\n\n${formatPhases(result)
        .split('\n')
        .map((line) => `- ${line}`)
        .join('\n')}`,
      `## At scale, and beside a bare Next.js export\n\n${formatScaleTable(results)}`,
      `## The consent site\n\n${formatConsentTable(consentSite)}`,
      ...(socialImages.length > 0 ? [`## Social preview images\n\n${formatSocialImagesTable(socialImages)}`] : []),
    ].join('\n\n'),
  });
  log(`done; JSON in ${path.relative(projectRoot, file)} (and latest.json)`);
}

/** The search at 1,000, 10,000 and 50,000 titles (or --sizes) on out/, no site built. */
async function searchOnly() {
  const figures = await benchSearchOnly({ projectRoot, sizes, rounds: options.searchRounds, log });
  keepResult({
    name: 'search',
    title: 'Benchmark: the search in the browser',
    data: figures,
    markdown: formatSearchTable(figures),
  });
}

/**
 * A full build, then one after each change an operator makes (scripts/bench/incremental.ts), at
 * each size; with the bare Next.js export of the same corpus up to 5,000 articles.
 */
async function incrementalRun() {
  log(
    `incremental builds: sizes ${sizes.join(', ')}; seed ${seed}; bare Next.js export ${options.bare ? 'on' : 'off'}`,
  );
  const workspace = path.join(benchDir, 'work');
  copyProjectSource(workspace, { content: false });
  const result: IncrementalResult = {
    startedAt: new Date(started).toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
      loadAverage: os.loadavg(),
      node: process.version,
    },
    seed,
    sizes: [],
  };
  try {
    for (const articles of sizes) {
      result.sizes.push(
        await benchIncrementalSize(contextIn(workspace), articles, { bare: options.bare, today: new Date() }),
      );
      // Each size kept as it completes: a run stopped at a larger size leaves the smaller ones.
      writeResult('incremental-latest.json', result);
      keepResult({
        name: 'incremental',
        title: 'Benchmark: incremental builds',
        data: result,
        markdown: formatIncrementalReport(result),
      });
    }
  } finally {
    if (!options.keep) {
      fs.rmSync(workspace, { recursive: true, force: true });
      fs.rmSync(path.join(benchDir, 'bare'), { recursive: true, force: true });
    }
  }
  console.log(`\n${formatIncrementalReport(result)}\n`);
  log('done; JSON in .bench/results/incremental-latest.json');
}

const MODES = {
  full: fullRun,
  'consent-only': consentOnly,
  'social-images-only': socialImagesOnly,
  'search-only': searchOnly,
  incremental: incrementalRun,
} satisfies Record<typeof options.mode, () => Promise<void>>;

MODES[options.mode]().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
