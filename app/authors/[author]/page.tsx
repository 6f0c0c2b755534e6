import { notFound } from 'next/navigation';

import { ArticleList } from '@/components/listing/ArticleList';
import { PageHeading } from '@/components/ui/PageHeading';
import { getArticlesByAuthor, getAuthor, getAuthors, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

type Params = Promise<{ author: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return getAuthors().map((author) => ({ author: author.slug }));
}

export async function generateMetadata({ params }: { params: Params }) {
  const author = getAuthor((await params).author);
  if (!author) return {};
  return pageMetadata(getSite(), { title: author.metaTitle, description: author.metaDescription, path: author.url, type: 'profile' });
}

export default async function AuthorPage({ params }: { params: Params }) {
  const author = getAuthor((await params).author);
  if (!author) notFound();
  const site = getSite();
  return (
    <>
      <PageHeading title={author.name} lead={author.role} />
      <p className="mb-10 max-w-prose text-stone-800 dark:text-stone-200">{author.description}</p>
      <h2 className="mb-4 text-2xl font-semibold">{uiText(site.locale).listing.articlesBy(author.name)}</h2>
      <ArticleList articles={getArticlesByAuthor(author.slug)} locale={site.locale} />
      <SponsoredLinks path={author.url} />
    </>
  );
}
