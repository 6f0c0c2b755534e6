import Link from '@/components/ui/Link';

import type { Article } from '@/lib/content';
import type { Locale } from '@/lib/content';
import { formatDate } from '@/lib/site/format';
import { uiText } from '@/lib/site/ui-text';

/**
 * Article cards. Each card's line dates the article by its publication, or, with
 * `date="updated"` (the home page's 'Updated Articles'), by its last update, labelled so, since
 * that is the order such a list is in.
 */
export function ArticleList({
  articles,
  locale,
  headingLevel = 3,
  date = 'published',
}: {
  articles: Article[];
  locale: Locale;
  headingLevel?: 2 | 3;
  date?: 'published' | 'updated';
}) {
  const text = uiText(locale);
  if (articles.length === 0) return <p className="text-stone-600 dark:text-stone-400">{text.listing.empty}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {articles.map((article) => {
        const updated = date === 'updated' ? article.updated : undefined;
        const shown = updated ?? article.published;
        return (
          // Styled by .article-card (app/globals.css): written once there, not on each of the cards.
          <li key={article.id} className="article-card">
            <Heading>
              <Link href={article.url}>{article.title}</Link>
            </Heading>
            <p>
              {updated ? `${article.author} · ${text.reading.updatedOn} ` : `${article.author} · `}
              <time dateTime={shown}>{formatDate(shown, locale)}</time>
              {` · ${text.article.readingTime(article.readingMinutes)}`}
            </p>
            <p>{article.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
