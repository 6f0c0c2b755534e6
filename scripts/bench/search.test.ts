import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { TITLES_PER_SHARD } from '../../lib/search/shards.ts';
import { measureSearch, QUERIES } from './search.ts';
import { syntheticSearchIndex } from './search-titles.ts';

const source = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });

describe('measureSearch', () => {
  it('times the one index and its engine on a site small enough for one file', async () => {
    const measured = await measureSearch(syntheticSearchIndex(source, TITLES_PER_SHARD));
    expect(measured.titles).toBe(TITLES_PER_SHARD);
    expect(measured.search).toBe('one index');
    expect(measured.buildIndexMs).toBeGreaterThan(0);
    expect(measured.fetch.files).toBe(1);
    expect(measured.queries).toBe(QUERIES.length * 5);
    expect(measured.p95QueryMs).toBeGreaterThanOrEqual(measured.medianQueryMs);
    expect(measured.maxQueryMs).toBeGreaterThanOrEqual(measured.p95QueryMs);
  });

  it('times the paged lists above it, building no index', async () => {
    const measured = await measureSearch(syntheticSearchIndex(source, 2_000));
    expect(measured.titles).toBe(2_000);
    expect(measured.search).toBe('lists');
    expect(measured.buildIndexMs).toBeUndefined();
    expect(measured.fetch.files).toBeGreaterThan(1);
    expect(measured.fetch.maxQueryGzipBytes).toBeGreaterThanOrEqual(measured.fetch.medianQueryGzipBytes);
    expect(measured.queries).toBe(QUERIES.length * 5);
    expect(measured.medianQueryMs).toBeGreaterThan(0);
    expect(measured.maxQueryMs).toBeGreaterThanOrEqual(measured.p95QueryMs);
  });
});
