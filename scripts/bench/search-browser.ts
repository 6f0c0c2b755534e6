// `npm run bench -- --search-only [--sizes 1000,10000,50000]`: the search as a reader meets it at
// each number of titles, in Chromium driven as a reader's is (scripts/bench/reader-page.ts) with
// the CPU slowed 4×, on the default site's build (out/)
// with the search of that many synthetic titles swapped in (scripts/bench/search-site.ts). No
// site of that size is built: the search costs only its files and the page's box.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { QUERY_MEASURE } from '../../lib/search/rules.ts';
import { TYPING_TRACE_CATEGORIES, typingTasks } from './main-thread.ts';
import { SEARCH_ONLY_SIZES, SEARCH_ROUNDS } from './options.ts';
import { openReaderPage } from './reader-page.ts';
import { measureSearchFetch, percentile, type SearchFetch } from './search.ts';
import { writeSearchSite } from './search-site.ts';
import { serveOut } from './serve.ts';

const CPU_SLOWDOWN = 4;
const KEY_DELAY_MS = 100;
/** Typed key by key after the first search, as a reader types: every key is a search. */
const TYPED = ['betting', 'bankroll management', 'ing', 'texas hold', 'risk of ruin', 'ab cd', 'zzz', 'kelly'];

/** What one round in the browser measures at one size. */
export interface RoundFigures {
  /** From the key that makes the query searchable ('pok' of 'poker') to the first result shown, on first use. */
  firstResultsMs: number;
  /** The search files the first search fetched, as sent (the gzip twins, level 5): manifest and pages. */
  firstSearchBytes: number;
  /** The longest task from the click on the box to a second after 'poker' (traced): the island coming to life is in it. */
  firstUseLongestTaskMs: number;
  /** The longest main-thread task while the queries after the first are typed, key by key (from a trace). */
  longestTaskMs: number;
  /** The median task of a key in that typing: the key, its search and what React does then. */
  medianKeyTaskMs: number;
  queries: number;
  p95QueryMs: number;
  maxQueryMs: number;
}

