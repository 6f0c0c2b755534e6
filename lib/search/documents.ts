import type { Article, Category } from '../content/model/index.ts';
import type { SearchDocument, SearchIndexFile } from './types.ts';

/** The search data for a site's articles: titles only, with the heading each is listed under. */
export function buildSearchDocuments(articles: readonly Article[], categories: readonly Category[]): SearchDocument[] {
  const headings = new Map(
    categories.flatMap((category) =>
      category.children.map(
        (child) => [`${category.slug}/${child.slug}`, `${category.title} → ${child.title}`] as const,
      ),
    ),
  );
  return articles.map((article) => ({
    id: article.id,
    title: article.title,
    slug: article.slug,
    group: headings.get(`${article.primary.category}/${article.primary.subcategory}`) ?? '',
  }));
}

/** The search data file of a site: its documents in the compact form the browser reads back. */
export function buildSearchIndexFile(articles: readonly Article[], categories: readonly Category[]): SearchIndexFile {
  const groups: string[] = [];
  const position = new Map<string, number>();
  const rows = buildSearchDocuments(articles, categories).map((doc): SearchIndexFile['articles'][number] => {
    let group = position.get(doc.group);
    if (group === undefined) {
      group = groups.push(doc.group) - 1;
      position.set(doc.group, group);
    }
    return [doc.title, doc.slug, group];
  });
  return { groups, articles: rows };
}
