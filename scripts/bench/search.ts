// The search index at a given number of titles: its file as the build writes it, and query
// times with the very code the browser runs (browser/search/engine) over a fixed set of queries.
import type { SiteContent } from '../../lib/content/types.ts';
import { staticQueries } from '../../lib/site/static-queries.ts';
import { createTitleSearch, readSearchIndexFile } from '../../browser/search/engine.ts';
import type { SearchIndexFile } from '../../lib/search/types.ts';
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
  indexBytes: number;
  indexGzipBytes: number;
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

export function measureSearch(content: SiteContent): SearchMeasurement {
  const json = staticQueries(content)['search-index'].json;
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
    buildIndexMs: round(buildIndexMs),
    queries: times.length,
    medianQueryMs: round(percentile(times, 0.5)),
    p95QueryMs: round(percentile(times, 0.95)),
    maxQueryMs: round(times.at(-1) ?? NaN),
  };
}
