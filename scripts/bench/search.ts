// The search index at a given number of titles: its file as the build writes it, and query
// times with the very code the browser runs (browser/search/engine) over a fixed set of queries.
import type { SiteContent } from '../../lib/content/types.ts';
import { searchFiles, staticQueries } from '../../lib/site/static-queries.ts';
import { createTitleSearch, readSearchIndexFile } from '../../browser/search/engine.ts';
import { searchWords } from '../../lib/search/rules.ts';
import { shardForWords, type SearchManifest } from '../../lib/search/shards.ts';
import type { SearchIndexFile } from '../../lib/search/types.ts';
import { buildSearchIndexFile } from '../../lib/search/documents.ts';
import { gzipBytes } from './page-weight.ts';

/**
 * What readers type: single words, word pieces (the "appears anywhere" rule of docs/architecture.md#search), several
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
  /** The whole index (what a query of short words fetches; before the shards, every first search). */
  indexBytes: number;
  indexGzipBytes: number;
  /** What a first search fetches: the manifest and the one file its query names (SearchFetch). */
  fetch: SearchFetch;
  /** Time to parse the file and build the in-browser index from it, once (on first use of the box). */
  buildIndexMs: number;
  queries: number;
  medianQueryMs: number;
  p95QueryMs: number;
  maxQueryMs: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
const round = (ms: number) => Math.round(ms * 1_000) / 1_000;

export interface SearchFetch {
  shards: number;
  manifestGzipBytes: number;
  /** Manifest plus shard, gzip -9, for the benchmark's first-use word ('poker'). */
  firstSearchGzipBytes: number;
  /** The same over every benchmark query of at least one 3-letter word: median and largest. */
  medianQueryGzipBytes: number;
  maxQueryGzipBytes: number;
  maxQuery: string;
  /** Every search file as written to out/ (raw): the disk and upload cost of the shards. */
  filesBytes: number;
}

/** The bytes (gzip -9) a first search downloads for each benchmark query, manifest included. */
export function measureSearchFetch(content: Pick<SiteContent, 'articles' | 'categories'>): SearchFetch {
  const manifestJson = staticQueries(content)['search-index'].json;
  const manifest = JSON.parse(manifestJson) as SearchManifest;
  const fileSizes = new Map(searchFiles(content).map((file) => [file.url, gzipBytes(file.json)]));
  const manifestGzipBytes = gzipBytes(manifestJson);
  const bytesFor = (query: string) => {
    const shard = shardForWords(searchWords(query), manifest);
    return manifestGzipBytes + fileSizes.get(shard === undefined ? manifest.all : manifest.shards[shard]!.url)!;
  };
  const perQuery = QUERIES.filter((query) => searchWords(query).some((word) => [...word].length >= 3))
    .map((query) => ({ query, bytes: bytesFor(query) }))
    .sort((a, b) => a.bytes - b.bytes);
  const largest = perQuery.at(-1)!;
  return {
    shards: manifest.shards.length,
    manifestGzipBytes,
    firstSearchGzipBytes: bytesFor('poker'),
    medianQueryGzipBytes: perQuery[Math.floor(perQuery.length / 2)]!.bytes,
    maxQueryGzipBytes: largest.bytes,
    maxQuery: largest.query,
    filesBytes: searchFiles(content).reduce((sum, file) => sum + Buffer.byteLength(file.json), 0),
  };
}

export function measureSearch(content: SiteContent): SearchMeasurement {
  const json = JSON.stringify(buildSearchIndexFile(content.articles, content.categories));
  const buildStart = performance.now();
  const documents = readSearchIndexFile(JSON.parse(json) as SearchIndexFile);
  const engine = createTitleSearch(documents);
  const buildIndexMs = performance.now() - buildStart;
  // No untimed warm-up: a reader's first queries run on a cold engine too.
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      engine.search(query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {
    titles: documents.length,
    indexBytes: Buffer.byteLength(json),
    indexGzipBytes: gzipBytes(json),
    fetch: measureSearchFetch(content),
    buildIndexMs: round(buildIndexMs),
    queries: times.length,
    medianQueryMs: round(percentile(times, 0.5)),
    p95QueryMs: round(percentile(times, 0.95)),
    maxQueryMs: round(times.at(-1) ?? NaN),
  };
}
