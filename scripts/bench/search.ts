// The search at a given number of titles: its files as the build writes them, the bytes a first
// search fetches, and query times with the very code the browser runs (the paged lists of
// browser/search/paged.ts, or the one index's engine of browser/search/engine) over fixed queries.
import { searchFilesOf, type StaticFile } from '../../lib/site/static-queries.ts';
import { createTitleSearch, readSearchIndexFile } from '../../browser/search/engine.ts';
import { isPaged, type ListPage, type PagedManifest, type SearchManifest } from '../../lib/search/shards.ts';
import { pagedSearch } from '../../browser/search/paged.ts';
import { SEARCH_RESULTS_STEP } from '../../lib/site/constants.ts';
import type { SearchIndexFile } from '../../lib/search/types.ts';
import { gzipBytes } from './page-weight.ts';

/**
 * What readers type: single words, word pieces (the "appears anywhere" rule of docs/behaviour.md#search), several
 * words, and each prefix of two queries as the box sees them while they are typed.
 */
export const QUERIES = [
  'poker',
  'betting',
  'odds',
  'bankroll',
  'hold',
  'kelly',
  'tilt',
  'parlay',
  'omaha',
  'stud',
  'bluff',
  'value',
  'price',
  'risk',
  'live',
  'ing',
  'tion',
  'the',
  'bet sizing',
  'pot odds',
  'texas hold',
  'expected value',
  'closing line',
  'asian handicap',
  'risk of ruin',
  'how to',
  'roulette',
  'zzz',
  'mobile gaming',
  'stop loss',
  ...['bankroll management', 'continuation bet'].flatMap((query) =>
    Array.from({ length: query.length - 2 }, (_, i) => query.slice(0, i + 3)),
  ),
];
const ROUNDS = 5;

