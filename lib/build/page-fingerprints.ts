// A page's fingerprint: a hash of everything its HTML is made from, so that two builds giving
// a page the same fingerprint render it to the same bytes and an incremental build may take it
// from the cache (docs/architecture.md#incremental-builds). It errs one way only: an input
// counted that a page does not show costs a render, an input missed would ship a stale page.
//
// Every page shares the site-wide part: the code (the build hash), the site, the build's year
// (the footer's) and whether drafts are shown, every file of the site's folder other than the
// articles and the rejected drafts (settings, menu, authors, series, information pages,
// redirects) and the loaded settings, categories, authors, pages and series headings. What
// derives from the articles is counted only by the pages that show it: no page names the static
// queries' addresses (the search box reads the search index's from app-data.json), the
// redirects or the count of withheld articles, and the menu and footer show no article. Then
// each page adds what it shows of the articles, found with the same selections its route makes:
// - an article's page: its own article, its file's bytes (the body), the articles it links as
//   related and its series' neighbours;
// - a paged listing's page (a subcategory, an author, a category's part of the sitemap): the
//   entries it holds under their labels and where its pagination links to;
// - the home page its three sections' cards, a category each subcategory's first cards and
//   count, the authors index each author's first titles, the sitemap each category's count,
//   the series index each series' count of parts and a series page its parts' cards;
// - the information and error pages nothing more.
// A card counts every field of its article but OWN_PAGE_FIELDS, a title in a list its address
// and title. A page of a kind not listed counts every article.
import path from 'node:path';

import type { PageKind } from '../../browser/shell/page-kinds.ts';
import { builtPages } from '../content/built-pages.ts';
import { relatedArticles } from '../content/selections.ts';
import { seriesPlace } from '../content/series.ts';
import type { Article, SiteContent } from '../content/model/index.ts';
import { digestInContentKey, type StaticQueryUrls } from '../content/snapshot.ts';
import { fileDigest } from './file-digest.ts';
import { articleParts, sha } from './page-parts.ts';
import { siteFilesHash } from './site-files-hash.ts';

const FORMAT = 'page-fingerprint 4';

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

/**
 * Fields of an article that only its own page shows: its word count is in its own page's
 * structured data alone (lib/seo/json-ld.ts), while cards show the reading time. Left out of
 * what other pages count, a body edit that keeps the reading time renders one page.
 * page-fingerprints.test.ts fails when another module starts reading one.
 */
export const OWN_PAGE_FIELDS = new Set(['body', 'wordCount']);
const OWN_FIELDS_BUT_BODY = [...OWN_PAGE_FIELDS].filter((key) => key !== 'body') as (keyof Article)[];

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

/**
 * The digest of an article's file as the content key of what this process renders took it
 * (no second stat of every file: 1.2 s at 50,000 articles), or as it is now.
 */
const bodyDigest = (file: string) => digestInContentKey(file) ?? fileDigest(file);

/** The kinds of page that show nothing of any article: the site-wide part is all they count. */
const WITHOUT_ARTICLES = new Set<PageKind>(['info', 'not-found', 'server-error']);

/**
 * The last plan's fingerprints, kept for the next (build-plan.ts). Every page's fingerprint is
 * a function of `whole` (the site-wide part, every article's card in order, and the pages the
 * build makes) and, for an article's page, of its own inputs too (`own`: the fields only its
 * page shows and its body's digest). While `whole` is the same, a page other than an article's
 * has its last fingerprint, and an article's page too while its own inputs are: a body edited
 * at 50,000 articles fingerprints one page instead of 55,000 (docs/incremental-builds.md).
 */
export interface KeptFingerprints {
  format: string;
  whole: string;
  pages: Record<string, string>;
  own: Record<string, string>;
}

/** The fingerprint of every page the build makes (lib/content/built-pages.ts), by address. */
export function pageFingerprints(
  content: SiteContent & { staticQueryUrls?: StaticQueryUrls },
  inputs: FingerprintInputs,
): Map<string, string> {
  return fingerprintPages(content, inputs).fingerprints;
}

