// The sharded search index: every query that has a word of the key's length finds, in the one
// shard it fetches, exactly the titles the whole index finds; shorter queries use the whole index.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createTitleSearch, readSearchIndexFile } from '../../browser/search/engine.ts';
import { syntheticArticles } from '../../scripts/bench/corpus.ts';
import { loadSiteContent } from '../content/load.ts';
import { QUERIES } from '../../scripts/bench/search.ts';
import { buildSearchIndexFile } from './documents.ts';
import { searchWords } from './rules.ts';
import {
  MAX_SHARDS,
  shardCount,
  shardForWords,
  splitSearchIndex,
  TITLES_PER_SHARD,
  titleShards,
  trigrams,
  type SearchManifest,
} from './shards.ts';
import type { SearchIndexFile } from './types.ts';

const manifestOf = (shards: SearchIndexFile[]): SearchManifest => ({
  shards: shards.map((shard, at) => ({ url: `/shard-${at}.json`, titles: shard.articles.length })),
  all: '/all.json',
});

/** What the box finds through the shards: the shard the query names, or the whole index. */
function shardedSearch(whole: SearchIndexFile, count: number) {
  const shards = splitSearchIndex(whole, count);
  const manifest = manifestOf(shards);
  // Built when a query first needs one, as in the browser.
  const engines = new Map<number, ReturnType<typeof createTitleSearch>>();
  const engine = (at: number, file: SearchIndexFile) => {
    if (!engines.has(at)) engines.set(at, createTitleSearch(readSearchIndexFile(file)));
    return engines.get(at)!;
  };
  return (text: string) => {
    const shard = shardForWords(searchWords(text), manifest);
    return shard === undefined ? engine(-1, whole).search(text) : engine(shard, shards[shard]!).search(text);
  };
}

const found = (groups: { heading: string; results: { slug: string }[] }[]) =>
  groups.flatMap((group) => group.results.map((result) => `${group.heading} | ${result.slug}`)).sort();

const real = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });

describe('the shard count', () => {
  it('is one up to TITLES_PER_SHARD titles, then grows with the site', () => {
    expect(shardCount(0)).toBe(1);
    expect(shardCount(TITLES_PER_SHARD)).toBe(1);
    expect(shardCount(TITLES_PER_SHARD + 1)).toBeGreaterThan(1);
    expect(shardCount(50_000)).toBeGreaterThan(shardCount(TITLES_PER_SHARD + 1));
    expect(shardCount(1_000_000)).toBe(MAX_SHARDS);
  });

  it('leaves a small site one shard, the whole index itself', () => {
    const whole = buildSearchIndexFile(real.articles, real.categories);
    expect(splitSearchIndex(whole)).toEqual([whole]);
  });
});

describe('the shard key', () => {
  it('is the trigrams of the folded words, never across a space', () => {
    expect([...trigrams('pot odds')].sort()).toEqual(['dds', 'odd', 'pot']);
    expect(trigrams('ab cd').size).toBe(0);
  });

  it('names no shard for a query whose words are all shorter than the key', () => {
    const manifest = manifestOf(splitSearchIndex(buildSearchIndexFile(real.articles, real.categories), 8));
    expect(shardForWords(searchWords('ab cd'), manifest)).toBeUndefined();
    expect(shardForWords(searchWords('ab poker'), manifest)).toBeTypeOf('number');
  });

  it('puts a title in the shard of each of its trigrams, and picks the smallest such shard for a query', () => {
    const shards = splitSearchIndex(buildSearchIndexFile(real.articles, real.categories), 16);
    const manifest = manifestOf(shards);
    const shard = shardForWords(['poker'], manifest)!;
    const sizes = [...titleShards('poker', 16)].map((at) => shards[at]!.articles.length);
    expect(shards[shard]!.articles.length).toBe(Math.min(...sizes));
  });
});

describe('searching the shards finds what the whole index finds', () => {
  it('for the benchmark queries over 5,000 synthetic titles', () => {
    const articles = syntheticArticles(real, 5_000, 7).map((article, at) => {
      const title = /^title: (.*)$/m.exec(article.text)![1]!.replace(/^["']|["']$/g, '');
      return { ...real.articles[at % real.articles.length]!, title, slug: `s-${at}` };
    });
    const whole = buildSearchIndexFile(articles, real.categories);
    const sharded = shardedSearch(whole, shardCount(whole.articles.length));
    const all = createTitleSearch(readSearchIndexFile(whole));
    let withResults = 0;
    for (const query of [...QUERIES, 'ab ce', 'ng', 'po ker']) {
      const expected = found(all.search(query));
      expect(found(sharded(query)), query).toEqual(expected);
      if (expected.length > 0) withResults += 1;
    }
    expect(withResults).toBeGreaterThan(QUERIES.length / 2);
  }, 60_000);

  it('for any titles and queries (property)', () => {
    const word = fc.stringMatching(/^[a-zçğıöşüİIуче'’-]{1,7}$/);
    const title = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(title, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: 1, max: 40 }),
        fc.nat(),
        (titles, pick, count, cut) => {
          const whole: SearchIndexFile = {
            groups: ['G1', 'G2'],
            articles: titles.map((text, at) => [text, `t-${at}`, at % 2]),
          };
          // A query from a piece of one of the titles, so most queries find something.
          const source = titles[pick % titles.length]!;
          const query = source.slice(cut % source.length);
          const all = createTitleSearch(readSearchIndexFile(whole));
          expect(found(shardedSearch(whole, count)(query))).toEqual(found(all.search(query)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
