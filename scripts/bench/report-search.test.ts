import { describe, expect, it } from 'vitest';

import { searchRows } from './report-search.ts';
import type { SearchFetch, SearchMeasurement } from './search.ts';

const fetch = { medianQueryGzipBytes: 9 * 1024, maxQueryGzipBytes: 17 * 1024, maxQuery: 'to be' } as SearchFetch;
const lists: SearchMeasurement = {
  titles: 10_000,
  search: 'lists',
  fetch,
  queries: 305,
  medianQueryMs: 0.2,
  p95QueryMs: 1.5,
  maxQueryMs: 40,
};

describe('searchRows', () => {
  it('judges the bytes of the largest query and the p95, in the first column alone', () => {
    const rows = searchRows(lists, 4);
    expect(rows.map((row) => row.met)).toEqual([true, true]);
    expect(rows[0]!.values).toEqual(["9.0 KB / 17.0 KB ('to be')", '', '', '']);
    expect(rows[1]!.values[0]).toBe('0.2 / 1.5 / 40 ms');
    const over = searchRows({ ...lists, p95QueryMs: 5, fetch: { ...fetch, maxQueryGzipBytes: 61 * 1024 } }, 1);
    expect(over.map((row) => row.met)).toEqual([false, false]);
  });

  it('adds the engine build time only for the one index', () => {
    const rows = searchRows({ ...lists, search: 'one index', buildIndexMs: 12.4 }, 2);
    expect(rows).toHaveLength(3);
    expect(rows[2]!.values).toEqual(['12 ms', '']);
  });
});
