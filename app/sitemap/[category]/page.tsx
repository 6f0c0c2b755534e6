import { notFound } from 'next/navigation';

import { CategorySitemapView } from '@/components/listing/SitemapView';
import { getCategories, getCategory, getSite } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

type Params = Promise<{ category: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return getCategories().map((category) => ({ category: category.slug }));
}

export async function generateMetadata({ params }: { params: Params }) {
  const category = getCategory((await params).category);
  if (!category) return {};
  const site = getSite();
  return pageMetadata(site, {
    title: brandedTitle(site, uiText(site.locale).sitemap.categoryHeading(category.title)),
    description: category.description,
    path: paths.sitemapCategory(category.slug),
  });
}

export default async function CategorySitemapPage({ params }: { params: Params }) {
  const category = getCategory((await params).category);
  if (!category) notFound();
  return <CategorySitemapView category={category} />;
}
