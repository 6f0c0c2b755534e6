import Link from 'next/link';
import type { Metadata } from 'next';

import { siteContent } from '../content.ts';

/** How many of the newest articles the home page links to. */
const HOME_ARTICLES = 20;

export function generateMetadata(): Metadata {
  return { title: siteContent().site.title };
}

export default function HomePage() {
  const { categories, articles } = siteContent();
  const newest = [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, HOME_ARTICLES);
  return (
    <>
      <ul>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link href={category.url}>{category.title}</Link>
          </li>
        ))}
      </ul>
      <ul>
        {newest.map((article) => (
          <li key={article.slug}>
            <Link href={article.url}>{article.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
