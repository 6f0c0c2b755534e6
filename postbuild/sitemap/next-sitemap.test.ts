// The XML sitemap as next-sitemap writes it: one file within the protocol's limits, an index
// and children above them (60,000 synthetic articles, no build), every page once and the error
// pages never.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readLocalFiles } from '../../cli/deploy/local-files.ts';

import { builtPages } from '../../lib/content/built-pages.ts';
import { loadSiteContent } from '../../lib/content/load.ts';
import type { Article } from '../../lib/content/model/index.ts';
import { paths } from '../../lib/site/paths.ts';
import { SITEMAP_LIMITS, type SitemapLimits, sitemapPaths, writeSitemapFiles } from './next-sitemap.ts';

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

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** What next-sitemap writes for these paths: the folder, and its sitemap files by name, sitemap.xml first. */
function written(sitePaths: readonly string[], limits?: SitemapLimits) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-test-'));
  folders.push(outDir);
  const names = writeSitemapFiles(outDir, { siteUrl: DOMAIN, paths: sitePaths, disallow: [paths.serverError], limits });
  const files = new Map(names.map((name) => [name, fs.readFileSync(path.join(outDir, name), 'utf8')]));
  const robots = fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
  return { outDir, files, robots };
}

describe('a site within the limits', () => {
  const pagePaths = sitemapPaths(builtPages(real));
  let site: ReturnType<typeof written>;
  beforeAll(() => {
    site = written(pagePaths);
  });

  it('has one sitemap.xml listing every page once, and no error page', () => {
    const { files } = site;
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    const listed = locs(files.get('sitemap.xml')!);
    expect(listed).toContain(`${DOMAIN}/`);
    for (const article of real.articles) expect(listed.filter((loc) => loc === DOMAIN + article.url)).toHaveLength(1);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(pagePaths.map((sitePath) => DOMAIN + sitePath));
    expect(listed).not.toContain(`${DOMAIN}/404/`);
    expect(listed).not.toContain(`${DOMAIN}${paths.serverError}`);
    expect(files.get('sitemap.xml')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('writes a loc and nothing else a page: no lastmod, changefreq or priority', () => {
    const xml = site.files.get('sitemap.xml')!;
    expect(xml).not.toMatch(/<lastmod>|<changefreq>|<priority>/);
    expect(xml.match(/<url>/g)).toHaveLength(pagePaths.length);
    expect(xml.match(/<url><loc>[^<]*<\/loc><\/url>\n/g)).toHaveLength(pagePaths.length);
  });

  it('escapes what XML would read as markup', () => {
    expect(written(['/a&b/<\'"/']).files.get('sitemap.xml')).toContain(
      '<loc>https://www.example.com/a&amp;b/&lt;&apos;&quot;/</loc>',
    );
  });

  it('has robots.txt name sitemap.xml and keep crawlers off the error page', () => {
    expect(site.robots).toContain(`Sitemap: ${DOMAIN}/sitemap.xml\n`);
    expect(site.robots).toContain('Disallow: /500/\n');
    expect(site.robots).toContain(`Host: ${DOMAIN}\n`);
    expect(site.robots.match(/^Sitemap: /gm)).toHaveLength(1);
  });
});

describe('a site of 60,000 articles', () => {
  const site = siteOf(60_000);
  const pagePaths = sitemapPaths(builtPages(site));
  let outDir: string;
  let files: Map<string, string>;
  let robots: string;
  let children: string[];
  beforeAll(() => {
    ({ outDir, files, robots } = written(pagePaths));
    children = [...files.keys()].slice(1);
  });

  it('writes sitemap.xml as an index of its children, which hold every page once, in order', () => {
    expect(children).toEqual(['sitemap-0.xml', 'sitemap-1.xml']);
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
    expect(locs(files.get(children[0]!)!)).toHaveLength(SITEMAP_LIMITS.urls);
  });

  it('has robots.txt name the index alone', () => {
    expect(robots).toContain(`Sitemap: ${DOMAIN}/sitemap.xml\n`);
    expect(robots.match(/^Sitemap: /gm)).toHaveLength(1);
  });

  it('is uploaded whole by the deploy: the index and every child, as XML that revalidates', async () => {
    const uploads = (await readLocalFiles(outDir)).files;
    expect(uploads.map((file) => file.key).sort()).toEqual([...files.keys(), 'robots.txt'].sort());
    for (const file of uploads.filter((upload) => upload.key !== 'robots.txt')) {
      expect(file.contentType).toMatch(/xml/);
      expect(file.cacheControl).toBe('no-cache');
    }
  });
});

describe('the byte limit', () => {
  it('starts a new child before the URLs would pass it, whatever the count', () => {
    const sitePaths = Array.from({ length: 10 }, (_, at) => `/articles/${String(at).padStart(3, '0')}/`);
    const single = written(sitePaths.slice(0, 1)).files.get('sitemap.xml')!;
    const entry = `<url><loc>${DOMAIN}/articles/000/</loc></url>\n`;
    // Room for three entries with the file's head and tail.
    const bytes = Buffer.byteLength(single) + 2 * Buffer.byteLength(entry);
    const { files } = written(sitePaths, { urls: 50_000, bytes });
    expect([...files.keys()]).toEqual([
      'sitemap.xml',
      'sitemap-0.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ]);
    const sizes = [...files].slice(1).map(([, xml]) => Buffer.byteLength(xml));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(bytes);
    expect([...files].slice(1).map(([, xml]) => locs(xml).length)).toEqual([3, 3, 3, 1]);
  });

  it('refuses a URL that no file could hold, and writes nothing', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-test-'));
    folders.push(outDir);
    expect(() =>
      writeSitemapFiles(outDir, { siteUrl: DOMAIN, paths: ['/a/'], disallow: [], limits: { urls: 10, bytes: 50 } }),
    ).toThrow(/larger than 50 bytes/);
    expect(fs.readdirSync(outDir)).toEqual([]);
  });
});
