import Link from '@/components/ui/Link';
import { sharedMarkup } from '@/components/ui/shared-markup';

import type { Article } from '@/lib/content';
import type { Locale } from '@/lib/content';
import { formatDate } from '@/lib/site/format';
import { uiText } from '@/lib/site/ui-text';

/**
 * Article cards. Each card's line dates the article by its publication, or, with
 * `date="updated"` (the home page's 'Updated Articles'), by its last update, labelled so, since
 * that is the order such a list is in. An article's card is the same on every listing and
 * article that shows it, so it is rendered once a process (components/ui/shared-markup.ts).
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
  const cards = articles.map((article) =>
    sharedMarkup([article], `card ${locale} ${Heading} ${date}`, () => (
      <ArticleCard article={article} locale={locale} Heading={Heading} date={date} />
    )),
  );
  return <ul className="grid gap-4 sm:grid-cols-2" dangerouslySetInnerHTML={{ __html: cards.join('') }} />;
}

function ArticleCard({
  article,
  locale,
  Heading,
  date,
}: {
  article: Article;
  locale: Locale;
  Heading: 'h2' | 'h3';
  date: 'published' | 'updated';
}) {
  const text = uiText(locale);
  const updated = date === 'updated' ? article.updated : undefined;
  const shown = updated ?? article.published;
  return (
    // Styled by .article-card (app/globals.css): written once there, not on each of the cards.
    <li className="article-card">
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
}
