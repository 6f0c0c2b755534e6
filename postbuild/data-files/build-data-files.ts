// The data files (docs/architecture.md#the-data-files), built from the content module's
// grouping and look-ups (build time only).
import { createHash } from 'node:crypto';

import type { SiteContent } from '../../lib/content/types';
import { articlesInSubcategory, groupArticles, subcategoryGroups } from '../../lib/content/grouping';
import { articlesByAuthor } from '../../lib/content/lookups';
import { buildSearchIndexFile } from '../../lib/search/documents';
import { pageDataUrl, sliceDataUrl, staticQueryUrl } from '../../browser/shell/data-urls';
import type { PageData } from '../../browser/shell/loader';
import type { PageKind } from '../../browser/shell/page-kinds';
import { SITEMAP_PAGE_SIZE } from '../../lib/site/constants';
import { allPages, groupedCount, listingPagePath } from '../../lib/site/pagination';
import { paths } from '../../lib/site/paths';

/** Names the static queries; each is written under a hash of its own content. */
export const STATIC_QUERIES = ['search-index', 'category-tree'] as const;
export type StaticQueryName = (typeof STATIC_QUERIES)[number];

export const contentHash = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

const memo = new WeakMap<object, Record<StaticQueryName, { url: string; json: string }>>();

/** The JSON of each static query, with the address it is published under (computed once per content). */
export function staticQueries(
  content: Pick<SiteContent, 'articles' | 'categories'>,
): Record<StaticQueryName, { url: string; json: string }> {
  let result = memo.get(content.articles);
  if (!result) {
    result = computeStaticQueries(content);
    memo.set(content.articles, result);
  }
  return result;
}

function computeStaticQueries(
  content: Pick<SiteContent, 'articles' | 'categories'>,
): Record<StaticQueryName, { url: string; json: string }> {
  const entries = {
    'search-index': JSON.stringify(buildSearchIndexFile(content.articles, content.categories)),
    'category-tree': JSON.stringify(
      content.categories.map((c) => ({
        title: c.title,
        url: c.url,
        children: c.children.map((s) => ({ title: s.title, url: s.url })),
      })),
    ),
  };
  return Object.fromEntries(
    Object.entries(entries).map(([name, json]) => [name, { url: staticQueryUrl(contentHash(json)), json }]),
  ) as Record<StaticQueryName, { url: string; json: string }>;
}

/**
 * Every data file, as site path → JSON text, in a stable order. A page's data says which build
 * and which kind of page it is, the two things the shell reads before it shows the page in
 * place; the page itself comes as HTML (docs/architecture.md#the-data-files).
 */
export function buildDataFiles(content: SiteContent, buildHash: string): Map<string, string> {
  const files = new Map<string, string>();
  const page = (path: string, kind: PageKind) => {
    const body: PageData = { path, buildHash, kind };
    files.set(pageDataUrl(path), JSON.stringify(body));
  };
  // A paged listing has a page, and so a data file, for each page number its routes export.
  const listing = (firstPage: string, kind: PageKind, total: number, size?: number) => {
    for (const number of allPages(total, size)) page(listingPagePath(firstPage, number), kind);
  };
  const grouping = groupArticles(content.categories, content.articles);
  const byAuthor = articlesByAuthor(content.articles);

  page(paths.home, 'home');
  page(paths.authors, 'authors');
  for (const author of content.authors) listing(author.url, 'author', byAuthor.get(author.slug)?.length ?? 0);
  for (const article of content.articles) page(article.url, 'article');
  for (const category of content.categories) {
    page(category.url, 'category');
    for (const child of category.children) {
      listing(child.url, 'subcategory', groupedCount(subcategoryGroups(grouping, category.slug, child.slug)));
    }
  }
  for (const url of [paths.aboutUs, paths.privacyPolicy, paths.terms]) page(url, 'info');
  page(paths.sitemap, 'sitemap');
  for (const category of content.categories) {
    const bySubcategory = category.children.map(
      (child) => [child, articlesInSubcategory(grouping, category.slug, child.slug)] as const,
    );
    listing(paths.sitemapCategory(category.slug), 'sitemap', groupedCount(bySubcategory), SITEMAP_PAGE_SIZE);
  }
  page('/404/', 'not-found');
  page(paths.serverError, 'server-error');

  const queries = staticQueries(content);
  for (const name of STATIC_QUERIES) files.set(queries[name].url, queries[name].json);
  // The menu's category tree, which the menu island loads when it first opens.
  files.set(sliceDataUrl('menu'), queries['category-tree'].json);
  files.set('/app-data.json', JSON.stringify({ buildHash }));
  return files;
}
