import { notFound } from 'next/navigation';

import { SubcategoryView } from '@/components/listing/SubcategoryView';
import { getCategories, getSite, getSubcategory } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ category: string; subcategory: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return getCategories().flatMap((category) =>
    category.children.map((child) => ({ category: category.slug, subcategory: child.slug })),
  );
}

export async function generateMetadata({ params }: { params: Params }) {
  const { category, subcategory } = await params;
  const place = getSubcategory(category, subcategory);
  if (!place) return {};
  const site = getSite();
  return pageMetadata(site, {
    title: brandedTitle(site, `${place.subcategory.title} · ${place.category.title}`),
    description: place.subcategory.description,
    path: place.subcategory.url,
  });
}

export default async function SubcategoryPage({ params }: { params: Params }) {
  const { category, subcategory } = await params;
  const place = getSubcategory(category, subcategory);
  if (!place) notFound();
  return <SubcategoryView category={place.category} subcategory={place.subcategory} />;
}
