import { notFound } from 'next/navigation';

import { ArticleView } from '@/components/article/ArticleView';
import { getArticle, getArticles, getSite } from '@/lib/content';
import { brandedTitle, pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ slug: article.slug }));
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
  });
}

export default async function ArticlePage({ params }: { params: Params }) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  return <ArticleView article={article} />;
}
