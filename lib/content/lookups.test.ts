import { describe, expect, it } from 'vitest';

import { authorNames, descriptionByAuthorName, listTaxonomy, metaByAuthorName } from './lookups.ts';
import { authorMetaTitle } from './reshape.ts';
import { makeArticle, makeCategory } from '../../tests/support/content/make-article.ts';
import type { Author } from './model/index.ts';

const authors: Author[] = [
  {
    name: 'Asha Verma',
    slug: 'asha-verma',
    role: 'Poker Coach',
    description: 'Coaches poker.',
    metaTitle: authorMetaTitle('Asha Verma', 'Poker Coach', 'Odds & Aces'),
    metaDescription: 'Asha on poker.',
    url: '/authors/asha-verma/',
  },
  {
    name: 'Tom Reed',
    slug: 'tom-reed',
    role: 'Bankroll Coach',
    description: 'Counts money.',
    metaTitle: authorMetaTitle('Tom Reed', 'Bankroll Coach', 'Odds & Aces'),
    metaDescription: 'Tom on bankrolls.',
    url: '/authors/tom-reed/',
  },
];

describe('author lookups', () => {
  it('meta titles follow "{author} - role | {brand}"', () => {
    expect(authors[0]!.metaTitle).toBe('Asha Verma - Poker Coach | Odds & Aces');
  });

  it('name → description', () => {
    expect(descriptionByAuthorName(authors).get('Tom Reed')).toBe('Counts money.');
    expect(descriptionByAuthorName(authors).get('Nobody')).toBeUndefined();
  });

  it('name → meta title and description', () => {
    expect(metaByAuthorName(authors).get('Asha Verma')).toEqual({
      title: 'Asha Verma - Poker Coach | Odds & Aces',
      description: 'Asha on poker.',
    });
  });

  it('author names, in file order', () => {
    expect(authorNames(authors)).toEqual(['Asha Verma', 'Tom Reed']);
  });
});

describe('listTaxonomy', () => {
  it('lists categories, subcategories and the sub-subcategories in use, each once and sorted', () => {
    const categories = [makeCategory('poker-tutorials', ['texas-holdem-basics'], 'other-poker-tips')];
    const articles = [
      makeArticle(1, [
        { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Pot Odds', 'Outs'] },
      ]),
      makeArticle(2, [{ category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Outs'] }]),
    ];
    expect(listTaxonomy(categories, articles)).toEqual({
      categories: ['poker-tutorials'],
      subcategories: ['texas-holdem-basics', 'other-poker-tips'],
      subsubcategories: ['Outs', 'Pot Odds'],
    });
  });
});
