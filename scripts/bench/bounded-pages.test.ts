import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { builtPages } from '../../lib/content/built-pages.ts';
import { loadSiteContent } from '../../lib/content/load.ts';
import { writeSitemapFiles } from '../../postbuild/sitemap/next-sitemap.ts';
import { writeSiteFile, writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { type BoundedPages, boundedGrowth, checkSitemapFiles, measureBoundedPages, pageFile } from './bounded-pages.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const content = loadSiteContent({ root: projectRoot, siteId: 'oddsaces' });
const DOMAIN = 'https://example.test';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function folder(files: Record<string, string>): string {
  const dir = writeSiteFolder(files);
  folders.push(dir);
  return dir;
}

describe('measureBoundedPages', () => {
  it('finds the largest page of each kind among the pages the site builds', () => {
    const pages = builtPages(content);
    const files = Object.fromEntries(pages.map((page) => [pageFile(page.path), 'x'.repeat(100)]));
    const subcategory = pages.find((page) => page.kind === 'subcategory')!;
    const sitemapPage = pages.filter((page) => page.kind === 'sitemap').at(-1)!;
    files[pageFile(subcategory.path)] = 'x'.repeat(500);
    files[pageFile(sitemapPage.path)] = 'x'.repeat(300);
    files['authors/index.html'] = 'x'.repeat(200);
    // The error pages are no page a reader lists or a search engine indexes.
    files['404.html'] = 'x'.repeat(10_000);
    files['rss.xml'] = 'x'.repeat(50);
    const bounded = measureBoundedPages(folder(files), content);
    expect(bounded).toEqual({
      largestPage: { path: pageFile(subcategory.path), bytes: 500 },
      sitemapPage: { path: pageFile(sitemapPage.path), bytes: 300 },
      rss: { path: 'rss.xml', bytes: 50 },
      authorsPage: { path: 'authors/index.html', bytes: 200 },
      listingPage: { path: pageFile(subcategory.path), bytes: 500 },
    });
  });

  it('throws when out/ lacks a page the site builds', () => {
    expect(() => measureBoundedPages(folder({ 'index.html': 'home' }), content)).toThrow(/ENOENT/);
  });
});

const weighed = (bytes: number): BoundedPages => ({
  largestPage: { path: 'authors/index.html', bytes },
  sitemapPage: { path: 'sitemap/index.html', bytes: 1_000 },
  rss: { path: 'rss.xml', bytes: 1_000 },
  authorsPage: { path: 'authors/index.html', bytes },
  listingPage: { path: 'index.html', bytes: 1_000 },
});

describe('boundedGrowth', () => {
  it('names each page grown by more than 5 % from the smallest size to the largest', () => {
    const growth = boundedGrowth([
      { articles: 200, boundedPages: weighed(1_000) },
      { articles: 1_000, boundedPages: weighed(1_060) },
    ]);
    expect(growth).toEqual({
      from: 200,
      to: 1_000,
      grown: [
        { figure: 'largestPage', fromBytes: 1_000, toBytes: 1_060 },
        { figure: 'authorsPage', fromBytes: 1_000, toBytes: 1_060 },
      ],
    });
  });

  it('compares 10,000 with 50,000 articles when both were built, and lets 5 % pass', () => {
    const growth = boundedGrowth([
      { articles: 1_000, boundedPages: weighed(500) },
      { articles: 10_000, boundedPages: weighed(1_000) },
      { articles: 50_000, boundedPages: weighed(1_050) },
    ]);
    expect(growth).toEqual({ from: 10_000, to: 50_000, grown: [] });
    expect(boundedGrowth([{ articles: 1_000, boundedPages: weighed(500) }])).toBeUndefined();
  });
});

describe('checkSitemapFiles', () => {
  const paths = Array.from({ length: 120 }, (_, n) => `/articles/a-${n}/`);

  /** The sitemap files and robots.txt next-sitemap writes for the paths. */
  function sitemapFolder(limits?: { urls: number; bytes: number }) {
    const dir = folder({});
    writeSitemapFiles(dir, { siteUrl: DOMAIN, paths, disallow: ['/500/'], limits });
    return dir;
  }

  it('passes one sitemap.xml within the limits, named by robots.txt', () => {
    expect(checkSitemapFiles(sitemapFolder())).toEqual({
      files: [{ name: 'sitemap.xml', urls: 120, bytes: expect.any(Number) }],
      index: false,
      problems: [],
    });
  });

  it('passes an index whose children each hold at most the limit', () => {
    const check = checkSitemapFiles(sitemapFolder({ urls: 50, bytes: 1_000_000 }), { urls: 50, bytes: 1_000_000 });
    expect(check.index).toBe(true);
    expect(check.files.map((file) => [file.name, file.urls])).toEqual([
      ['sitemap-0.xml', 50],
      ['sitemap-1.xml', 50],
      ['sitemap-2.xml', 20],
      ['sitemap.xml', 3],
    ]);
    expect(check.problems).toEqual([]);
  });

  it('reports a file over the limits, a child the index names but out/ lacks, and robots.txt without the sitemap', () => {
    const dir = sitemapFolder({ urls: 50, bytes: 1_000_000 });
    fs.rmSync(path.join(dir, 'sitemap-2.xml'));
    writeSiteFile(dir, 'robots.txt', `User-agent: *\nSitemap: ${DOMAIN}/sitemap-1.xml\n`);
    expect(checkSitemapFiles(dir, { urls: 40, bytes: 1_000_000 }).problems).toEqual([
      'sitemap-0.xml: 50 URLs; expected at most 40',
      'sitemap-1.xml: 50 URLs; expected at most 40',
      'sitemap.xml: names sitemap-2.xml, which out/ does not have',
      `robots.txt: names ${DOMAIN}/sitemap-1.xml; expected a Sitemap: line for /sitemap.xml, the index`,
    ]);
    const tooLarge = checkSitemapFiles(sitemapFolder(), { urls: 50_000, bytes: 1_000 }).problems;
    expect(tooLarge).toEqual([expect.stringMatching(/^sitemap\.xml: \d+ bytes; expected at most 1000$/)]);
  });

  it('reports an out/ with no sitemap.xml and no robots.txt', () => {
    const dir = folder({ 'index.html': 'home' });
    expect(checkSitemapFiles(dir).problems).toEqual([
      `${dir}: no sitemap.xml`,
      'robots.txt: names no sitemap; expected a Sitemap: line for /sitemap.xml',
    ]);
  });
});