export interface SearchMeasurement {
  titles: number;
  /** Which search the site's readers run at this size: the paged lists, or one index and its engine. */
  search: 'lists' | 'one index';
  /** The bytes a first search fetches, from the files the build writes. */
  fetch: SearchFetch;
  /** Time to parse the one index and build its engine, once (on first use of the box); lists build nothing. */
  buildIndexMs?: number;
  queries: number;
  medianQueryMs: number;
  p95QueryMs: number;
  maxQueryMs: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
const round = (ms: number) => Math.round(ms * 1_000) / 1_000;

export interface SearchFetch {
  /** Lists of the manifest (1: a small site's one file), and the files written for them. */
  lists: number;
  files: number;
  manifestGzipBytes: number;
  /** Manifest plus the files read to list the first results, gzip -9, for the first-use word ('poker'). */
  firstSearchGzipBytes: number;
  /** The same over every benchmark query and the short-word ones: median and largest. */
  medianQueryGzipBytes: number;
  maxQueryGzipBytes: number;
  maxQuery: string;
  /** The largest over the queries whose words are all shorter than three characters. */
  shortWordGzipBytes: number;
  /** Every search file as written to out/ (raw): the disk and upload cost of the lists. */
  filesBytes: number;
}

/** Queries whose words are all shorter than the key: the bounded path of the list of all titles. */
export const SHORT_QUERIES = ['ab cd', 'po ke', 'ng', 'to be', 'zq'];

/**
 * The bytes (gzip -9) a first search downloads for each query, manifest included: the search
 * the browser runs, over the files the build writes, listing its first SEARCH_RESULTS_STEP.
 */
export async function measureSearchFetch(search: {
  manifest: string;
  files: readonly StaticFile[];
}): Promise<SearchFetch> {
  const manifest = JSON.parse(search.manifest) as SearchManifest;
  const files = new Map(search.files.map((file) => [file.url, file]));
  const manifestGzipBytes = gzipBytes(search.manifest);
  const gzipOf = (url: string) => gzipBytes(files.get(url)!.json);
  const bytesFor = async (query: string) => {
    if (!isPaged(manifest)) return manifestGzipBytes + gzipOf(manifest.all);
    let bytes = manifestGzipBytes;
    await pagedSearch(manifest, async (url) => {
      bytes += gzipOf(url);
      return JSON.parse(files.get(url)!.json) as ListPage;
    }).search(query, SEARCH_RESULTS_STEP);
    return bytes;
  };
  const perQuery: { query: string; bytes: number }[] = [];
  for (const query of [...QUERIES, ...SHORT_QUERIES]) perQuery.push({ query, bytes: await bytesFor(query) });
  perQuery.sort((a, b) => a.bytes - b.bytes);
  const largest = perQuery.at(-1)!;
  const short = perQuery.filter(({ query }) => SHORT_QUERIES.includes(query));
  return {
    lists: isPaged(manifest) ? 1 + Object.keys(manifest.named).length + manifest.buckets.length : 1,
    files: search.files.length,
    manifestGzipBytes,
    firstSearchGzipBytes: await bytesFor('poker'),
    medianQueryGzipBytes: perQuery[Math.floor(perQuery.length / 2)]!.bytes,
    maxQueryGzipBytes: largest.bytes,
    maxQuery: largest.query,
    shortWordGzipBytes: Math.max(...short.map(({ bytes }) => bytes)),
    filesBytes: search.files.reduce((sum, file) => sum + Buffer.byteLength(file.json), 0),
  };
}

/**
 * The search a reader of a site of these titles runs, as the build writes its files: the paged
 * lists (browser/search/paged.ts) above TITLES_PER_SHARD titles, the one index's engine below.
 * Query time is the whole search in memory, network left out: each round starts with no page
 * read, so it includes folding the titles of every page a query reads.
 */
export async function measureSearch(whole: SearchIndexFile): Promise<SearchMeasurement> {
  const written = searchFilesOf(whole);
  const manifest = JSON.parse(written.manifest) as SearchManifest;
  const fetch = await measureSearchFetch(written);
  const timed = isPaged(manifest) ? await listQueryTimes(manifest, written.files) : await engineQueryTimes(whole);
  const times = timed.times.sort((a, b) => a - b);
  return {
    titles: whole.articles.length,
    search: isPaged(manifest) ? 'lists' : 'one index',
    fetch,
    ...(timed.buildIndexMs === undefined ? {} : { buildIndexMs: round(timed.buildIndexMs) }),
    queries: times.length,
    medianQueryMs: round(percentile(times, 0.5)),
    p95QueryMs: round(percentile(times, 0.95)),
    maxQueryMs: round(times.at(-1) ?? NaN),
  };
}

/** Each query of QUERIES timed, ROUNDS times, each round on a search `fresh` makes anew. */
async function timeQueries(fresh: () => (query: string) => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const search = fresh();
    for (const query of QUERIES) {
      const start = performance.now();
      const answer = search(query);
      // The lists answer a promise; the engine's answer is timed without a turn of the event loop.
      if (answer instanceof Promise) await answer;
      times.push(performance.now() - start);
    }
  }
  return times;
}

async function listQueryTimes(
  manifest: PagedManifest,
  files: readonly StaticFile[],
): Promise<{ times: number[]; buildIndexMs?: number }> {
  // What the browser's fetch hands the search: the pages parsed, untimed.
  const pages = new Map(files.map((file) => [file.url, JSON.parse(file.json) as ListPage]));
  const times = await timeQueries(() => {
    const paged = pagedSearch(manifest, async (url) => pages.get(url)!);
    return (query) => paged.search(query, SEARCH_RESULTS_STEP);
  });
  return { times };
}

async function engineQueryTimes(whole: SearchIndexFile) {
  const json = JSON.stringify(whole);
  const buildStart = performance.now();
  const engine = createTitleSearch(readSearchIndexFile(JSON.parse(json) as SearchIndexFile));
  const buildIndexMs = performance.now() - buildStart;
  // No untimed warm-up, and one engine for every round: a reader's first queries run on a cold engine too.
  const times = await timeQueries(() => (query) => engine.search(query));
  return { times, buildIndexMs };
}
