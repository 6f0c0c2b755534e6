// The search rows of the benchmark's first table: the search a site of the measured titles
// runs (scripts/bench/search.ts), in the first column alone.
import { kb, type Row } from './report.ts';
import type { SearchMeasurement } from './search.ts';

/** The rows, each with its value in the first of `columns` size columns. */
export function searchRows(search: SearchMeasurement, columns: number): Row[] {
  const blank = Array.from({ length: columns - 1 }, () => '');
  return [
    {
      figure: `search at ${search.titles} titles (${search.search}): bytes of a first search, median / largest query (gzip -9, manifest included)`,
      target: '≤ 60 KB gzip',
      values: [
        `${kb(search.fetch.medianQueryGzipBytes)} / ${kb(search.fetch.maxQueryGzipBytes)} ('${search.fetch.maxQuery}')`,
        ...blank,
      ],
      met: search.fetch.maxQueryGzipBytes <= 60 * 1024,
    },
    {
      figure: `search query time in memory, median / p95 / max (${search.queries} queries)`,
      target: 'p95 < 5 ms',
      values: [`${search.medianQueryMs} / ${search.p95QueryMs} / ${search.maxQueryMs} ms`, ...blank],
      met: search.p95QueryMs < 5,
    },
    ...(search.buildIndexMs === undefined
      ? []
      : [
          {
            figure: 'search index build in the browser, on first use',
            target: '',
            values: [`${search.buildIndexMs.toFixed(0)} ms`, ...blank],
          },
        ]),
  ];
}
