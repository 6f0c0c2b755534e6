import Link from 'next/link';

import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Prose } from '@/components/ui/Prose';
import { type Article, getAuthor, getSite, getSubcategory, renderBody } from '@/lib/content';
import { formatDate } from '@/lib/site/format';

export function ArticleView({ article }: { article: Article }) {
  const site = getSite();
  const author = getAuthor(article.authorSlug);
  const place = getSubcategory(article.primary.category, article.primary.subcategory);
  return (
    <article>
      {place && (
        <Breadcrumbs
          items={[
            { href: place.category.url, label: place.category.title },
            { href: place.subcategory.url, label: place.subcategory.title },
          ]}
        />
      )}
      <h1 className="max-w-prose text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-sm text-stone-600">
        By{' '}
        {author ? (
          <Link href={author.url} className="font-medium text-stone-800 hover:underline">
            {author.name}
          </Link>
        ) : (
          article.author
        )}{' '}
        · Published <time dateTime={article.published}>{formatDate(article.published, site.locale)}</time>
        {article.updated && (
          <>
            {' '}
            · Updated <time dateTime={article.updated}>{formatDate(article.updated, site.locale)}</time>
          </>
        )}{' '}
        · {article.readingMinutes} min read
      </p>
      <div className="mt-8">
        <Prose html={renderBody(article.sourceFile, article.body)} />
      </div>
    </article>
  );
}
