import {
  MORE_ARTICLES_COUNT,
  RELATED_ARTICLES_COUNT,
  TOP_TALES_COUNT,
  UPDATED_ARTICLES_COUNT,
} from '../site/constants';
import type { Article } from './types';

export interface HomeSections {
  topTales: Article[];
  updated: Article[];
  more: Article[];
}

/**
 * The home page's three sections from articles sorted newest first: the newest as
 * 'Top Tales', the most recently updated among the rest, then the next newest. No
 * article appears twice.
 */
export function homeSections(articles: readonly Article[]): HomeSections {
  const topTales = articles.slice(0, TOP_TALES_COUNT);
  const shown = new Set(topTales.map((a) => a.id));
  const updated = articles
    .filter((a) => a.updated && !shown.has(a.id))
    .sort((a, b) => b.updated!.localeCompare(a.updated!) || a.slug.localeCompare(b.slug))
    .slice(0, UPDATED_ARTICLES_COUNT);
  for (const a of updated) shown.add(a.id);
  const more = articles.filter((a) => !shown.has(a.id)).slice(0, MORE_ARTICLES_COUNT);
  return { topTales, updated, more };
}

/** Articles to read next: same subcategory first, then same category, newest first; never itself. */
export function relatedArticles(article: Article, articles: readonly Article[]): Article[] {
  const { category, subcategory } = article.primary;
  const others = articles.filter((a) => a.id !== article.id);
  const sameSub = others.filter((a) => a.entities.some((e) => e.category === category && e.subcategories.some((s) => s.listedUnder === subcategory)));
  const sameCategory = others.filter((a) => !sameSub.includes(a) && a.entities.some((e) => e.category === category));
  return [...sameSub, ...sameCategory].slice(0, RELATED_ARTICLES_COUNT);
}
