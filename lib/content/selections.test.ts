import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  MORE_ARTICLES_COUNT,
  RELATED_ARTICLES_COUNT,
  TOP_TALES_COUNT,
  UPDATED_ARTICLES_COUNT,
} from '../site/constants.ts';
import { homeSections, relatedArticles } from './selections.ts';
import { makeArticle } from '../../tests/support/content/make-article.ts';
import type { Article } from './model/index.ts';

const dated = (id: number, published: string, updated?: string) => ({
  ...makeArticle(id, [
    { category: 'poker-tutorials', subcategory: id % 2 ? 'texas-holdem-basics' : 'beginner-poker-tips' },
  ]),
  published,
  updated,
});

// 30 articles, newest first; every third one updated.
const articles = Array.from({ length: 30 }, (_, i) =>
  dated(
    i + 1,
    `2025-${String(12 - Math.floor(i / 3)).padStart(2, '0')}-${String(28 - (i % 3)).padStart(2, '0')}`,
    i % 3 === 0 ? `2026-0${1 + (i % 9)}-01` : undefined,
  ),
);

describe('homeSections', () => {
  it('sizes the sections with the display constants and never repeats an article', () => {
    const { topTales, updated, more } = homeSections(articles);
    expect(topTales).toHaveLength(TOP_TALES_COUNT);
    expect(updated).toHaveLength(UPDATED_ARTICLES_COUNT);
    expect(more).toHaveLength(MORE_ARTICLES_COUNT);
    const ids = [...topTales, ...updated, ...more].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('top tales are the newest; updated are the latest updates among the rest', () => {
    const { topTales, updated } = homeSections(articles);
    expect(topTales.map((a) => a.id)).toEqual(articles.slice(0, TOP_TALES_COUNT).map((a) => a.id));
    const dates = updated.map((a) => a.updated!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(updated.every((a) => a.updated)).toBe(true);
  });

  it('copes with a site of few articles', () => {
    const { topTales, updated, more } = homeSections(articles.slice(0, 3));
    expect(topTales).toHaveLength(3);
    expect(updated).toEqual([]);
    expect(more).toEqual([]);
  });
});

describe('relatedArticles', () => {
  it('prefers the same subcategory, excludes the article itself and stops at the constant', () => {
    const [first] = articles;
    const related = relatedArticles(first!, articles);
    expect(related).toHaveLength(RELATED_ARTICLES_COUNT);
    expect(related.map((a) => a.id)).not.toContain(first!.id);
    expect(related.every((a) => a.primary.subcategory === first!.primary.subcategory)).toBe(true);
  });

  it('lists the nearest in publication order, newest first, so a new article changes few lists', () => {
    const place = { category: 'a', subcategory: 'x' };
    // Newest first: 1 is the newest.
    const all = Array.from({ length: 12 }, (_, i) => makeArticle(i + 1, [place]));
    const ids = (article: Article, list: readonly Article[]) => relatedArticles(article, list).map((a) => a.id);
    expect(ids(all[5]!, all)).toEqual([all[3]!.id, all[4]!.id, all[6]!.id, all[7]!.id]);
    expect(ids(all[0]!, all)).toEqual([all[1]!.id, all[2]!.id, all[3]!.id, all[4]!.id]);
    expect(ids(all[11]!, all)).toEqual([all[7]!.id, all[8]!.id, all[9]!.id, all[10]!.id]);
    // A newer article arrives: only the lists of the two it now neighbours change.
    const arrived = [makeArticle(100, [place]), ...all];
    const changed = all.filter((article) => ids(article, arrived).join() !== ids(article, all).join());
    expect(changed.map((a) => a.id)).toEqual([all[0]!.id, all[1]!.id]);
  });
});

describe('relatedArticles agrees with a scan of every article (property)', () => {
  // The rule written plainly: each group's members by their distance from the article in the
  // group (the newer first at equal distance), then listed newest first; one pass per call.
  const scan = (article: Article, all: readonly Article[]) => {
    const { category, subcategory } = article.primary;
    const inSub = (a: Article) =>
      a.entities.some((e) => e.category === category && e.subcategories.some((s) => s.listedUnder === subcategory));
    const inCategory = (a: Article) => a.entities.some((e) => e.category === category);
    const picked: Article[] = [];
    for (const member of [inSub, inCategory]) {
      const group = all.filter(member);
      const at = group.indexOf(article);
      const distance = (a: Article) => (at === -1 ? group.indexOf(a) + 1 : Math.abs(group.indexOf(a) - at));
      const nearest = group
        .filter((a) => a !== article && !picked.includes(a))
        .sort((a, b) => distance(a) - distance(b) || group.indexOf(a) - group.indexOf(b))
        .slice(0, RELATED_ARTICLES_COUNT - picked.length);
      picked.push(...nearest.sort((a, b) => group.indexOf(a) - group.indexOf(b)));
    }
    return picked;
  };
  const place = fc.record({ category: fc.constantFrom('a', 'b', 'c'), subcategory: fc.constantFrom('x', 'y', 'z') });

  it('picks the same articles in the same order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(place, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 40 }),
        (placements) => {
          const all = placements.map((places, i) => makeArticle(i + 1, places));
          for (const article of all)
            expect(relatedArticles(article, all).map((a) => a.id)).toEqual(scan(article, all).map((a) => a.id));
        },
      ),
    );
  });
});
