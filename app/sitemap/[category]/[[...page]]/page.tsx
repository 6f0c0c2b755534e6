import { notFound } from 'next/navigation';

import { categorySitemapGroups, CategorySitemapView } from '@/components/listing/SitemapView';
import { getCategories, getCategory, getSite } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { SITEMAP_PAGE_SIZE } from '@/lib/site/constants';
import { allPages, listingPagePath, pageCount, pageFromSegments, pageSegments } from '@/lib/site/pagination';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

// /sitemap/{category}/ and, for a large category, /sitemap/{category}/page/2/ and on.
type Params = Promise<{ category: string; page?: string[] }>;

export const dynamicParams = false;

const entryCount = (groups: ReturnType<typeof categorySitemapGroups>) => groups.reduce((sum, [, articles]) => sum + articles.length, 0);

export function generateStaticParams() {
  return getCategories().flatMap((category) =>
    allPages(entryCount(categorySitemapGroups(category)), SITEMAP_PAGE_SIZE).map((page) => ({ category: category.slug, page: pageSegments(page) })),
  );
}

async function resolve(params: Params) {
  const { category: slug, page: segments } = await params;
  const category = getCategory(slug);
  if (!category) return undefined;
  const pages = pageCount(entryCount(categorySitemapGroups(category)), SITEMAP_PAGE_SIZE);
  const page = pageFromSegments(segments, pages);
  return page === undefined ? undefined : { category, current: { page, pages } };
}

export async function generateMetadata({ params }: { params: Params }) {
  const found = await resolve(params);
  if (!found) return {};
  const { category, current } = found;
  const site = getSite();
  const text = uiText(site.locale);
  const heading = text.sitemap.categoryHeading(category.title);
  return pageMetadata(site, {
    title: brandedTitle(site, current.page === 1 ? heading : `${heading} · ${text.pagination.pageOf(current.page, current.pages)}`),
    description: category.description,
    path: listingPagePath(paths.sitemapCategory(category.slug), current.page),
  });
}

export default async function CategorySitemapPage({ params }: { params: Params }) {
  const found = await resolve(params);
  if (!found) notFound();
  return <CategorySitemapView category={found.category} current={found.current} />;
}
