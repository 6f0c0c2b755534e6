import { notFound } from 'next/navigation';

import { withoutCachedPages } from '@/lib/build/page-cache';
import { CategoryView } from '@/components/listing/CategoryView';
import { getCategories, getCategory, getSite } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { categoryCard } from '@/lib/seo/social-image/card';

type Params = Promise<{ category: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return withoutCachedPages(
    '/[category]',
    getCategories().map((category) => ({ category: category.slug })),
  );
}

export async function generateMetadata({ params }: { params: Params }) {
  const category = getCategory((await params).category);
  if (!category) return {};
  const site = getSite();
  return pageMetadata(site, {
    title: brandedTitle(site, category.title),
    description: category.metaDescription,
    path: category.url,
    image: categoryCard(site, category),
  });
}

export default async function CategoryPage({ params }: { params: Params }) {
  const category = getCategory((await params).category);
  if (!category) notFound();
  return <CategoryView category={category} />;
}
