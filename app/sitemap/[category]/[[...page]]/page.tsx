import { notFound } from 'next/navigation';

import { withoutCachedPages } from '@/lib/build/page-cache';
import { CategorySitemapView } from '@/components/listing/SitemapView';
import { getArticlesBySubcategory, getCategories, getCategory, getSite } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { SITEMAP_PAGE_SIZE } from '@/lib/site/constants';
import { archiveLabel, currentPage, groupedCount, listingPagePath, listingSegments } from '@/lib/site/pagination';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

// /sitemap/{category}/ and, for a large category, archive pages /sitemap/{category}/archive/1/ and on.
type Params = Promise<{ category: string; page?: string[] }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return withoutCachedPages(
    '/sitemap/[category]/[[...page]]',
    getCategories().flatMap((category) =>
      listingSegments(groupedCount(getArticlesBySubcategory(category)), SITEMAP_PAGE_SIZE).map((page) => ({
        category: category.slug,
        page,
      })),
    ),
  );
}

async function resolve(params: Params) {
  const { category: slug, page: segments } = await params;
  const category = getCategory(slug);
  const current =
    category && currentPage(segments, groupedCount(getArticlesBySubcategory(category)), SITEMAP_PAGE_SIZE);
  return category && current ? { category, current } : undefined;
}

export async function generateMetadata({ params }: { params: Params }) {
  const found = await resolve(params);
  if (!found) return {};
  const { category, current } = found;
  const site = getSite();
  const text = uiText(site.locale);
  return pageMetadata(site, {
    title: brandedTitle(site, {
      name: text.sitemap.categoryHeading(category.title),
      page: archiveLabel(current, text.pagination),
    }),
    description: category.metaDescription,
    path: listingPagePath(paths.sitemapCategory(category.slug), current.archive),
  });
}

export default async function CategorySitemapPage({ params }: { params: Params }) {
  const found = await resolve(params);
  if (!found) notFound();
  return <CategorySitemapView category={found.category} current={found.current} />;
}
