import type { Article, Category } from '../content/types';
import type { SearchDocument } from './types';

/** The search data for a site's articles: titles only, with the heading each is listed under. */
export function buildSearchDocuments(articles: readonly Article[], categories: readonly Category[]): SearchDocument[] {
  const headings = new Map(
    categories.flatMap((category) =>
      category.children.map((child) => [`${category.slug}/${child.slug}`, `${category.title} → ${child.title}`] as const),
    ),
  );
  return articles.map((article) => ({
    id: article.id,
    title: article.title,
    slug: article.slug,
    group: headings.get(`${article.primary.category}/${article.primary.subcategory}`) ?? '',
  }));
}
