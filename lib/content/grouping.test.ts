import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  articlesInCategory,
  articlesInSubcategory,
  articlesInSubsubcategory,
  groupArticles,
  subcategoryGroups,
  UNSORTED,
} from './grouping.ts';
import { makeArticle, makeCategory } from '../../tests/support/content/make-article.ts';

const poker = makeCategory('poker-tutorials', ['texas-holdem-basics', 'advanced-poker-strategies'], 'other-poker-tips');
const bankroll = makeCategory('bankroll-management', ['bet-sizing'], 'other-management-insights');
const categories = [poker, bankroll];

describe('groupArticles', () => {
  it('has an entry for every known category and subcategory, even empty ones', () => {
    const grouping = groupArticles(categories, []);
    expect([...grouping.keys()]).toEqual(['poker-tutorials', 'bankroll-management']);
    expect([...grouping.get('poker-tutorials')!.keys()]).toEqual([
      'texas-holdem-basics',
      'advanced-poker-strategies',
      'other-poker-tips',
    ]);
    expect(articlesInSubcategory(grouping, 'bankroll-management', 'bet-sizing')).toEqual([]);
  });

  it('groups by category, subcategory and sub-subcategory label', () => {
    const a = makeArticle(1, [
      { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Pot Odds'] },
    ]);
    const b = makeArticle(2, [
      { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Position'] },
    ]);
    const grouping = groupArticles(categories, [a, b]);
    expect(articlesInSubsubcategory(grouping, 'poker-tutorials', 'texas-holdem-basics', 'Pot Odds')).toEqual([a]);
    expect(articlesInSubsubcategory(grouping, 'poker-tutorials', 'texas-holdem-basics', 'Position')).toEqual([b]);
    expect(articlesInSubcategory(grouping, 'poker-tutorials', 'texas-holdem-basics')).toEqual([a, b]);
  });

  it("lists an article of an unknown subcategory under its category's other child", () => {
    const stray = makeArticle(3, [
      {
        category: 'poker-tutorials',
        subcategory: 'dealer-etiquette',
        listedUnder: 'other-poker-tips',
        labels: ['Etiquette'],
      },
    ]);
    const grouping = groupArticles(categories, [stray]);
    expect(articlesInSubcategory(grouping, 'poker-tutorials', 'other-poker-tips')).toEqual([stray]);
    expect(articlesInSubsubcategory(grouping, 'poker-tutorials', 'other-poker-tips', 'Etiquette')).toEqual([stray]);
    expect(grouping.get('poker-tutorials')!.has('dealer-etiquette')).toBe(false);
  });

  it('files an article without labels under the unsorted key', () => {
    const plain = makeArticle(4, [{ category: 'bankroll-management', subcategory: 'bet-sizing' }]);
    const grouping = groupArticles(categories, [plain]);
    expect(articlesInSubsubcategory(grouping, 'bankroll-management', 'bet-sizing', UNSORTED)).toEqual([plain]);
  });

  it('lists an article with two labels once per subcategory and once per category', () => {
    const twoLabels = makeArticle(5, [
      { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Pot Odds', 'Outs'] },
    ]);
    const grouping = groupArticles(categories, [twoLabels]);
    expect(articlesInSubsubcategory(grouping, 'poker-tutorials', 'texas-holdem-basics', 'Outs')).toEqual([twoLabels]);
    expect(articlesInSubcategory(grouping, 'poker-tutorials', 'texas-holdem-basics')).toEqual([twoLabels]);
    expect(articlesInCategory(grouping, 'poker-tutorials')).toEqual([twoLabels]);
  });

  it('lists an article in two categories in both', () => {
    const both = makeArticle(6, [
      { category: 'poker-tutorials', subcategory: 'advanced-poker-strategies' },
      { category: 'bankroll-management', subcategory: 'bet-sizing' },
    ]);
    const grouping = groupArticles(categories, [both]);
    expect(articlesInCategory(grouping, 'poker-tutorials')).toEqual([both]);
    expect(articlesInCategory(grouping, 'bankroll-management')).toEqual([both]);
  });

  it('returns nothing for an unknown category or subcategory', () => {
    const grouping = groupArticles(categories, []);
    expect(articlesInCategory(grouping, 'astrology')).toEqual([]);
    expect(articlesInSubcategory(grouping, 'poker-tutorials', 'astrology')).toEqual([]);
    expect(articlesInSubsubcategory(grouping, 'poker-tutorials', 'astrology', 'x')).toEqual([]);
  });
});

describe('subcategoryGroups', () => {
  it('lists an article with several labels once, under the first label in order', () => {
    const both = makeArticle(1, [
      { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Position', 'Outs'] },
    ]);
    const outs = makeArticle(2, [
      { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Outs'] },
    ]);
    const position = makeArticle(3, [
      { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Position'] },
    ]);
    const grouping = groupArticles(categories, [both, outs, position]);
    expect(subcategoryGroups(grouping, 'poker-tutorials', 'texas-holdem-basics')).toEqual([
      ['Outs', [both, outs]],
      ['Position', [position]],
    ]);
  });

  it('drops a label whose articles all stand under an earlier one', () => {
    const both = makeArticle(1, [
      { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Outs', 'Position'] },
    ]);
    const grouping = groupArticles(categories, [both]);
    expect(subcategoryGroups(grouping, 'poker-tutorials', 'texas-holdem-basics')).toEqual([['Outs', [both]]]);
  });
});

describe('grouping loses and duplicates nothing (property)', () => {
  const subcategorySlugs = [
    'texas-holdem-basics',
    'advanced-poker-strategies',
    'other-poker-tips',
    'bet-sizing',
    'unknown-sub',
  ];
  const placement = fc.record({
    category: fc.constantFrom('poker-tutorials', 'bankroll-management'),
    subcategory: fc.constantFrom(...subcategorySlugs),
    labels: fc
      .array(fc.constantFrom('Pot Odds', 'Outs', 'Kelly', 'Position'), { maxLength: 3 })
      .map((l) => [...new Set(l)]),
  });
  const articlesArb = fc.array(fc.array(placement, { minLength: 1, maxLength: 3 }), { maxLength: 30 }).map((all) =>
    all.map((placements, index) =>
      makeArticle(
        index + 1,
        placements.map((p) => {
          const category = categories.find((c) => c.slug === p.category)!;
          const known = category.children.some((child) => child.slug === p.subcategory);
          return { ...p, listedUnder: known ? p.subcategory : category.otherSlug };
        }),
      ),
    ),
  );

  it('every article appears exactly once in each category it names, and nowhere else', () => {
    fc.assert(
      fc.property(articlesArb, (articles) => {
        const grouping = groupArticles(categories, articles);
        for (const category of categories) {
          const listed = articlesInCategory(grouping, category.slug).map((a) => a.id);
          const expected = articles
            .filter((a) => a.entities.some((e) => e.category === category.slug))
            .map((a) => a.id);
          expect(new Set(listed).size).toBe(listed.length);
          expect([...listed].sort()).toEqual([...expected].sort());
        }
      }),
    );
  });

  it("a subcategory's page lists each of its articles exactly once", () => {
    fc.assert(
      fc.property(articlesArb, (articles) => {
        const grouping = groupArticles(categories, articles);
        for (const category of categories) {
          for (const child of category.children) {
            const listed = subcategoryGroups(grouping, category.slug, child.slug).flatMap(([, list]) =>
              list.map((a) => a.id),
            );
            const expected = articlesInSubcategory(grouping, category.slug, child.slug).map((a) => a.id);
            expect([...listed].sort()).toEqual([...expected].sort());
          }
        }
      }),
    );
  });

  it('the subcategories of a category together hold every article of that category', () => {
    fc.assert(
      fc.property(articlesArb, (articles) => {
        const grouping = groupArticles(categories, articles);
        for (const category of categories) {
          const union = new Set(
            category.children.flatMap((child) =>
              articlesInSubcategory(grouping, category.slug, child.slug).map((a) => a.id),
            ),
          );
          const inCategory = new Set(articlesInCategory(grouping, category.slug).map((a) => a.id));
          expect(union).toEqual(inCategory);
          for (const child of category.children) {
            const ids = articlesInSubcategory(grouping, category.slug, child.slug).map((a) => a.id);
            expect(new Set(ids).size).toBe(ids.length);
          }
        }
      }),
    );
  });
});
