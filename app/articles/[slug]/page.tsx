import { notFound } from 'next/navigation';

import { withoutCachedPages } from '@/lib/build/page-cache';
import { ArticleView } from '@/components/article/ArticleView';
import { type Article, getArticle, getArticles, getCategories, getSite, type Site } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';
import { articleCard } from '@/lib/seo/social-image/card';

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return withoutCachedPages(
    '/articles/[slug]',
    getArticles().map((article) => ({ slug: article.slug })),
  );
}

export async function generateMetadata({ params }: { params: Params }) {
  const article = getArticle((await params).slug);
  if (!article) return {};
  const site = getSite();
  return pageMetadata(site, {
    title: brandedTitle(site, article.title),
    description: article.description,
    path: article.url,
    type: 'article',
    image: articleCard(site, article, getCategories()),
  });
}

export default async function ArticlePage({ params }: { params: Params }) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  return (
    <>
      {article.status !== 'published' && <UnpublishedBadge article={article} site={getSite()} />}
      <ArticleView article={article} />
    </>
  );
}

/**
 * What an author previewing a draft or a scheduled article sees above it (`npm run dev`, or
 * SHOW_DRAFTS=1). A production build never has such an article. Styled by a class of the
 * stylesheet, not inline: a style="" attribute would need style-src 'unsafe-inline', and the
 * build refuses any (docs/hosting.md, 'The headers').
 */
function UnpublishedBadge({ article, site }: { article: Article; site: Site }) {
  const when = new Intl.DateTimeFormat(site.locale.replace('_', '-'), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: site.timeZone,
  }).format(new Date(article.publishedAt));
  const [label, detail] =
    article.status === 'draft'
      ? ['Draft', 'left out of production builds until "draft: true" is removed from its file']
      : [`Scheduled for ${when} (${site.timeZone})`, 'left out of production builds until then'];
  return (
    <p data-publication-status={article.status} className="unpublished-badge">
      <strong>{label}</strong>
      {` · ${detail} (${article.sourceFile})`}
    </p>
  );
}
