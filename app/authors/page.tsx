import Link from '@/components/ui/Link';

import { PenNamesNote } from '@/components/article/PenNamesNote';
import { PageHeading } from '@/components/ui/PageHeading';
import { getArticlesByAuthor, getAuthors, getSeo, getSite } from '@/lib/content';
import { AUTHOR_PREVIEW_COUNT } from '@/lib/site/constants';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

export function generateMetadata() {
  return pageMetadata(getSite(), { ...getSeo('authors'), path: paths.authors });
}

export default function AuthorsPage() {
  const text = uiText(getSite().locale);
  return (
    <>
      <PageHeading title={text.pages.authors} />
      <PenNamesNote text={text.article} locale={getSite().locale} className="mb-8" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {getAuthors().map((author) => (
          <li key={author.slug} className="rounded-lg border border-stone-200 p-4 dark:border-stone-700">
            <h2 className="font-semibold">
              <Link href={author.url} className="hover:text-amber-800 hover:underline">
                {author.name}
              </Link>
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">{author.role}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {getArticlesByAuthor(author.slug)
                .slice(0, AUTHOR_PREVIEW_COUNT)
                .map((article) => (
                  <li key={article.id}>
                    <Link href={article.url} className="text-stone-700 hover:underline dark:text-stone-300">
                      {article.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      <SponsoredLinks path={paths.authors} />
    </>
  );
}
