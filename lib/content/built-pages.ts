// Every page the build writes, with its kind: one list for the data files (a page-data file per
// page, postbuild/data-files/build-data-files.ts) and for the redirect checks (no earlier
// address may be the address of a live page, lib/content/redirects.ts). The routes under app/
// export exactly these pages; a paged listing has one page per page number.
import type { PageKind } from '../../browser/shell/page-kinds.ts';
import { SITEMAP_PAGE_SIZE } from '../site/constants.ts';
import { allPages, groupedCount, listingPagePath } from '../site/pagination.ts';
import { paths } from '../site/paths.ts';
import { articlesInSubcategory, groupArticles, subcategoryGroups } from './grouping.ts';
import { articlesByAuthor } from './lookups.ts';
import type { SiteContent } from './types.ts';

export interface BuiltPage {
  path: string;
  kind: PageKind;
}

/** The site's pages in a stable order: home, authors, articles, categories, series, information pages, sitemap, errors. */
export function builtPages(
  content: Pick<SiteContent, 'categories' | 'authors' | 'articles'> & Pick<Partial<SiteContent>, 'series'>,
): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const page = (path: string, kind: PageKind) => pages.push({ path, kind });
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
  page(paths.seriesIndex, 'series');
  for (const series of content.series ?? []) page(series.url, 'series');
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
  return pages;
}
