// The data files (docs/architecture.md#the-data-files), built from the content module (build time only).
import { createHash } from 'node:crypto';

import type { Article, SiteContent } from '../content/types';
import { articlesInSubcategory, groupArticles, subcategoryGroups } from '../content/grouping';
import { buildSearchIndexFile } from '../search/documents';
import { pageDataUrl, sliceDataUrl, staticQueryUrl } from '../shell/data-urls';
import type { PageKind } from '../shell/page-kinds';
import { LISTING_PAGE_SIZE, SITEMAP_PAGE_SIZE } from '../site/constants';
import { allPages, itemsOnPage, listingPagePath, pageCount } from '../site/pagination';
import { paths } from '../site/paths';
import { sponsoredHeading } from '../site/sponsored';

export interface ArticleSummary {
  id: string;
  title: string;
  url: string;
  author: string;
  published: string;
  updated?: string;
  description: string;
  readingMinutes: number;
}

export interface PageData {
  path: string;
  buildHash: string;
  kind: string;
  data: Record<string, unknown>;
}

/** Names the static queries; each is written under a hash of its own content. */
export const STATIC_QUERIES = ['search-index', 'category-tree'] as const;
export type StaticQueryName = (typeof STATIC_QUERIES)[number];

export const SLICES = ['menu', 'footer', 'sponsored-links'] as const;

const summary = (a: Article): ArticleSummary => ({
  id: a.id,
  title: a.title,
  url: a.url,
  author: a.author,
  published: a.published,
  ...(a.updated ? { updated: a.updated } : {}),
  description: a.description,
  readingMinutes: a.readingMinutes,
});

export const contentHash = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

const memo = new WeakMap<object, Record<StaticQueryName, { url: string; json: string }>>();

/** The JSON of each static query, with the address it is published under (computed once per content). */
export function staticQueries(content: Pick<SiteContent, 'articles' | 'categories'>): Record<StaticQueryName, { url: string; json: string }> {
  let result = memo.get(content.articles);
  if (!result) {
    result = computeStaticQueries(content);
    memo.set(content.articles, result);
  }
  return result;
}

function computeStaticQueries(content: Pick<SiteContent, 'articles' | 'categories'>): Record<StaticQueryName, { url: string; json: string }> {
  const entries = {
    'search-index': JSON.stringify(buildSearchIndexFile(content.articles, content.categories)),
    'category-tree': JSON.stringify(
      content.categories.map((c) => ({ title: c.title, url: c.url, children: c.children.map((s) => ({ title: s.title, url: s.url })) })),
    ),
  };
  return Object.fromEntries(
    Object.entries(entries).map(([name, json]) => [name, { url: staticQueryUrl(contentHash(json)), json }]),
  ) as Record<StaticQueryName, { url: string; json: string }>;
}

/** Every data file, as site path → JSON text, in a stable order. */
export function buildDataFiles(content: SiteContent, buildHash: string): Map<string, string> {
  const files = new Map<string, string>();
  const page = (path: string, kind: PageKind, data: Record<string, unknown>) => {
    const body: PageData = { path, buildHash, kind, data };
    files.set(pageDataUrl(path), JSON.stringify(body));
  };
  const byAuthor = new Map<string, Article[]>();
  for (const a of content.articles) byAuthor.set(a.authorSlug, [...(byAuthor.get(a.authorSlug) ?? []), a]);
  const inSub = (category: string, sub: string) =>
    content.articles.filter((a) => a.entities.some((e) => e.category === category && e.subcategories.some((s) => s.listedUnder === sub)));
  const grouping = groupArticles(content.categories, content.articles);
  // A paged listing has one data file per page, listing what that page shows.
  const listing = <T>(firstPage: string, kind: PageKind, items: readonly T[], data: (shown: T[]) => Record<string, unknown>, size = LISTING_PAGE_SIZE) => {
    const pages = pageCount(items.length, size);
    for (const number of allPages(items.length, size)) {
      page(listingPagePath(firstPage, number), kind, { ...data(itemsOnPage(items, number, size)), pagination: { page: number, pages } });
    }
  };

  page(paths.home, 'home', { title: content.site.title, articles: content.articles.slice(0, 20).map(summary) });
  page(paths.authors, 'authors', { authors: content.authors.map((a) => ({ name: a.name, role: a.role, url: a.url })) });
  for (const author of content.authors) {
    listing(author.url, 'author', byAuthor.get(author.slug) ?? [], (shown) => ({
      name: author.name,
      role: author.role,
      description: author.description,
      articles: shown.map(summary),
    }));
  }
  for (const article of content.articles) {
    page(article.url, 'article', { ...summary(article), authorUrl: paths.author(article.authorSlug), primary: article.primary, wordCount: article.wordCount });
  }
  for (const category of content.categories) {
    page(category.url, 'category', {
      title: category.title,
      description: category.description,
      subcategories: category.children.map((child) => ({ title: child.title, url: child.url, articles: inSub(category.slug, child.slug).map((a) => a.id) })),
    });
    for (const child of category.children) {
      // The subcategory page's entries: each article under each label it carries, labels in order.
      const entries = subcategoryGroups(grouping, category.slug, child.slug).flatMap(([label, articles]) => articles.map((a) => ({ label, ...summary(a) })));
      listing(child.url, 'subcategory', entries, (shown) => ({
        title: child.title,
        description: child.description,
        category: { title: category.title, url: category.url },
        articles: shown,
      }));
    }
  }
  for (const [slug, url] of [['about-us', paths.aboutUs], ['privacy-policy', paths.privacyPolicy], ['terms', paths.terms]] as const) {
    page(url, 'info', { title: content.pages[slug].title, description: content.pages[slug].description });
  }
  page(paths.sitemap, 'sitemap', { pages: content.articles.length + content.authors.length });
  for (const category of content.categories) {
    const entries = category.children.flatMap((child) =>
      articlesInSubcategory(grouping, category.slug, child.slug).map((a) => ({ subcategory: child.title, title: a.title, url: a.url })),
    );
    listing(paths.sitemapCategory(category.slug), 'sitemap', entries, (shown) => ({ category: category.title, articles: shown }), SITEMAP_PAGE_SIZE);
  }
  page('/404/', 'not-found', { title: content.seo['not-found'].title });
  page(paths.serverError, 'server-error', {});

  const queries = staticQueries(content);
  for (const name of STATIC_QUERIES) files.set(queries[name].url, queries[name].json);

  files.set(sliceDataUrl('menu'), queries['category-tree'].json);
  files.set(
    sliceDataUrl('footer'),
    JSON.stringify({ title: content.site.title, contactEmail: content.site.contactEmail, social: content.site.social, categories: content.categories.map((c) => ({ title: c.title, url: c.url })) }),
  );
  // The site's ad data as the pages show it: the heading its id picks, links per path, the new-url snippet.
  files.set(
    sliceDataUrl('sponsored-links'),
    JSON.stringify({ heading: sponsoredHeading(content.site), links: content.site.ads.sponsoredLinks, newUrl: content.site.ads.newUrl ?? null }),
  );
  files.set('/app-data.json', JSON.stringify({ buildHash }));
  return files;
}
