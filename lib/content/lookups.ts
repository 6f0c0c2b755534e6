import type { Article, Author, Category } from './model/index.ts';

/** name → biography (docs/architecture.md#grouping-and-lookups). */
export function descriptionByAuthorName(authors: readonly Author[]): Map<string, string> {
  return new Map(authors.map((author) => [author.name, author.description]));
}

/** name → page title and description. */
export function metaByAuthorName(authors: readonly Author[]): Map<string, { title: string; description: string }> {
  return new Map(
    authors.map((author) => [author.name, { title: author.metaTitle, description: author.metaDescription }]),
  );
}

/** author slug → the author's articles, in the order of `articles` (newest first). */
export function articlesByAuthor(articles: readonly Article[]): Map<string, Article[]> {
  const byAuthor = new Map<string, Article[]>();
  for (const article of articles) {
    const list = byAuthor.get(article.authorSlug);
    if (list) list.push(article);
    else byAuthor.set(article.authorSlug, [article]);
  }
  return byAuthor;
}

export function authorNames(authors: readonly Author[]): string[] {
  return authors.map((author) => author.name);
}

export interface Taxonomy {
  categories: string[];
  subcategories: string[];
  /** Labels used by articles, sorted, each once. */
  subsubcategories: string[];
}

/** The category, subcategory and sub-subcategory names in use. */
export function listTaxonomy(categories: readonly Category[], articles: readonly Article[]): Taxonomy {
  const labels = new Set(
    articles.flatMap((article) => article.entities.flatMap((e) => e.subcategories.flatMap((s) => s.subsubcategories))),
  );
  return {
    categories: categories.map((category) => category.slug),
    subcategories: categories.flatMap((category) => category.children.map((child) => child.slug)),
    subsubcategories: [...labels].sort((a, b) => a.localeCompare(b)),
  };
}
