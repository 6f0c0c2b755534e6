// Every page the build writes, with its kind: one list for the data files (a page-data file per
// page, postbuild/data-files/build-data-files.ts) and for the redirect checks (no earlier
// address may be the address of a live page, lib/content/redirects.ts). The routes under app/
// export exactly these pages; a paged listing has its own page and one per archive page.
import type { PageKind } from '../../browser/shell/page-kinds.ts';
import { SITEMAP_PAGE_SIZE } from '../site/constants.ts';
import { formerPagePaths, groupedCount, listingPagePath, listingPages } from '../site/pagination.ts';
import { paths } from '../site/paths.ts';
import { articlesInSubcategory, groupArticles, subcategoryGroups } from './grouping.ts';
import { articlesByAuthor } from './lookups.ts';
import type { SiteContent } from './model/index.ts';

export interface BuiltPage {
  path: string;
  kind: PageKind;
}

/** Sitemap links a page held when its pages were counted from the newest. */
const FORMER_SITEMAP_PAGE_SIZE = 200;

type ListedContent = Pick<SiteContent, 'categories' | 'authors' | 'articles'> & Pick<Partial<SiteContent>, 'series'>;

/** A paged listing: its own address, its kind, how many entries it lists and how many a page holds. */
interface Listing {
  firstPage: string;
  kind: PageKind;
  total: number;
  size?: number;
  /** How many a page held when pages were counted from the newest (formerListingPages). */
  formerSize?: number;
}

/**
 * The last listings counted, by the articles' list: one content check asks for them three
 * times (its redirects twice, the build plan once), each time for the very same lists, and at
 * 50,000 articles each count took 0.16 s. The lists of a loaded site are never changed.
 */
const counted = new WeakMap<
  readonly unknown[],
  { categories: readonly unknown[]; authors: readonly unknown[]; found: readonly Listing[] }
>();

/** The site's paged listings: authors, subcategories, then the sitemap's categories. */
function listings(content: ListedContent): readonly Listing[] {
  const last = counted.get(content.articles);
  if (last?.categories === content.categories && last.authors === content.authors) return last.found;
  const found = countListings(content);
  counted.set(content.articles, { categories: content.categories, authors: content.authors, found });
  return found;
}

function countListings(content: ListedContent): Listing[] {
  const grouping = groupArticles(content.categories, content.articles);
  const byAuthor = articlesByAuthor(content.articles);
  const found: Listing[] = content.authors.map((author) => ({
    firstPage: author.url,
    kind: 'author',
    total: byAuthor.get(author.slug)?.length ?? 0,
  }));
  for (const category of content.categories) {
    for (const child of category.children) {
      const total = groupedCount(subcategoryGroups(grouping, category.slug, child.slug));
      found.push({ firstPage: child.url, kind: 'subcategory', total });
    }
  }
  for (const category of content.categories) {
    const bySubcategory = category.children.map(
      (child) => [child, articlesInSubcategory(grouping, category.slug, child.slug)] as const,
    );
    const total = groupedCount(bySubcategory);
    const firstPage = paths.sitemapCategory(category.slug);
    found.push({ firstPage, kind: 'sitemap', total, size: SITEMAP_PAGE_SIZE, formerSize: FORMER_SITEMAP_PAGE_SIZE });
  }
  return found;
}

/**
 * The addresses of listing pages counted from the newest (`…/page/2/`), each leading to its
 * listing's own address: what redirects.ts adds to the site's redirects (formerPagePaths).
 */
export function formerListingPages(content: ListedContent): { from: string; to: string }[] {
  return listings(content).flatMap(({ firstPage, total, size, formerSize }) =>
    formerPagePaths(firstPage, total, formerSize ?? size).map((from) => ({ from, to: firstPage })),
  );
}

/** The site's pages in a stable order: home, authors, articles, categories, series, information pages, sitemap, errors. */
export function builtPages(content: ListedContent): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const page = (path: string, kind: PageKind) => pages.push({ path, kind });
  const listed = new Map(listings(content).map((entry) => [entry.firstPage, entry]));
  const listing = (firstPage: string) => {
    const { kind, total, size } = listed.get(firstPage)!;
    for (const number of listingPages(total, size)) page(listingPagePath(firstPage, number), kind);
  };

  page(paths.home, 'home');
  page(paths.authors, 'authors');
  for (const author of content.authors) listing(author.url);
  for (const article of content.articles) page(article.url, 'article');
  for (const category of content.categories) {
    page(category.url, 'category');
    for (const child of category.children) listing(child.url);
  }
  page(paths.seriesIndex, 'series');
  for (const series of content.series ?? []) page(series.url, 'series');
  for (const url of [paths.aboutUs, paths.privacyPolicy, paths.terms]) page(url, 'info');
  page(paths.sitemap, 'sitemap');
  for (const category of content.categories) listing(paths.sitemapCategory(category.slug));
  page('/404/', 'not-found');
  page(paths.serverError, 'server-error');
  return pages;
}
