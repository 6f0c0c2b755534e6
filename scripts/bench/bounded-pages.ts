// The pages that must not grow with the site: the largest HTML page, the HTML
// sitemap pages, RSS, the authors page and the largest listing page, weighed at each size and
// compared between two sizes; and the XML sitemaps and robots.txt held to the protocol's limits.
import fs from 'node:fs';
import path from 'node:path';

import { builtPages } from '../../lib/content/built-pages.ts';
import type { SiteContent } from '../../lib/content/model/index.ts';
import type { PageKind } from '../../browser/shell/page-kinds.ts';
import { SITEMAP_FILE, SITEMAP_LIMITS, type SitemapLimits } from '../../postbuild/sitemap/next-sitemap.ts';

export interface WeighedFile {
  path: string;
  bytes: number;
}

export interface BoundedPages {
  largestPage: WeighedFile;
  /** The largest of the HTML sitemap's pages (/sitemap/ and each category's). */
  sitemapPage: WeighedFile;
  /** rss.xml, when the site has one. */
  rss?: WeighedFile;
  authorsPage: WeighedFile;
  /** The largest page that lists articles: home, category, subcategory, author and series pages. */
  listingPage: WeighedFile;
}

export type BoundedFigure = keyof BoundedPages;

const LISTING_KINDS: ReadonlySet<PageKind> = new Set(['home', 'category', 'subcategory', 'author', 'series']);
export const RSS_FILE = 'rss.xml';

/** A page's file in out/: / → index.html, /a/b/ → a/b/index.html. */
export const pageFile = (pagePath: string) => `${pagePath.replace(/^\//, '')}index.html`;

function largestOf(outDir: string, files: readonly string[], what: string): WeighedFile {
  let largest: WeighedFile | undefined;
  for (const file of files) {
    const bytes = fs.statSync(path.join(outDir, file)).size;
    if (!largest || bytes > largest.bytes) largest = { path: file, bytes };
  }
  if (!largest) throw new Error(`bench: ${outDir} has no ${what}`);
  return largest;
}

/** Weighs the bounded pages of the site `content` built into `outDir`. */
export function measureBoundedPages(outDir: string, content: SiteContent): BoundedPages {
  const pages = builtPages(content);
  const filesOf = (kinds: ReadonlySet<PageKind>) =>
    pages.filter((page) => kinds.has(page.kind)).map((page) => pageFile(page.path));
  const html = pages
    .filter((page) => page.kind !== 'not-found' && page.kind !== 'server-error')
    .map((page) => pageFile(page.path));
  const rssFile = path.join(outDir, RSS_FILE);
  return {
    largestPage: largestOf(outDir, html, 'HTML page'),
    sitemapPage: largestOf(outDir, filesOf(new Set(['sitemap'])), 'HTML sitemap page'),
    ...(fs.existsSync(rssFile) ? { rss: { path: RSS_FILE, bytes: fs.statSync(rssFile).size } } : {}),
    authorsPage: largestOf(outDir, filesOf(new Set(['authors'])), 'authors page'),
    listingPage: largestOf(outDir, filesOf(LISTING_KINDS), 'listing page'),
  };
}

/** A bounded page may differ by this share between sizes (titles and dates differ); more is growth. */
export const GROWTH_TOLERANCE = 0.05;

export interface BoundedGrowth {
  from: number;
  to: number;
  /** The figures larger at `to` than at `from` by more than GROWTH_TOLERANCE. */
  grown: { figure: BoundedFigure; fromBytes: number; toBytes: number }[];
}

/**
 * Compares the bounded pages from 10,000 to 50,000 articles when both were built, else from
 * the smallest size to the largest; undefined with fewer than two sizes.
 */
export function boundedGrowth(sizes: readonly { articles: number; boundedPages: BoundedPages }[]) {
  if (sizes.length < 2) return undefined;
  const sorted = [...sizes].sort((a, b) => a.articles - b.articles);
  const at = (articles: number) => sorted.find((size) => size.articles === articles);
  const [first, last] = at(10_000) && at(50_000) ? [at(10_000)!, at(50_000)!] : [sorted[0]!, sorted.at(-1)!];
  const growth: BoundedGrowth = { from: first.articles, to: last.articles, grown: [] };
  for (const figure of Object.keys(first.boundedPages) as BoundedFigure[]) {
    const fromBytes = first.boundedPages[figure]?.bytes;
    const toBytes = last.boundedPages[figure]?.bytes;
    if (fromBytes === undefined || toBytes === undefined) continue;
    if (toBytes > fromBytes * (1 + GROWTH_TOLERANCE)) growth.grown.push({ figure, fromBytes, toBytes });
  }
  return growth;
}

export interface SitemapFilesCheck {
  /** Each sitemap file of out/: its URLs (<url> or, in an index, <sitemap> entries) and bytes. */
  files: { name: string; urls: number; bytes: number }[];
  /** Whether sitemap.xml is a sitemap index. */
  index: boolean;
  /** One line each; none when every file is within the limits and robots.txt names sitemap.xml. */
  problems: string[];
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/**
 * Every sitemap*.xml at the top of out/ within the protocol's limits, every child an index
 * names present, and robots.txt naming sitemap.xml (the list itself, or the index when there is one).
 */
export function checkSitemapFiles(outDir: string, limits: SitemapLimits = SITEMAP_LIMITS): SitemapFilesCheck {
  const names = fs
    .readdirSync(outDir)
    .filter((name) => /^sitemap.*\.xml$/.test(name))
    .sort();
  const problems: string[] = [];
  if (!names.includes(SITEMAP_FILE)) problems.push(`${outDir}: no ${SITEMAP_FILE}`);
  let index = false;
  const files = names.map((name) => {
    const text = fs.readFileSync(path.join(outDir, name), 'utf8');
    const bytes = Buffer.byteLength(text);
    const isIndex = text.includes('<sitemapindex');
    if (name === SITEMAP_FILE) index = isIndex;
    const urls = count(text, isIndex ? /<sitemap>/g : /<url>/g);
    if (urls > limits.urls) problems.push(`${name}: ${urls} URLs; expected at most ${limits.urls}`);
    if (bytes > limits.bytes) problems.push(`${name}: ${bytes} bytes; expected at most ${limits.bytes}`);
    if (isIndex) {
      for (const [, loc] of text.matchAll(/<loc>([^<]*)<\/loc>/g)) {
        const child = loc!.slice(loc!.lastIndexOf('/') + 1);
        if (!names.includes(child)) problems.push(`${name}: names ${child}, which out/ does not have`);
      }
    }
    return { name, urls, bytes };
  });
  const robotsFile = path.join(outDir, 'robots.txt');
  const robots = fs.existsSync(robotsFile) ? fs.readFileSync(robotsFile, 'utf8') : '';
  const named = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map(([, url]) => url!);
  if (!named.some((url) => url.endsWith(`/${SITEMAP_FILE}`)))
    problems.push(
      `robots.txt: names ${named.length > 0 ? named.join(', ') : 'no sitemap'}; expected a Sitemap: line for /${SITEMAP_FILE}${index ? ', the index' : ''}`,
    );
  return { files, index, problems };
}
