import Link from 'next/link';

import type { Article } from '@/lib/content';
import { formatDate } from '@/lib/site/format';

export function ArticleList({ articles, locale, headingLevel = 3 }: { articles: Article[]; locale: string; headingLevel?: 2 | 3 }) {
  if (articles.length === 0) return <p className="text-stone-600">No articles here yet.</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {articles.map((article) => (
        <li key={article.id} className="rounded border border-stone-200 p-4">
          <Heading className="text-lg font-semibold leading-snug">
            <Link href={article.url} className="text-stone-900 hover:text-amber-800 hover:underline">
              {article.title}
            </Link>
          </Heading>
          <p className="mt-1 text-sm text-stone-600">
            {article.author} · <time dateTime={article.published}>{formatDate(article.published, locale)}</time>
          </p>
          <p className="mt-2 text-stone-700">{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
