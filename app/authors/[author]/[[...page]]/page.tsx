import { notFound } from 'next/navigation';

import { withoutCachedPages } from '@/lib/build/page-cache';
import { PenNamesNote } from '@/components/article/PenNamesNote';
import { ArticleList } from '@/components/listing/ArticleList';
import { Pagination } from '@/components/listing/Pagination';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { getArticlesByAuthor, getAuthor, getAuthors, getSite } from '@/lib/content';
import { profilePageLd } from '@/lib/seo/json-ld';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { authorCard } from '@/lib/seo/social-image/card';
import {
  archiveLabel,
  currentPage,
  itemsOnPage,
  listingPagePath,
  listingSegments,
  pagedName,
} from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

// /authors/{author}/ shows the author's newest articles, newest first; /…/archive/1/ and on
// hold the older ones, numbered from the oldest (one optional catch-all, as for subcategories).
type Params = Promise<{ author: string; page?: string[] }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return withoutCachedPages(
    '/authors/[author]/[[...page]]',
    getAuthors().flatMap((author) =>
      listingSegments(getArticlesByAuthor(author.slug).length).map((page) => ({ author: author.slug, page })),
    ),
  );
}

async function resolve(params: Params) {
  const { author: slug, page: segments } = await params;
  const author = getAuthor(slug);
  if (!author) return undefined;
  const articles = getArticlesByAuthor(author.slug);
  const current = currentPage(segments, articles.length);
  return current && { author, articles, current };
}

export async function generateMetadata({ params }: { params: Params }) {
  const found = await resolve(params);
  if (!found) return {};
  const { author, current } = found;
  const site = getSite();
  return pageMetadata(site, {
    title:
      current.archive === 0
        ? author.metaTitle
        : brandedTitle(site, { name: author.name, page: archiveLabel(current, uiText(site.locale).pagination) }),
    description: author.metaDescription,
    path: listingPagePath(author.url, current.archive),
    type: 'profile',
    image: authorCard(site, author),
  });
}

export default async function AuthorPage({ params }: { params: Params }) {
  const found = await resolve(params);
  if (!found) notFound();
  const { author, articles, current } = found;
  const site = getSite();
  const text = uiText(site.locale);
  return (
    <>
      {current.archive === 0 && <JsonLd data={profilePageLd(site, author)} />}
      <PageHeading title={pagedName(author.name, current, text.pagination)} lead={author.role} />
      {current.archive === 0 && (
        <>
          <p className="mb-4 max-w-prose text-stone-800 dark:text-stone-200">{author.description}</p>
          <PenNamesNote text={text.article} locale={site.locale} className="mb-10" />
        </>
      )}
      <h2 className="mb-4 text-2xl font-semibold">{text.listing.articlesBy(author.name)}</h2>
      <div className="mb-8">
        <ArticleList articles={itemsOnPage(articles, current)} locale={site.locale} />
      </div>
      <Pagination firstPage={author.url} current={current} locale={site.locale} />
      <SponsoredLinks path={listingPagePath(author.url, current.archive)} />
    </>
  );
}
