import { notFound } from 'next/navigation';

import { withoutCachedPages } from '@/lib/build/page-cache';
import { SubcategoryView } from '@/components/listing/SubcategoryView';
import { getCategories, getSite, getSubcategory, getSubcategoryGroups } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { subcategoryCard } from '@/lib/seo/social-image/card';
import { archiveLabel, currentPage, groupedCount, listingPagePath, listingSegments } from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

// /{category}/{subcategory}/ shows the subcategory's newest articles; /…/archive/1/ and on
// hold the older ones, numbered from the oldest (lib/site/pagination.ts). One optional
// catch-all serves both, since a static export refuses a route whose generateStaticParams
// lists nothing, as a separate route for archive pages would on a small site.
type Params = Promise<{ category: string; subcategory: string; page?: string[] }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return withoutCachedPages(
    '/[category]/[subcategory]/[[...page]]',
    getCategories().flatMap((category) =>
      category.children.flatMap((child) =>
        listingSegments(groupedCount(getSubcategoryGroups(category.slug, child.slug))).map((page) => ({
          category: category.slug,
          subcategory: child.slug,
          page,
        })),
      ),
    ),
  );
}

async function resolve(params: Params) {
  const { category, subcategory, page: segments } = await params;
  const place = getSubcategory(category, subcategory);
  const current = place && currentPage(segments, groupedCount(getSubcategoryGroups(category, subcategory)));
  return place && current ? { ...place, current } : undefined;
}

export async function generateMetadata({ params }: { params: Params }) {
  const place = await resolve(params);
  if (!place) return {};
  const site = getSite();
  return pageMetadata(site, {
    title: brandedTitle(site, {
      name: place.subcategory.title,
      context: place.category.title,
      page: archiveLabel(place.current, uiText(site.locale).pagination),
    }),
    description: place.subcategory.metaDescription,
    path: listingPagePath(place.subcategory.url, place.current.archive),
    // Every archive page shares the first page's image: the listing, not its page number.
    image: subcategoryCard(site, place.category, place.subcategory),
  });
}

export default async function SubcategoryPage({ params }: { params: Params }) {
  const place = await resolve(params);
  if (!place) notFound();
  return <SubcategoryView category={place.category} subcategory={place.subcategory} current={place.current} />;
}