/**
 * pageFingerprints, taking from `last` (the plan's before) each fingerprint its inputs show to
 * be the same (KeptFingerprints), with what to keep for the next plan and how many were taken.
 */
export function fingerprintPages(
  content: SiteContent & { staticQueryUrls?: StaticQueryUrls },
  inputs: FingerprintInputs,
  last?: KeptFingerprints,
): { fingerprints: Map<string, string>; kept: KeptFingerprints; reused: number } {
  const { articles, site, seo, categories, authors, pages } = content;
  const series = content.series ?? [];
  // The site-wide part names what it counts, so content with look-ups beside it (getSiteContent's)
  // and content as the check read it give the same fingerprints. Left out: what no page shows
  // (the static queries' addresses, the redirects and the count of withheld articles) and what
  // a page that shows it counts itself (each series' parts, on the series pages and their
  // articles'). The layout shows each series' title and address, and whether there is any.
  const shared = sha(
    FORMAT,
    inputs.buildHash,
    inputs.siteId,
    String(inputs.year),
    String(inputs.showUnpublished),
    siteFilesHash(inputs.siteDir),
    JSON.stringify({ site, seo, categories, authors, pages }),
    JSON.stringify(series.map((one) => ({ ...one, parts: undefined }))),
  );
  // What another page may show of an article.
  const meta = new Map(articles.map((article) => [article.slug, JSON.stringify(fieldsOf(article, OWN_PAGE_FIELDS))]));
  const card = (article: Article) => meta.get(article.slug)!;
  const allArticles = sha(...articles.map(card));
  const byUrl = new Map(articles.map((article) => [article.url, article]));
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const built = builtPages(content);
  // Every input of every page but an article page's own: its card is among all the articles'.
  const whole = sha(shared, allArticles, ...built.map(({ path: address, kind }) => `${kind} ${address}`));
  // Other code never shares a `whole` with this code (the build hash is in `shared`), so a
  // record kept by other code, however it was made, is never taken.
  const reusable = last?.format === FORMAT && last.whole === whole ? last : undefined;
  let parts: Map<string, string> | undefined;

  const fingerprints = new Map<string, string>();
  const own: Record<string, string> = {};
  let reused = 0;
  for (const { path: address, kind } of built) {
    const article = kind === 'article' ? byUrl.get(address) : undefined;
    if (article) {
      const ownFields = JSON.stringify(OWN_FIELDS_BUT_BODY.map((key) => article[key]));
      // The body is a function of the article's file (readArticleBody): its digest, which the
      // content key has just taken, in place of a second read and parse of every file.
      const body = bodyDigest(path.resolve(article.sourceFile)).toString('hex');
      const ownInputs = sha(ownFields, body);
      own[address] = ownInputs;
      const kept = reusable?.own[address] === ownInputs ? reusable.pages[address] : undefined;
      if (kept !== undefined) {
        fingerprints.set(address, kept);
        reused += 1;
        continue;
      }
      const place = seriesPlace(series, article);
      const neighbours = [place?.previous, place?.next].map((slug) =>
        slug && bySlug.has(slug) ? meta.get(slug)! : '',
      );
      const ownPart = sha(
        'article',
        // Its fields but the body: what other pages show of it, and what only its page shows.
        card(article),
        ownFields,
        body,
        ...relatedArticles(article, articles).map(card),
        JSON.stringify(place ?? null),
        ...neighbours,
      );
      fingerprints.set(address, sha(shared, address, ownPart).slice(0, 32));
      continue;
    }
    const kept = reusable?.pages[address];
    if (kept !== undefined) {
      fingerprints.set(address, kept);
      reused += 1;
      continue;
    }
    let ownPart: string;
    if (WITHOUT_ARTICLES.has(kind)) ownPart = sha('page', kind);
    else {
      // A page of a kind articleParts does not know counts every article: a render too many,
      // never a stale page.
      parts ??= articleParts(content, card);
      ownPart = sha('page', kind, parts.get(address) ?? allArticles);
    }
    fingerprints.set(address, sha(shared, address, ownPart).slice(0, 32));
  }
  return { fingerprints, kept: { format: FORMAT, whole, pages: Object.fromEntries(fingerprints), own }, reused };
}
