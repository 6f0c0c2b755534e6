import Link from 'next/link';
import type { Metadata } from 'next';

import { newestIn, siteContent } from '../../content.ts';

/** Articles a category page shows of each subcategory. */
const PREVIEW = 6;

type Params = Promise<{ category: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return siteContent().categories.map((category) => ({ category: category.slug }));
}

const categoryOf = async (params: Params) => {
  const slug = (await params).category;
  return siteContent().categories.find((category) => category.slug === slug)!;
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const category = await categoryOf(params);
  return { title: category.title, description: category.metaDescription };
}

export default async function CategoryPage({ params }: { params: Params }) {
  const category = await categoryOf(params);
  return (
    <>
      <h1>{category.title}</h1>
      <p>{category.description}</p>
      {category.children.map((child) => (
        <section key={child.slug}>
          <h2>
            <Link href={child.url}>{child.title}</Link>
          </h2>
          <ul>
            {newestIn(category.slug, child.slug, PREVIEW).map((article) => (
              <li key={article.slug}>
                <Link href={article.url}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
