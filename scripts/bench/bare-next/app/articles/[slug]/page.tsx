import Link from 'next/link';
import type { Metadata } from 'next';

import { articleBySlug, renderMarkdown, siteContent } from '../../../content.ts';

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return siteContent().articles.map((article) => ({ slug: article.slug }));
}

const articleOf = async (params: Params) => articleBySlug((await params).slug);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const article = await articleOf(params);
  return { title: article.title, description: article.description };
}

export default async function ArticlePage({ params }: { params: Params }) {
  const article = await articleOf(params);
  const category = siteContent().categories.find((candidate) => candidate.slug === article.primary.category);
  return (
    <article>
      <p>{category && <Link href={category.url}>{category.title}</Link>}</p>
      <h1>{article.title}</h1>
      <p>
        {article.author} · <time dateTime={article.published}>{article.published}</time>
      </p>
      <div dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body) }} />
    </article>
  );
}
