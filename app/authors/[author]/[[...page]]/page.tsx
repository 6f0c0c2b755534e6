import { notFound } from 'next/navigation';

import { ArticleList } from '@/components/listing/ArticleList';
import { Pagination } from '@/components/listing/Pagination';
import { PageHeading } from '@/components/ui/PageHeading';
import { getArticlesByAuthor, getAuthor, getAuthors, getSite } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { allPages, itemsOnPage, listingPagePath, pageCount, pageFromSegments, pageSegments } from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

// /authors/{author}/ is page 1 of the author's articles, newest first; /…/page/2/ and on
// hold the rest (one optional catch-all, as for subcategories).
type Params = Promise<{ author: string; page?: string[] }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return getAuthors().flatMap((author) =>
    allPages(getArticlesByAuthor(author.slug).length).map((page) => ({ author: author.slug, page: pageSegments(page) })),
  );
}

async function resolve(params: Params) {
  const { author: slug, page: segments } = await params;
  const author = getAuthor(slug);
  if (!author) return undefined;
  const articles = getArticlesByAuthor(author.slug);
  const pages = pageCount(articles.length);
  const page = pageFromSegments(segments, pages);
  return page === undefined ? undefined : { author, articles, current: { page, pages } };
}

export async function generateMetadata({ params }: { params: Params }) {
  const found = await resolve(params);
  if (!found) return {};
  const { author, current } = found;
  const site = getSite();
  const pageOf = uiText(site.locale).pagination.pageOf(current.page, current.pages);
  return pageMetadata(site, {
    title: current.page === 1 ? author.metaTitle : brandedTitle(site, `${author.name} · ${pageOf}`),
    description: author.metaDescription,
    path: listingPagePath(author.url, current.page),
    type: 'profile',
  });
}

export default async function AuthorPage({ params }: { params: Params }) {
  const found = await resolve(params);
  if (!found) notFound();
  const { author, articles, current } = found;
  const site = getSite();
  const text = uiText(site.locale);
  const firstPage = current.page === 1;
  return (
    <>
      <PageHeading title={firstPage ? author.name : `${author.name} · ${text.pagination.pageOf(current.page, current.pages)}`} lead={author.role} />
      {firstPage && <p className="mb-10 max-w-prose text-stone-800 dark:text-stone-200">{author.description}</p>}
      <h2 className="mb-4 text-2xl font-semibold">{text.listing.articlesBy(author.name)}</h2>
      <div className="mb-8">
        <ArticleList articles={itemsOnPage(articles, current.page)} locale={site.locale} />
      </div>
      <Pagination firstPage={author.url} current={current} locale={site.locale} />
      <SponsoredLinks path={listingPagePath(author.url, current.page)} />
    </>
  );
}
