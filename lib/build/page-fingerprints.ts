// A page's fingerprint: a hash of everything its HTML is made from, so that two builds giving
// a page the same fingerprint render it to the same bytes and an incremental build may take it
// from the cache (docs/architecture.md#incremental-builds). It errs one way only: an input
// counted that a page does not show costs a render, an input missed would ship a stale page.
//
// Every page shares the site-wide part: the code (the build hash), the site, the build's year
// (the footer's) and whether drafts are shown, and every file of the site's folder other than
// the articles (settings, menu, authors, series, information pages, redirects). No page names
// the static queries' addresses (the search box reads the search index's from app-data.json),
// so they are not counted: a new article leaves the pages that show nothing of it alone.
// An article's page adds its own article, body included, the articles it links as related
// and its series' neighbours; every other page (listings, home, sitemap pages, the authors
// index, the series pages, the information and error pages) adds every article without its
// body and word count: what any card or list could show.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { builtPages } from '../content/built-pages.ts';
import { relatedArticles } from '../content/selections.ts';
import { seriesPlace } from '../content/series.ts';
import type { Article, SiteContent } from '../content/model/index.ts';
import type { StaticQueryUrls } from '../content/snapshot.ts';

const FORMAT = 'page-fingerprint 1';

export interface FingerprintInputs {
  buildHash: string;
  siteId: string;
  /** The build time's UTC year, which the footer shows. */
  year: number;
  /** SHOW_DRAFTS: drafts and scheduled articles carry a badge on their page. */
  showUnpublished: boolean;
  /** The site's folder (content/{site}): its files other than articles are read whole. */
  siteDir: string;
}

const sha = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * Fields of an article that only its own page shows: its word count is in its own page's
 * structured data alone (lib/seo/json-ld.ts), while cards show the reading time. Left out of
 * what other pages count, a body edit that keeps the reading time renders one page.
 * page-fingerprints.test.ts fails when another module starts reading one.
 */
export const OWN_PAGE_FIELDS = new Set(['body', 'wordCount']);

/**
 * An article's fields without its body (and, for other pages than its own, without
 * OWN_PAGE_FIELDS). The body is read on demand from its file (lib/content/index.ts):
 * spreading the article would read it, so the fields are copied by name.
 */
function fieldsOf(article: Article, leftOut: ReadonlySet<string>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(article).sort()) if (!leftOut.has(key)) fields[key] = article[key as keyof Article];
  return fields;
}
const BODY = new Set(['body']);

/** Every file of dir but its articles/ folder, each by its path and bytes, in sorted order. */
function siteFilesHash(dir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('articles/'))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}

/** The fingerprint of every page the build makes (lib/content/built-pages.ts), by address. */
export function pageFingerprints(
  content: SiteContent & { staticQueryUrls?: StaticQueryUrls },
  inputs: FingerprintInputs,
): Map<string, string> {
  const { articles, ...rest } = content;
  // The static queries' addresses, which the content may carry, are named by no page.
  delete rest.staticQueryUrls;
  const shared = sha(
    FORMAT,
    inputs.buildHash,
    inputs.siteId,
    String(inputs.year),
    String(inputs.showUnpublished),
    siteFilesHash(inputs.siteDir),
    JSON.stringify(rest),
  );
  // What another page may show of an article.
  const meta = new Map(articles.map((article) => [article.slug, JSON.stringify(fieldsOf(article, OWN_PAGE_FIELDS))]));
  const allArticles = sha(...articles.map((article) => meta.get(article.slug)!));
  const byUrl = new Map(articles.map((article) => [article.url, article]));
  const bySlug = new Map(articles.map((article) => [article.slug, article]));

  const fingerprints = new Map<string, string>();
  for (const { path: address, kind } of builtPages(content)) {
    const article = kind === 'article' ? byUrl.get(address) : undefined;
    let own: string;
    if (article) {
      const place = seriesPlace(content.series ?? [], article);
      const neighbours = [place?.previous, place?.next].map((slug) =>
        slug && bySlug.has(slug) ? meta.get(slug)! : '',
      );
      own = sha(
        'article',
        JSON.stringify(fieldsOf(article, BODY)),
        article.body,
        ...relatedArticles(article, articles).map((related) => meta.get(related.slug)!),
        JSON.stringify(place ?? null),
        ...neighbours,
      );
    } else {
      own = sha('page', kind, allArticles);
    }
    fingerprints.set(address, sha(shared, address, own).slice(0, 32));
  }
  return fingerprints;
}
