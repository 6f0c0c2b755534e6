// The XML sitemap: one file within the protocol's limits, an index and children above them
// (60,000 synthetic articles, no build), every page once and the error pages never.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readLocalFiles } from '../../cli/deploy/local-files.ts';

import { builtPages } from '../../lib/content/built-pages.ts';
import { loadSiteContent } from '../../lib/content/load.ts';
import type { Article } from '../../lib/content/types.ts';
import { paths } from '../../lib/site/paths.ts';
import { SITEMAP_LIMITS, buildRobotsTxt, buildSitemapFiles, childSitemapFile, sitemapPaths } from './sitemap-files.ts';

const DOMAIN = 'https://www.example.com';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

const real = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });

/** The real site with its articles copied, under new slugs, up to `count`. */
function siteOf(count: number) {
  const articles: Article[] = Array.from({ length: count }, (_, at) => {
    const model = real.articles[at % real.articles.length]!;
    const slug = `synthetic-${at + 1}`;
    return { ...model, slug, url: paths.article(slug) };
  });
  return { ...real, articles };
}

describe('a site within the limits', () => {
  const pagePaths = sitemapPaths(builtPages(real));
  const files = buildSitemapFiles(DOMAIN, pagePaths);

  it('has one sitemap.xml listing every page once, and no error page', () => {
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    const listed = locs(files.get('sitemap.xml')!);
    expect(listed).toContain(`${DOMAIN}/`);
    for (const article of real.articles) expect(listed.filter((loc) => loc === DOMAIN + article.url)).toHaveLength(1);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).not.toContain(`${DOMAIN}/404/`);
    expect(listed).not.toContain(`${DOMAIN}${paths.serverError}`);
    expect(files.get('sitemap.xml')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('escapes what XML would read as markup', () => {
    expect(files.size).toBe(1);
    expect(buildSitemapFiles(DOMAIN, ['/a&b/<\'"/']).get('sitemap.xml')).toContain(
      '<loc>https://www.example.com/a&amp;b/&lt;&apos;&quot;/</loc>',
    );
  });
});

describe('a site of 60,000 articles', () => {
  const site = siteOf(60_000);
  const pagePaths = sitemapPaths(builtPages(site));
  const files = buildSitemapFiles(DOMAIN, pagePaths);
  const children = [...files.keys()].slice(1);

  it('writes sitemap.xml as an index of its children, which hold every page once, in order', () => {
    expect(children).toEqual([childSitemapFile(1), childSitemapFile(2)]);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(children.map((name) => `${DOMAIN}/${name}`));
    const listed = children.flatMap((name) => locs(files.get(name)!));
    expect(listed).toEqual(pagePaths.map((sitePath) => DOMAIN + sitePath));
    const articleLocs = listed.filter((loc) => loc.startsWith(`${DOMAIN}/articles/`));
    expect(articleLocs).toHaveLength(60_000);
    expect(new Set(articleLocs).size).toBe(60_000);
  });

  it('keeps every child within the protocol: at most 50,000 URLs and 50 MB', () => {
    for (const name of children) {
      const xml = files.get(name)!;
      expect(xml).toMatch(/<urlset /);
      expect(locs(xml).length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
    }
    expect(locs(files.get(childSitemapFile(1))!)).toHaveLength(SITEMAP_LIMITS.urls);
  });

  it('is uploaded whole by the deploy: the index and every child, as XML that revalidates', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-deploy-'));
    try {
      for (const [name, xml] of files) fs.writeFileSync(path.join(outDir, name), xml);
      const uploads = (await readLocalFiles(outDir)).files;
      expect(uploads.map((file) => file.key).sort()).toEqual([...files.keys()].sort());
      for (const file of uploads) {
        expect(file.contentType).toMatch(/xml/);
        expect(file.cacheControl).toBe('no-cache');
      }
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the byte limit', () => {
  it('starts a new child when the next URL would pass it, whatever the count', () => {
    const sitePaths = Array.from({ length: 10 }, (_, at) => `/articles/${String(at).padStart(3, '0')}/`);
    const single = buildSitemapFiles(DOMAIN, sitePaths.slice(0, 1)).get('sitemap.xml')!;
    const entry = `<url><loc>${DOMAIN}/articles/000/</loc></url>\n`;
    // Room for three entries with the file's head and tail.
    const bytes = Buffer.byteLength(single) + 2 * Buffer.byteLength(entry);
    const files = buildSitemapFiles(DOMAIN, sitePaths, { urls: 50_000, bytes });
    expect([...files.keys()]).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap-4.xml',
    ]);
    const sizes = [...files].slice(1).map(([, xml]) => Buffer.byteLength(xml));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(bytes);
    expect([...files].slice(1).map(([, xml]) => locs(xml).length)).toEqual([3, 3, 3, 1]);
  });

  it('refuses a URL that no file could hold', () => {
    expect(() => buildSitemapFiles(DOMAIN, ['/a/'], { urls: 10, bytes: 50 })).toThrow(/larger than 50 bytes/);
  });
});

describe('robots.txt', () => {
  it('names sitemap.xml, the index when there is one, and keeps crawlers off the error page', () => {
    const robots = buildRobotsTxt(DOMAIN, paths.serverError);
    expect(robots).toContain(`Sitemap: ${DOMAIN}/sitemap.xml\n`);
    expect(robots).toContain('Disallow: /500/\n');
    expect(robots).not.toContain('sitemap-1.xml');
  });
});
