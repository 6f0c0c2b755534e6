import Link from '@/components/ui/Link';

import type { Article } from '@/lib/content';
import type { Locale } from '@/lib/content';
import { formatDate } from '@/lib/site/format';
import { uiText } from '@/lib/site/ui-text';

export function ArticleList({ articles, locale, headingLevel = 3 }: { articles: Article[]; locale: Locale; headingLevel?: 2 | 3 }) {
  const text = uiText(locale);
  if (articles.length === 0) return <p className="text-stone-600 dark:text-stone-400">{text.listing.empty}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {articles.map((article) => (
        <li key={article.id} className="rounded-lg border border-stone-200 p-4 dark:border-stone-700">
          <Heading className="text-lg font-semibold leading-snug">
            <Link href={article.url} className="text-stone-900 hover:text-amber-800 hover:underline dark:text-stone-100 dark:hover:text-amber-300">
              {article.title}
            </Link>
          </Heading>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {article.author} · <time dateTime={article.published}>{formatDate(article.published, locale)}</time> · {text.article.readingTime(article.readingMinutes)}
          </p>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
