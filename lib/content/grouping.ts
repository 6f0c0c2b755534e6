import type { Article, Category } from './model/index.ts';

/** Key of the group for articles that name no sub-subcategory. */
export const UNSORTED = '';

/** category slug → subcategory slug → sub-subcategory label → articles (docs/architecture.md#grouping-and-lookups). */
export type Grouping = Map<string, Map<string, Map<string, Article[]>>>;

/**
 * Groups articles by category, subcategory and sub-subcategory. Every known category and
 * subcategory has an entry, empty or not; an article whose subcategory is unknown lands in
 * its category's 'other' child (resolved when the article was reshaped). Order is kept.
 */
export function groupArticles(categories: readonly Category[], articles: readonly Article[]): Grouping {
  const grouping: Grouping = new Map(
    categories.map((category) => [category.slug, new Map(category.children.map((child) => [child.slug, new Map()]))]),
  );
  for (const article of articles) {
    for (const entity of article.entities) {
      const subs = grouping.get(entity.category);
      if (!subs) continue;
      for (const sub of entity.subcategories) {
        const labels = subs.get(sub.listedUnder)!;
        const keys = sub.subsubcategories.length > 0 ? sub.subsubcategories : [UNSORTED];
        for (const key of keys) {
          const list = labels.get(key) ?? [];
          // An article meets a list twice only within its own entities, so it would be the last
          // one in it: looking through the whole list made grouping 50,000 articles quadratic.
          if (list.at(-1) !== article) list.push(article);
          labels.set(key, list);
        }
      }
    }
  }
  return grouping;
}

/** Articles of a category, each once, in the grouping's order. */
export function articlesInCategory(grouping: Grouping, category: string): Article[] {
  return uniqueById([...(grouping.get(category)?.values() ?? [])].flatMap((labels) => [...labels.values()].flat()));
}

/** Articles of a subcategory, each once even when it carries several sub-subcategories. */
export function articlesInSubcategory(grouping: Grouping, category: string, subcategory: string): Article[] {
  return uniqueById([...(grouping.get(category)?.get(subcategory)?.values() ?? [])].flat());
}

/**
 * sub-subcategory label → articles, for one subcategory's page, in label order with unsorted
 * last. An article with several labels is listed under the first of them only: a page shows
 * each article once (de-duplicated by id), and a label left with none is dropped.
 */
export function subcategoryGroups(grouping: Grouping, category: string, subcategory: string): [string, Article[]][] {
  const labels = grouping.get(category)?.get(subcategory) ?? new Map<string, Article[]>();
  const sorted = [...labels.entries()].sort(([a], [b]) =>
    a === UNSORTED ? 1 : b === UNSORTED ? -1 : a.localeCompare(b),
  );
  const shown = new Set<string>();
  return sorted.flatMap(([label, articles]): [string, Article[]][] => {
    const fresh = articles.filter((article) => !shown.has(article.id));
    for (const article of fresh) shown.add(article.id);
    return fresh.length > 0 ? [[label, fresh]] : [];
  });
}

/** Articles filed under one sub-subcategory label. */
export function articlesInSubsubcategory(
  grouping: Grouping,
  category: string,
  subcategory: string,
  label: string,
): Article[] {
  return grouping.get(category)?.get(subcategory)?.get(label) ?? [];
}

/** Keeps the first article of each id and the order of the rest. */
export function uniqueById(articles: readonly Article[]): Article[] {
  const seen = new Set<string>();
  return articles.filter((article) => !seen.has(article.id) && seen.add(article.id) !== undefined);
}
