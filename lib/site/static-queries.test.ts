import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../content/load.ts';
import { STATIC_QUERIES, staticQueries, staticQueryUrls } from './static-queries.ts';

const content = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });

describe('the static queries’ addresses the pages name', () => {
  it('are those of the files the post-build step writes, when the content carries none', () => {
    const queries = staticQueries(content);
    const urls = staticQueryUrls(content);
    expect(Object.keys(urls).sort()).toEqual([...STATIC_QUERIES].sort());
    for (const name of STATIC_QUERIES) expect(urls[name]).toBe(queries[name].url);
  });

  it('are the ones the content check kept with the snapshot, without computing them again', () => {
    // Addresses no computation gives: the kept ones are what a render worker names.
    const kept = {
      'search-index': '/page-data/sq/d/aaaaaaaaaaaaaaaa.json',
      'category-tree': '/page-data/sq/d/bbbbbbbbbbbbbbbb.json',
    };
    expect(staticQueryUrls({ ...content, staticQueryUrls: kept })).toEqual(kept);
  });

  it('are computed when the kept ones lack a query', () => {
    const partial = { 'search-index': '/page-data/sq/d/aaaaaaaaaaaaaaaa.json' };
    expect(staticQueryUrls({ ...content, staticQueryUrls: partial })).toEqual(staticQueryUrls(content));
  });
});
