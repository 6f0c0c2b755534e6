import { describe, expect, it } from 'vitest';

import { makeCategory } from '../../tests/support/content/make-article.ts';
import { categoryTypeMap, DEFAULT_SUBCATEGORIES, toGenerationCategories } from './category-shape.ts';

describe('toGenerationCategories', () => {
  it('names each category and subcategory by its slug and marks the catch-all child', () => {
    const tree = [makeCategory('poker-tutorials', ['beginner-poker-tips'], 'other-poker-tips')];
    expect(toGenerationCategories(tree)).toEqual([
      {
        name: 'poker-tutorials',
        subcategories: [{ name: 'beginner-poker-tips' }, { name: 'other-poker-tips', other: true }],
      },
    ]);
  });

  it('gives a category without children the default: one subcategory named other', () => {
    const bare = { ...makeCategory('gaming-trends', []), children: [] };
    expect(toGenerationCategories([bare])).toEqual([
      { name: 'gaming-trends', subcategories: [{ name: 'other', other: true }] },
    ]);
    expect(DEFAULT_SUBCATEGORIES).toEqual([{ name: 'other', other: true }]);
  });
});

describe('categoryTypeMap', () => {
  it('turns each category into its subcategory names plus the other flag', () => {
    const map = categoryTypeMap([
      {
        name: 'poker-tutorials',
        subcategories: [{ name: 'texas-holdem-basics' }, { name: 'other-poker-tips', other: true }],
      },
      { name: 'no-catch-all', subcategories: [{ name: 'only' }] },
    ]);
    expect(map).toEqual({
      'poker-tutorials': { subcategories: ['texas-holdem-basics', 'other-poker-tips'], other: true },
      'no-catch-all': { subcategories: ['only'], other: false },
    });
  });

  it('always carries the other flag as a boolean', () => {
    const map = categoryTypeMap(
      toGenerationCategories([makeCategory('a', ['b']), { ...makeCategory('c', []), children: [] }]),
    );
    expect(Object.values(map).map((type) => typeof type.other)).toEqual(['boolean', 'boolean']);
  });
});
