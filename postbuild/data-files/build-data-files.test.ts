import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { writeSyntheticSite } from '../../scripts/bench/corpus.ts';
import { loadSiteContent } from '../../lib/content/load.ts';
import { pageDataUrl } from '../../browser/shell/data-urls.ts';
import { LISTING_PAGE_SIZE } from '../../lib/site/constants.ts';
import { archiveCount, listingPagePath } from '../../lib/site/pagination.ts';
import { paths } from '../../lib/site/paths.ts';
import { staticQueryUrls } from '../../lib/site/static-queries.ts';
import type { PageData } from '../../browser/shell/loader.ts';
import { buildDataFiles, searchDataFiles } from './build-data-files.ts';

// 1,500 synthetic articles by 3 authors: every author, some subcategories and a category's
// sitemap run over several pages.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-files-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
writeSyntheticSite({
  sourceRoot: process.cwd(),
  sourceSiteId: 'oddsaces',
  targetRoot: root,
  siteId: 'many',
  count: 1500,
  seed: 4,
  authorCount: 3,
});
const content = loadSiteContent({ root, siteId: 'many' });
const files = buildDataFiles(content, 'test-build');

/** The page data of every page of the listing at `firstPage`: its own, then its archive pages from the oldest. */
function listingPages(firstPage: string): PageData[] {
  const pages: PageData[] = [];
  for (let number = 0; files.has(pageDataUrl(listingPagePath(firstPage, number))); number += 1) {
    pages.push(JSON.parse(files.get(pageDataUrl(listingPagePath(firstPage, number)))!) as PageData);
  }
  return pages;
}

describe('buildDataFiles for paged listings', () => {
  it("writes one file per page of an author's articles, and none past the last", () => {
    const author = content.authors[0]!;
    const pages = listingPages(author.url);
    const written = content.articles.filter((a) => a.authorSlug === author.slug);
    expect(pages.length).toBe(archiveCount(written.length, LISTING_PAGE_SIZE) + 1);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map((page) => page.kind)).toEqual(pages.map(() => 'author'));
    // The addresses once counted from the newest are redirects now, with no page data of their own.
    expect(files.has(pageDataUrl(`${author.url}page/2/`))).toBe(false);
    expect(files.has(pageDataUrl(`${author.url}archive/0/`))).toBe(false);
  });

  it('pages a subcategory by its labelled entries and a category sitemap by its links', () => {
    const category = content.categories[0]!;
    const child = category.children[0]!;
    const subcategoryPages = listingPages(child.url);
    expect(subcategoryPages.length).toBeGreaterThan(1);
    expect(subcategoryPages.every((page) => page.kind === 'subcategory')).toBe(true);

    const sitemapPages = listingPages(paths.sitemapCategory(category.slug));
    expect(sitemapPages.length).toBeGreaterThan(1);
    expect(sitemapPages.every((page) => page.kind === 'sitemap')).toBe(true);
  });

  it('carries the build and the kind of page, which is all the shell reads, and nothing else', () => {
    const article = content.articles[0]!;
    expect(JSON.parse(files.get(pageDataUrl(article.url))!)).toEqual({
      path: article.url,
      buildHash: 'test-build',
      kind: 'article',
    });
    // The search box finds the search manifest's address here, not in its page.
    const appData = JSON.parse(files.get('/app-data.json')!);
    expect(appData).toEqual({ buildHash: 'test-build', searchIndex: staticQueryUrls(content)['search-index'] });
    expect(JSON.parse(files.get(appData.searchIndex)!)).toHaveProperty('pageRows');
    const slices = [...files.keys()].filter((file) => file.startsWith('/slice-data/'));
    expect(slices).toEqual(['/slice-data/menu.json']);
  });
});

describe('buildDataFiles and the addresses the content check kept', () => {
  it('writes each static query under the address the content check kept', () => {
    const urls = staticQueryUrls(content);
    const kept = buildDataFiles({ ...content, staticQueryUrls: urls }, 'test-build');
    for (const url of Object.values(urls)) expect(kept.has(url)).toBe(true);
  });

  it('stops, naming both addresses, when a kept address is not the one its file gets', () => {
    const stale = { ...staticQueryUrls(content), 'search-index': '/page-data/sq/d/0000000000000000.json' };
    expect(() => buildDataFiles({ ...content, staticQueryUrls: stale }, 'test-build')).toThrow(
      /the content snapshot names \/page-data\/sq\/d\/0000000000000000\.json for "search-index" but its file is \/page-data\/sq\/d\/[0-9a-f]{16}\.json/,
    );
  });

  it('leaves out the search manifest and its files when out/ holds them, and writes the rest as before', () => {
    const urls = staticQueryUrls(content);
    const whole = buildDataFiles({ ...content, staticQueryUrls: urls }, 'test-build');
    const search = searchDataFiles(content);
    expect(search[0]).toBe(urls['search-index']);
    expect(search.length).toBeGreaterThan(1);
    const rest = buildDataFiles({ ...content, staticQueryUrls: urls }, 'test-build', {
      searchInPlace: { manifestUrl: urls['search-index'] },
    });
    expect(new Map([...rest].sort())).toEqual(new Map([...whole].filter(([url]) => !search.includes(url)).sort()));
    expect(() =>
      buildDataFiles(
        { ...content, staticQueryUrls: { ...urls, 'category-tree': '/page-data/sq/d/0000000000000000.json' } },
        'test-build',
        { searchInPlace: { manifestUrl: urls['search-index'] } },
      ),
    ).toThrow(/names \/page-data\/sq\/d\/0000000000000000\.json for "category-tree"/);
  });
});