/** One size's figures over its rounds (combineRounds), with every round as measured. */
export interface BrowserSearchFigures extends RoundFigures {
  titles: number;
  rounds: RoundFigures[];
  /** Bytes (gzip -9) of every benchmark query, from the files (scripts/bench/search.ts). */
  fetch: SearchFetch;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const worst = (values: readonly number[]) => Math.max(...values);

/**
 * One figure a size from its rounds. The figures with a bound no task may pass (the longest
 * tasks) and the slowest query take the worst round: one task over the line in any round is
 * over it. The timings judged as a typical reader meets them (first results, a key's median,
 * query p95) take the median round, so that one slow moment of the host does not decide the
 * ratio of 50,000 titles to 1,000.
 */
export function combineRounds(rounds: readonly RoundFigures[]): RoundFigures {
  if (rounds.length === 0) throw new Error('search benchmark: no round to combine');
  const of = (figure: keyof RoundFigures) => rounds.map((round) => round[figure]);
  return {
    firstResultsMs: median(of('firstResultsMs')),
    firstSearchBytes: median(of('firstSearchBytes')),
    firstUseLongestTaskMs: worst(of('firstUseLongestTaskMs')),
    longestTaskMs: worst(of('longestTaskMs')),
    medianKeyTaskMs: median(of('medianKeyTaskMs')),
    queries: median(of('queries')),
    p95QueryMs: median(of('p95QueryMs')),
    maxQueryMs: worst(of('maxQueryMs')),
  };
}

/** What server/serve.ts sends for a file: its gzip twin when there is one. */
const sentBytes = (outDir: string, pathname: string) => {
  const file = path.join(outDir, pathname);
  return fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
};

async function measureInBrowser(origin: string, outDir: string): Promise<RoundFigures> {
  // A fresh Chromium each time, driven as a reader's is (scripts/bench/reader-page.ts).
  const page = await openReaderPage();
  try {
    await page.navigate(`${origin}/`);
    await sleep(1_000);
    await page.slowCpu(CPU_SLOWDOWN);
    // Traced, to time every task and not only those the Long Tasks API reports (50 ms or more).
    const firstUseTrace = await page.startTrace(TYPING_TRACE_CATEGORIES);
    await page.click('input[role="combobox"]');
    await page.type('po', KEY_DELAY_MS);
    const third = Date.now();
    await page.type('k', 0);
    await page.waitForSelector('[role="option"]', 60_000);
    const firstResultsMs = Date.now() - third;
    await sleep(KEY_DELAY_MS);
    await page.type('er', KEY_DELAY_MS);
    await sleep(1_000);
    const firstUse = typingTasks(await firstUseTrace.stop());
    const searchFiles = (await page.fetchedPaths()).filter((pathname) => pathname.startsWith('/page-data/sq/d/'));
    const firstSearchBytes = searchFiles.reduce((sum, pathname) => sum + sentBytes(outDir, pathname), 0);
    const typingTrace = await page.startTrace(TYPING_TRACE_CATEGORIES);
    for (const query of TYPED) {
      await page.clearField();
      await page.type(query, KEY_DELAY_MS);
      await sleep(500);
    }
    const typing = typingTasks(await typingTrace.stop());
    const queries = await page.evaluate<number[]>(
      `performance.getEntriesByName(${JSON.stringify(QUERY_MEASURE)}).map((entry) => entry.duration)`,
    );
    queries.sort((a, b) => a - b);
    return {
      firstResultsMs,
      firstSearchBytes,
      firstUseLongestTaskMs: firstUse.longestTaskMs,
      longestTaskMs: typing.longestTaskMs,
      medianKeyTaskMs: typing.medianKeyTaskMs,
      queries: queries.length,
      p95QueryMs: percentile(queries, 0.95),
      maxQueryMs: queries.at(-1) ?? NaN,
    };
  } finally {
    await page.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export function formatSearchTable(figures: readonly BrowserSearchFigures[]): string {
  const first = figures[0]!;
  const rounds = first.rounds.length;
  const rows: [string, (f: BrowserSearchFigures) => number, (value: number) => string][] = [
    [`first results on first use, median of ${rounds} (< 500 ms)`, (f) => f.firstResultsMs, ms],
    ['search files of the first search, as sent', (f) => f.firstSearchBytes, kb],
    ['largest query, gzip -9 (≤ 60 KB)', (f) => f.fetch.maxQueryGzipBytes, kb],
    ['median query, gzip -9', (f) => f.fetch.medianQueryGzipBytes, kb],
    ['short words at most, gzip -9', (f) => f.fetch.shortWordGzipBytes, kb],
    ['manifest, gzip -9', (f) => f.fetch.manifestGzipBytes, kb],
    [`longest task, first use (the island comes to life), worst of ${rounds}`, (f) => f.firstUseLongestTaskMs, ms],
    [`longest task while typing, worst of ${rounds} (≤ 50 ms)`, (f) => f.longestTaskMs, ms],
    [`a key's task while typing, median, median of ${rounds}`, (f) => f.medianKeyTaskMs, ms],
    [`query time p95, median of ${rounds} (< 5 ms)`, (f) => f.p95QueryMs, ms],
    [`query time max, worst of ${rounds}`, (f) => f.maxQueryMs, ms],
  ];
  const header = `| figure | ${figures.map((f) => `${f.titles.toLocaleString('en')} titles`).join(' | ')} | last ÷ first |`;
  const lines = rows.map(([label, value, format]) => {
    const ratio = value(first) > 0 ? (value(figures.at(-1)!) / value(first)).toFixed(2) : '–';
    return `| ${label} | ${figures.map((f) => format(value(f))).join(' | ')} | ${ratio}× |`;
  });
  const files = `| lists / files written | ${figures.map((f) => `${f.fetch.lists} / ${f.fetch.files}`).join(' | ')} | |`;
  return [header, `|---|${figures.map(() => '---|').join('')}---|`, ...lines, files].join('\n');
}

export async function benchSearchOnly(options: {
  projectRoot: string;
  sizes?: readonly number[];
  rounds?: number;
  log: (message: string) => void;
}): Promise<BrowserSearchFigures[]> {
  const { projectRoot, log } = options;
  const sizes = options.sizes ?? SEARCH_ONLY_SIZES;
  const roundCount = options.rounds ?? SEARCH_ROUNDS;
  const benchDir = path.join(projectRoot, '.bench');
  const sitesDir = path.join(benchDir, 'search-site');
  fs.rmSync(sitesDir, { recursive: true, force: true });
  const measured: { titles: number; fetch: SearchFetch; outDir: string; rounds: RoundFigures[] }[] = [];
  for (const titles of sizes) {
    log(`search: ${titles} synthetic titles swapped into out/`);
    const site = writeSearchSite({
      projectRoot,
      sourceOut: path.join(projectRoot, 'out'),
      targetDir: path.join(sitesDir, String(titles)),
      titles,
    });
    measured.push({ titles, fetch: await measureSearchFetch(site), outDir: site.outDir, rounds: [] });
  }
  // Round after round over every size, so that a slow stretch of the host falls on all sizes alike.
  for (let round = 1; round <= roundCount; round++) {
    for (const size of measured) {
      const server = await serveOut(projectRoot, size.outDir);
      try {
        size.rounds.push(await measureInBrowser(server.origin, size.outDir));
      } finally {
        server.close();
      }
      log(`search: ${size.titles} titles measured (round ${round} of ${roundCount})`);
    }
  }
  const figures = measured.map(({ titles, fetch, rounds }) => ({ titles, fetch, rounds, ...combineRounds(rounds) }));
  console.log(formatSearchTable(figures));
  const resultsDir = path.join(benchDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'search-latest.json'), `${JSON.stringify(figures, null, 2)}\n`);
  return figures;
}
