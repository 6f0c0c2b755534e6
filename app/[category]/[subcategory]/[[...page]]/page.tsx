import { notFound } from 'next/navigation';

import { SubcategoryView } from '@/components/listing/SubcategoryView';
import { getCategories, getSite, getSubcategory, getSubcategoryListingLength } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { allPages, listingPagePath, pageCount, pageFromSegments, pageSegments } from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

// /{category}/{subcategory}/ is page 1 of the subcategory's articles; /…/page/2/ and on
// hold the rest. One optional catch-all serves both, since a static export refuses a route
// whose generateStaticParams lists nothing, as a separate route for later pages would on a
// small site.
type Params = Promise<{ category: string; subcategory: string; page?: string[] }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return getCategories().flatMap((category) =>
    category.children.flatMap((child) =>
      allPages(getSubcategoryListingLength(category.slug, child.slug)).map((page) => ({
        category: category.slug,
        subcategory: child.slug,
        page: pageSegments(page),
      })),
    ),
  );
}

async function resolve(params: Params) {
  const { category, subcategory, page: segments } = await params;
  const place = getSubcategory(category, subcategory);
  if (!place) return undefined;
  const pages = pageCount(getSubcategoryListingLength(category, subcategory));
  const page = pageFromSegments(segments, pages);
  return page === undefined ? undefined : { ...place, current: { page, pages } };
}

export async function generateMetadata({ params }: { params: Params }) {
  const place = await resolve(params);
  if (!place) return {};
  const site = getSite();
  const { page, pages } = place.current;
  const name = `${place.subcategory.title} · ${place.category.title}`;
  return pageMetadata(site, {
    title: brandedTitle(site, page === 1 ? name : `${name} · ${uiText(site.locale).pagination.pageOf(page, pages)}`),
    description: place.subcategory.description,
    path: listingPagePath(place.subcategory.url, page),
  });
}

export default async function SubcategoryPage({ params }: { params: Params }) {
  const place = await resolve(params);
  if (!place) notFound();
  return <SubcategoryView category={place.category} subcategory={place.subcategory} current={place.current} />;
}
