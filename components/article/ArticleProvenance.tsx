import Link from '@/components/ui/Link';

import type { Article, Author, Locale } from '@/lib/content';
import { disclosureHref } from '@/lib/site/disclosure';
import { formatDate } from '@/lib/site/format';
import type { UiText } from '@/lib/site/ui-text';

/**
 * How the article was made and checked, under its byline: on every article, that the author is a
 * pen name and the article written with AI assistance, linking to where About Us says how; then
 * who checked it and when (frontmatter `reviewed`). Plain server-rendered text: no script, and its
 * height is known before the page paints.
 */
export function ArticleProvenance({
  article,
  reviewer,
  locale,
  text,
}: {
  article: Article;
  reviewer: Author | undefined;
  locale: Locale;
  text: UiText['article'];
}) {
  return (
    <div className="article-provenance">
      <p data-pen-name-note>
        {`${text.penNameByline} `}
        <Link href={disclosureHref(locale)}>{text.howArticlesAreMade}</Link>
      </p>
      {article.reviewed && (
        <p data-reviewed>
          {`${text.reviewedBy} `}
          {reviewer ? <Link href={reviewer.url}>{reviewer.name}</Link> : article.reviewed.by}
          {`${text.reviewedOn} `}
          <time dateTime={article.reviewed.date}>{formatDate(article.reviewed.date, locale)}</time>
        </p>
      )}
    </div>
  );
}

/** The article's listed changes, oldest first, after its text (frontmatter `updates`). */
export function ArticleChanges({
  article,
  locale,
  text,
}: {
  article: Article;
  locale: string;
  text: UiText['article'];
}) {
  if (!article.updates?.length) return null;
  return (
    <section aria-labelledby="what-changed" className="article-changes" data-what-changed>
      <h2 id="what-changed">{text.whatChanged}</h2>
      <ul>
        {article.updates.map((update) => (
          <li key={`${update.date} ${update.note}`}>
            <time dateTime={update.date}>{formatDate(update.date, locale)}</time>
            {`: ${update.note}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
