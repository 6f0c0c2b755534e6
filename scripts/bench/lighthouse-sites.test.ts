import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PROJECT_ROOT } from '../../lib/build/project-copy.ts';
import { loadSiteContent } from '../../lib/content/load.ts';
import { builtSiteDir, pageKinds } from './lighthouse-sites.ts';

const SITE_IDS = fs.readdirSync(path.join(PROJECT_ROOT, 'content')).sort();

describe('the example sites Lighthouse audits', () => {
  it.each(SITE_IDS)('%s: one page of every kind it has, each its own address', (siteId) => {
    const content = loadSiteContent({ root: PROJECT_ROOT, siteId });
    const kinds = pageKinds(content);
    // Every example site has subcategories and at least one series.
    expect(Object.keys(kinds).sort()).toEqual(
      ['article', 'author', 'authors', 'category', 'home', 'series', 'subcategory'].sort(),
    );
    expect(new Set(Object.values(kinds)).size).toBe(Object.keys(kinds).length);
    for (const address of Object.values(kinds)) expect(address).toMatch(/^\/(?:[^/]+\/)*$/);
    expect(kinds.article).toBe(content.articles[0]!.url);
  });

  it('finds the default site in out/ and the others where build:site leaves them', () => {
    expect(path.relative(PROJECT_ROOT, builtSiteDir('oddsaces'))).toBe('out');
    expect(path.relative(PROJECT_ROOT, builtSiteDir('stavkablef'))).toBe(path.join('out-sites', 'stavkablef'));
  });
});
