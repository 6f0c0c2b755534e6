import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { writeSyntheticSite } from '../../scripts/bench/corpus';
import { loadSiteContent } from '../content/load';
import { pageDataUrl } from '../shell/data-urls';
import { LISTING_PAGE_SIZE, SITEMAP_PAGE_SIZE } from '../site/constants';
import { listingPagePath } from '../site/pagination';
import { paths } from '../site/paths';
import { buildDataFiles, type PageData } from './build-data-files';

// 1,500 synthetic articles by 3 authors: every author, some subcategories and a category's
// sitemap run over several pages.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-files-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
writeSyntheticSite({ sourceRoot: process.cwd(), sourceSiteId: 'oddsaces', targetRoot: root, siteId: 'many', count: 1500, seed: 4, authorCount: 3 });
const content = loadSiteContent({ root, siteId: 'many' });
const files = buildDataFiles(content, 'test-build');

/** The page data of every page of the listing at `firstPage`, in order. */
function listingPages(firstPage: string): PageData[] {
  const pages: PageData[] = [];
  for (let number = 1; files.has(pageDataUrl(listingPagePath(firstPage, number))); number += 1) {
    pages.push(JSON.parse(files.get(pageDataUrl(listingPagePath(firstPage, number)))!) as PageData);
  }
  return pages;
}

describe('buildDataFiles for paged listings', () => {
  it("writes one file per page of an author's articles, which together list them all, newest first", () => {
    const author = content.authors[0]!;
    const pages = listingPages(author.url);
    const written = content.articles.filter((a) => a.authorSlug === author.slug);
    expect(pages.length).toBe(Math.ceil(written.length / LISTING_PAGE_SIZE));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page.kind).toBe('author');
      expect(page.data.pagination).toEqual({ page: index + 1, pages: pages.length });
      expect((page.data.articles as unknown[]).length).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
    });
    expect(pages.flatMap((page) => (page.data.articles as { url: string }[]).map((a) => a.url))).toEqual(written.map((a) => a.url));
  });

  it('pages a subcategory by its labelled entries and a category sitemap by 200 links', () => {
    const category = content.categories[0]!;
    const subcategoryPages = listingPages(category.children[0]!.url);
    expect(subcategoryPages.length).toBeGreaterThan(1);
    expect(subcategoryPages.every((page) => page.kind === 'subcategory')).toBe(true);

    const sitemapPages = listingPages(paths.sitemapCategory(category.slug));
    const inCategory = content.articles.filter((a) => a.entities.some((e) => e.category === category.slug));
    expect(sitemapPages.length).toBeGreaterThan(1);
    expect((sitemapPages[0]!.data.articles as unknown[]).length).toBe(SITEMAP_PAGE_SIZE);
    const listed = new Set(sitemapPages.flatMap((page) => (page.data.articles as { url: string }[]).map((a) => a.url)));
    expect(listed).toEqual(new Set(inCategory.map((a) => a.url)));
  });

  it('writes no page past the last', () => {
    const author = content.authors[0]!;
    const pages = listingPages(author.url).length;
    expect(files.has(pageDataUrl(listingPagePath(author.url, pages + 1)))).toBe(false);
    expect(files.has(pageDataUrl(`${author.url}page/1/`))).toBe(false);
  });
});
