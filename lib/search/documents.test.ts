import { describe, expect, it } from 'vitest';

import { makeArticle, makeCategory } from '../../tests/support/content/make-article.ts';
import { buildSearchDocuments, buildSearchIndexFile } from './documents.ts';
import { createTitleSearch, readSearchIndexFile } from '../../browser/search/engine.ts';

const categories = [
  makeCategory('poker-tutorials', ['texas-holdem-basics']),
  makeCategory('bankroll-management', ['bet-sizing']),
];
const articles = [
  makeArticle(7, [{ category: 'poker-tutorials', subcategory: 'texas-holdem-basics' }], "Texas Hold'em Starting Hands"),
  makeArticle(9, [{ category: 'bankroll-management', subcategory: 'bet-sizing' }], 'Kelly Criterion Bet Sizing'),
  makeArticle(12, [{ category: 'poker-tutorials', subcategory: 'texas-holdem-basics' }], 'Pot Odds in Hold’em'),
];

describe('buildSearchIndexFile', () => {
  it('writes each heading once and one row per article', () => {
    const file = buildSearchIndexFile(articles, categories);
    expect(file.groups).toEqual(['poker-tutorials → texas-holdem-basics', 'bankroll-management → bet-sizing']);
    expect(file.articles).toEqual([
      ["Texas Hold'em Starting Hands", 'article-7', 0],
      ['Kelly Criterion Bet Sizing', 'article-9', 1],
      ['Pot Odds in Hold’em', 'article-12', 0],
    ]);
  });

  it('reads back as the same titles, slugs and headings, through JSON', () => {
    const file = JSON.parse(JSON.stringify(buildSearchIndexFile(articles, categories)));
    const strip = ({ title, slug, group }: { title: string; slug: string; group: string }) => ({ title, slug, group });
    expect(readSearchIndexFile(file).map(strip)).toEqual(buildSearchDocuments(articles, categories).map(strip));
  });

  it('feeds the search the browser runs', () => {
    const search = createTitleSearch(readSearchIndexFile(buildSearchIndexFile(articles, categories)));
    expect(search.search('hold').map((group) => group.results.map((doc) => doc.slug).sort())).toEqual([
      ['article-12', 'article-7'],
    ]);
    expect(search.search('sizing kel')[0]?.heading).toBe('bankroll-management → bet-sizing');
  });
});
