import Link from 'next/link';
import type { Metadata } from 'next';

import { newestIn, siteContent } from '../../../content.ts';

/** Articles a subcategory page lists: its first page, the only one the bare export writes. */
const PAGE_SIZE = 24;

type Params = Promise<{ category: string; subcategory: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return siteContent().categories.flatMap((category) =>
    category.children.map((child) => ({ category: category.slug, subcategory: child.slug })),
  );
}

async function placeOf(params: Params) {
  const { category: categorySlug, subcategory: subcategorySlug } = await params;
  const category = siteContent().categories.find((candidate) => candidate.slug === categorySlug)!;
  return { category, subcategory: category.children.find((child) => child.slug === subcategorySlug)! };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { category, subcategory } = await placeOf(params);
  return { title: `${subcategory.title} · ${category.title}`, description: subcategory.metaDescription };
}

export default async function SubcategoryPage({ params }: { params: Params }) {
  const { category, subcategory } = await placeOf(params);
  return (
    <>
      <p>
        <Link href={category.url}>{category.title}</Link>
      </p>
      <h1>{subcategory.title}</h1>
      <p>{subcategory.description}</p>
      <ul>
        {newestIn(category.slug, subcategory.slug, PAGE_SIZE).map((article) => (
          <li key={article.slug}>
            <Link href={article.url}>{article.title}</Link>{' '}
            <time dateTime={article.published}>{article.published}</time>
          </li>
        ))}
      </ul>
    </>
  );
}
