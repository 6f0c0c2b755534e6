// What each listing, index and series page shows of the site's articles, hashed by address: the
// part of its fingerprint that follows from the articles (page-fingerprints.ts, which says what
// each kind of page counts). A page's entries are found with the same selections its route
// makes, so a change of what it shows changes its part.
import { createHash } from 'node:crypto';

import { articlesInCategory, articlesInSubcategory, groupArticles, subcategoryGroups } from '../content/grouping.ts';
import { articlesByAuthor } from '../content/lookups.ts';
import { compareArticles } from '../content/reshape.ts';
import { homeSections } from '../content/selections.ts';
import type { Article, SiteContent } from '../content/model/index.ts';
import {
  AUTHOR_PREVIEW_COUNT,
  CATEGORY_PREVIEW_COUNT,
  LISTING_PAGE_SIZE,
  SITEMAP_PAGE_SIZE,
} from '../site/constants.ts';
import { everyPageGroups, listingPagePath, pageNeighbours } from '../site/pagination.ts';
import { paths } from '../site/paths.ts';

/** The SHA-256 (hex) of the parts, each ended by a NUL, so no two lists of parts share one. */
export const sha = (...parts: string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * What a page shows of the site's articles, by address, for each kind of page that shows any;
 * `card` is what a card counts of an article.
 */
export function articleParts(content: SiteContent, card: (article: Article) => string): Map<string, string> {
  const { articles, categories, authors } = content;
  const series = content.series ?? [];
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  // A link in a list of titles (the authors index, the sitemap's pages): its address and title.
  const link = (article: Article) => JSON.stringify([article.id, article.url, article.title]);
  const grouping = groupArticles(categories, articles);
  const byAuthor = articlesByAuthor(articles);
  const parts = new Map<string, string>();

  // A paged listing's page: what its pagination links to (lib/site/pagination.ts) and the
  // groups of entries it holds, each under its label. No page shows how many pages there are.
  const listing = <L>(
    firstPage: string,
    groups: readonly (readonly [L, readonly Article[]])[],
    label: (value: L) => unknown,
    entry: (article: Article) => string,
    size = LISTING_PAGE_SIZE,
  ) => {
    for (const { page, groups: shownGroups } of everyPageGroups(groups, size)) {
      parts.set(
        listingPagePath(firstPage, page.archive),
        sha(
          JSON.stringify(pageNeighbours(page)),
          ...shownGroups.flatMap(([value, shown]) => [JSON.stringify(label(value)), ...shown.map(entry)]),
        ),
      );
    }
  };

  const { topTales, updated, more } = homeSections(articles);
  parts.set(paths.home, sha(...[topTales, updated, more].flatMap((section) => ['section', ...section.map(card)])));
  parts.set(
    paths.authors,
    sha(
      ...authors.flatMap((author) => [
        'author',
        ...(byAuthor.get(author.slug) ?? []).slice(0, AUTHOR_PREVIEW_COUNT).map(link),
      ]),
    ),
  );
  for (const author of authors) listing(author.url, [[null, byAuthor.get(author.slug) ?? []]], () => null, card);
  for (const category of categories) {
    // Each subcategory's newest cards, and how many it has once that is more than they.
    parts.set(
      category.url,
      sha(
        ...category.children.flatMap((child) => {
          const shown = articlesInSubcategory(grouping, category.slug, child.slug).sort(compareArticles);
          const count = shown.length > CATEGORY_PREVIEW_COUNT ? shown.length : 0;
          return [String(count), ...shown.slice(0, CATEGORY_PREVIEW_COUNT).map(card)];
        }),
      ),
    );
    for (const child of category.children)
      listing(child.url, subcategoryGroups(grouping, category.slug, child.slug), (label) => label, card);
    listing(
      paths.sitemapCategory(category.slug),
      category.children.map(
        (child) => [child, articlesInSubcategory(grouping, category.slug, child.slug).sort(compareArticles)] as const,
      ),
      (child) => child.slug,
      link,
      SITEMAP_PAGE_SIZE,
    );
  }
  // The sitemap counts each category's articles; the series index, each series' parts.
  parts.set(
    paths.sitemap,
    sha(...categories.map((category) => String(articlesInCategory(grouping, category.slug).length))),
  );
  parts.set(paths.seriesIndex, sha(...series.map((one) => String(one.parts.length))));
  for (const one of series)
    parts.set(
      one.url,
      sha(...one.parts.map((slug) => bySlug.get(slug)).map((article) => (article ? card(article) : ''))),
    );
  return parts;
}
