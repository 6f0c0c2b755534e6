// The search rules at their edges: exact terms of a title, repeated spaces in a query, a query of
// no words, a count that ends exactly at a group's end, and articles whose heading is unknown.
import { describe, expect, it } from 'vitest';

import { makeArticle, makeCategory } from '../../tests/support/content/make-article.ts';
import { buildSearchDocuments } from './documents.ts';
import { readSearchIndexFile, titleTerms } from '../../browser/search/engine.ts';
import { firstResults } from './first-results.ts';
import { searchWords, titleMatches } from './rules.ts';
import type { SearchDocument, SearchGroup, SearchIndexFile } from './types.ts';

describe('titleTerms', () => {
  it('is every suffix of every word, lowercased, each once and never empty', () => {
    expect(titleTerms('Pot  odds')).toEqual(['pot', 'ot', 't', 'odds', 'dds', 'ds', 's']);
    expect(titleTerms('Aa aa')).toEqual(['aa', 'a']);
  });
});

describe('searchWords', () => {
  it('never gives an empty word, however many spaces separate the words', () => {
    expect(searchWords('pot   odds')).toEqual(['pot', 'odds']);
  });
});

describe('titleMatches', () => {
  it('matches nothing for no words', () => {
    expect(titleMatches('Pot Odds', [])).toBe(false);
    expect(titleMatches('Pot Odds', ['odds'])).toBe(true);
  });
});

describe('firstResults', () => {
  const doc = (id: number): SearchDocument => ({ id: String(id), title: `T${id}`, slug: `t-${id}`, group: '' });
  const group = (heading: string, ids: number[]): SearchGroup => ({ heading, results: ids.map(doc) });

  it('shows no heading without results when the count ends exactly at the end of a group', () => {
    const first = firstResults([group('A → a', [1, 2]), group('B → b', [3])], 2);
    expect(first.groups).toEqual([group('A → a', [1, 2])]);
    expect(first.notShown).toBe(1);
  });
});

describe('headings that are not there', () => {
  it('lists an article under no heading when its subcategory is not among the categories', () => {
    const article = makeArticle(3, [{ category: 'poker', subcategory: 'gone' }], 'Pot Odds');
    const categories = [makeCategory('poker', ['basics'])];
    expect(buildSearchDocuments([article], categories).map((document) => document.group)).toEqual(['']);
  });

  it('reads a row naming a heading the file does not have as under no heading', () => {
    const articles: SearchIndexFile['articles'] = [
      ['Pot Odds', 'pot-odds', 0],
      ['Kelly', 'kelly', 4],
    ];
    const read = readSearchIndexFile({ groups: ['A → a'], articles });
    expect(read.map((document) => document.group)).toEqual(['A → a', '']);
  });
});
