import {
  MORE_ARTICLES_COUNT,
  RELATED_ARTICLES_COUNT,
  TOP_TALES_COUNT,
  UPDATED_ARTICLES_COUNT,
} from '../site/constants.ts';
import type { Article } from './model/index.ts';

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

interface RelatedIndex {
  /** '{category}/{subcategory}' → articles listed there, newest first. */
  bySubcategory: Map<string, Article[]>;
  /** category → articles in it, newest first. */
  byCategory: Map<string, Article[]>;
  /** Each list's articles by their place in it. */
  places: WeakMap<Article[], Map<Article, number>>;
}

const relatedIndexes = new WeakMap<readonly Article[], RelatedIndex>();

/** One pass over the site's articles, kept for as long as the list itself. */
function relatedIndex(articles: readonly Article[]): RelatedIndex {
  let index = relatedIndexes.get(articles);
  if (index) return index;
  index = { bySubcategory: new Map(), byCategory: new Map(), places: new WeakMap() };
  const add = (map: Map<string, Article[]>, key: string, article: Article) => {
    const list = map.get(key) ?? [];
    // An article naming one place twice is listed once: its entries are adjacent.
    if (list.at(-1) !== article) list.push(article);
    map.set(key, list);
  };
  for (const article of articles) {
    for (const entity of article.entities) {
      add(index.byCategory, entity.category, article);
      for (const sub of entity.subcategories)
        add(index.bySubcategory, `${entity.category}/${sub.listedUnder}`, article);
    }
  }
  for (const list of [...index.bySubcategory.values(), ...index.byCategory.values()])
    index.places.set(list, new Map(list.map((article, place) => [article, place])));
  relatedIndexes.set(articles, index);
  return index;
}

/**
 * Articles to read next: those nearest the article in publication order, in its subcategory
 * first, then in its category, never itself; each group listed newest first. `articles` must be
 * sorted newest first. Nearest, not newest: with the newest, every article of a subcategory
 * listed the same four, all of them changed when one arrived (1,832 pages to render again at
 * 50,000 articles), and the links went to four pages only. Neighbours link the whole archive,
 * and a new article enters the lists of the two articles on each side of it in the lists that
 * name it, no more (docs/architecture.md#related-articles). The lists come from an index built
 * once per article list: a scan of all articles per page made the build's time grow with the
 * square of their number.
 */
export function relatedArticles(article: Article, articles: readonly Article[]): Article[] {
  const { category, subcategory } = article.primary;
  const index = relatedIndex(articles);
  const picked: Article[] = [];
  const seen = new Set([article.id]);
  for (const list of [
    index.bySubcategory.get(`${category}/${subcategory}`) ?? [],
    index.byCategory.get(category) ?? [],
  ]) {
    const places = index.places.get(list) ?? new Map<Article, number>();
    const group = nearest(list, places.get(article) ?? -1, seen, RELATED_ARTICLES_COUNT - picked.length);
    picked.push(...group.sort((a, b) => places.get(a)! - places.get(b)!));
  }
  return picked;
}

/**
 * Up to `count` articles of `list` not in `seen` (which takes them), nearest `place` first: one
 * step newer, one older, two newer, and so on. An article not in the list (place -1) takes the
 * newest.
 */
function nearest(list: readonly Article[], place: number, seen: Set<string>, count: number): Article[] {
  const picked: Article[] = [];
  for (let step = 1; picked.length < count && (place - step >= 0 || place + step < list.length); step++) {
    for (const at of [place - step, place + step]) {
      const candidate = list[at];
      if (picked.length === count || !candidate || seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      picked.push(candidate);
    }
  }
  return picked;
}
