// The search in lists and pages: every query, read to its end through the pages of the one list
// it picks, finds exactly the titles under the same headings that the whole index finds (the
// engine that the oracle and property tests of search.test.ts hold to the rule); a step reads a
// bounded number of pages; a small site keeps its one file.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createTitleSearch, readSearchIndexFile } from '../../browser/search/engine.ts';
import { PAGES_PER_STEP, pagedSearch, type PagedSearch } from '../../browser/search/paged.ts';
import { loadSiteContent } from '../content/load.ts';
import { searchFilesOf } from '../site/static-queries.ts';
import { QUERIES, SHORT_QUERIES } from '../../scripts/bench/search.ts';
import { syntheticSearchIndex } from '../../scripts/bench/search-titles.ts';
import { buildSearchIndexFile } from './documents.ts';
import { foldCase, searchWords } from './rules.ts';
import {
  listForWords,
  listOfTrigram,
  trigrams,
  type ListPage,
  type OneFileManifest,
  type PagedManifest,
} from './shards.ts';
import type { SearchGroup, SearchIndexFile } from './types.ts';
import { writeSearchLists, type ListOptions } from './write-lists.ts';

const real = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });

/** The paged search over the files the build writes, counting the pages it fetches. */
function paged(whole: SearchIndexFile, options: ListOptions) {
  const written = writeSearchLists(whole, options)!;
  const files = new Map(written.files.map((file) => [file.url, file.json]));
  const fetched: string[] = [];
  const search = pagedSearch(written.manifest, async (url) => {
    fetched.push(url);
    const json = files.get(url);
    if (json === undefined) throw new Error(`no search file ${url}`);
    return JSON.parse(json) as ListPage;
  });
  return { search, manifest: written.manifest, fetched };
}

/** Every match, reading on ('show more') until the list's end. */
async function readToTheEnd(search: PagedSearch, text: string): Promise<SearchGroup[]> {
  for (let steps = 0; ; steps++) {
    const found = await search.search(text, Number.MAX_SAFE_INTEGER);
    if (found.complete) return found.groups;
    if (steps > 10_000) throw new Error(`${text}: never complete`);
  }
}

const found = (groups: readonly SearchGroup[]) =>
  groups.flatMap((group) => group.results.map((result) => `${group.heading} | ${result.slug}`)).sort();
const headings = (groups: readonly SearchGroup[]) => groups.map((group) => group.heading).sort();

describe('a small site', () => {
  it('keeps its one file, the whole index, named by the manifest as its one shard and `all`', () => {
    const whole = buildSearchIndexFile(real.articles, real.categories);
    const { manifest, files } = searchFilesOf(whole);
    const parsed = JSON.parse(manifest) as OneFileManifest;
    expect(files).toHaveLength(1);
    expect(JSON.parse(files[0]!.json)).toEqual(whole);
    expect(parsed).toEqual({ shards: [{ url: files[0]!.url, titles: whole.articles.length }], all: files[0]!.url });
    expect(writeSearchLists(whole)).toBeUndefined();
  });
});

describe('the key', () => {
  it('is the trigrams of the folded words, never across a space', () => {
    expect([...trigrams('pot odds')].sort()).toEqual(['dds', 'odd', 'pot']);
    expect(trigrams('ab cd').size).toBe(0);
  });

  const whole = syntheticSearchIndex(real, 3_000);
  const { manifest } = writeSearchLists(whole)!;

  it('names the list of all titles for a query whose words are all shorter than three characters', () => {
    expect(listForWords(searchWords('ab cd'), manifest).name).toBe('a');
    expect(listForWords(searchWords('ab poker'), manifest).name).not.toBe('a');
  });

  it('is the trigram with the fewest titles over every word, not only the longest', () => {
    const words = searchWords('betting kelly');
    const sizes = words.flatMap((word) => [...trigrams(word)].map((t) => listOfTrigram(t, manifest).entry[1]));
    expect(listForWords(words, manifest).entry[1]).toBe(Math.min(...sizes));
    expect(Math.min(...[...trigrams('kelly')].map((t) => listOfTrigram(t, manifest).entry[1]))).toBeLessThan(
      Math.min(...[...trigrams('betting')].map((t) => listOfTrigram(t, manifest).entry[1])),
    );
  });
});

describe('the lists', () => {
  const whole = syntheticSearchIndex(real, 3_000);
  const { manifest, files } = writeSearchLists(whole)!;
  const rows = (name: string) =>
    files.filter((file) => file.url.includes(`/s-${name}-`)).flatMap((file) => JSON.parse(file.json) as ListPage);

  it('hold every title with the trigram, in the one fixed order: heading, then the site order', () => {
    const all = rows('a');
    expect(all).toHaveLength(whole.articles.length);
    const order = new Map(whole.articles.map((row, at) => [row[1], at]));
    for (let at = 1; at < all.length; at++) {
      const [before, after] = [all[at - 1]!, all[at]!];
      expect(before[2] < after[2] || (before[2] === after[2] && order.get(before[1])! < order.get(after[1])!)).toBe(
        true,
      );
    }
    for (const trigram of ['ing', 'pok', 'kel']) {
      const list = listOfTrigram(trigram, manifest);
      const expected = all.filter(([title]) => trigrams(foldCase(title)).has(trigram));
      const listed = rows(list.name);
      expect(listed.filter(([title]) => trigrams(foldCase(title)).has(trigram))).toEqual(expected);
      expect(list.entry[1]).toBe(listed.length);
    }
  });

  it('keeps the manifest small: a few KB of JSON for the named lists and buckets', () => {
    const manifestJson = JSON.stringify(manifest);
    expect(manifestJson.length).toBeLessThan(40_000);
    expect(Object.keys(manifest.named).every((trigram) => [...trigram].length === 3)).toBe(true);
  });
});

describe('the paged search finds what the whole index finds, under the same headings', () => {
  it('for the benchmark queries over 5,000 synthetic titles, small pages and buckets', async () => {
    const whole = syntheticSearchIndex(real, 5_000, 7);
    const { search } = paged(whole, { pageRows: 64, namedMinTitles: 600, bucketTitles: 200 });
    const one = createTitleSearch(readSearchIndexFile(whole));
    let withResults = 0;
    for (const query of [...QUERIES, ...SHORT_QUERIES, 'po ker', 'ing the tion']) {
      const expected = one.search(query);
      const groups = await readToTheEnd(search, query);
      expect(found(groups), query).toEqual(found(expected));
      expect(headings(groups), query).toEqual(headings(expected));
      if (expected.length > 0) withResults += 1;
    }
    expect(withResults).toBeGreaterThan(QUERIES.length / 2);
  }, 120_000);

  it('for any titles, queries and list sizes (property)', async () => {
    const word = fc.stringMatching(/^[a-zçğıöşüİIуче'’-]{1,7}$/);
    const title = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
    await fc.assert(
      fc.asyncProperty(
        fc.array(title, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        fc.record({
          pageRows: fc.integer({ min: 1, max: 8 }),
          namedMinTitles: fc.integer({ min: 1, max: 10 }),
          bucketTitles: fc.integer({ min: 1, max: 8 }),
        }),
        async (titles, pick, cut, options) => {
          const whole: SearchIndexFile = {
            groups: ['G1', 'G2', 'G3'],
            articles: titles.map((text, at) => [text, `t-${at}`, (at * 7) % 3]),
          };
          // A query from a piece of one of the titles, so most queries find something.
          const source = titles[pick % titles.length]!;
          const query = source.slice(cut % source.length);
          const expected = createTitleSearch(readSearchIndexFile(whole)).search(query);
          const { search } = paged(whole, { ...options, titlesPerShard: 0 });
          const groups = await readToTheEnd(search, query);
          expect(found(groups)).toEqual(found(expected));
          expect(headings(groups)).toEqual(headings(expected));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a step of the paged search is bounded', () => {
  const whole = syntheticSearchIndex(real, 5_000, 3);
  const options = { pageRows: 128 };

  it('lists the same first results as the whole list, fetching only the pages that hold them', async () => {
    const { search, fetched, manifest } = paged(whole, options);
    const first = await search.search('ing', 20);
    const all = await readToTheEnd(paged(whole, options).search, 'ing');
    const slugs = (groups: readonly SearchGroup[]) => groups.flatMap((g) => g.results.map((r) => r.slug));
    expect(first.complete).toBe(false);
    expect(slugs(first.groups).length).toBeGreaterThan(20);
    expect(slugs(first.groups).slice(0, 20)).toEqual(slugs(all).slice(0, 20));
    expect(fetched).toHaveLength(1);
    expect(manifest.pageRows).toBe(128);
  });

  it('reads PAGES_PER_STEP pages at most, and reads on from there on the next step', async () => {
    const { search, fetched, manifest } = paged(whole, options);
    const none = await search.search('ab zq', 20);
    expect(none).toMatchObject({ groups: [], complete: false, searched: PAGES_PER_STEP * 128 });
    expect(fetched).toHaveLength(PAGES_PER_STEP);
    await search.search('ab zq', 20);
    expect(new Set(fetched).size).toBe(2 * PAGES_PER_STEP);
    expect(fetched.every((url) => url.includes('/s-a-'))).toBe(true);
    expect(whole.articles.length / (manifest as PagedManifest).pageRows).toBeGreaterThan(2 * PAGES_PER_STEP);
  });
});

describe('keys from a data file that name Object.prototype or Array.prototype members', () => {
  const entry: PagedManifest['all'] = ['v1', 10];
  const manifest: PagedManifest = { pageRows: 128, groups: ['A'], all: entry, named: {}, buckets: [entry, entry] };

  it('find no named list of the prototype: the trigram goes to its bucket', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(listOfTrigram(key, manifest).name, key).toMatch(/^b[01]$/);
  });

  it("find a named list that the manifest's own JSON gives such a key", () => {
    const parsed = JSON.parse(
      '{"pageRows":128,"groups":[],"all":["v1",10],"named":{"__proto__":["v2",3]},"buckets":[]}',
    );
    expect(listOfTrigram('__proto__', parsed as PagedManifest)).toEqual({
      name: 't5f5f70726f746f5f5f',
      entry: ['v2', 3],
    });
  });

  it('give a row whose heading position is not an index of `groups` no heading', async () => {
    const row = (group: unknown) => ['Odds basics', 'odds-basics', group] as [string, string, number];
    const file: SearchIndexFile = { groups: ['A'], articles: [row(0), row('constructor'), row('length'), row(5)] };
    expect(readSearchIndexFile(file).map((doc) => doc.group)).toEqual(['A', '', '', '']);
    const search = pagedSearch({ ...manifest, all: ['v1', 4] }, async () => file.articles);
    const found = await search.search('', 10);
    expect(found.groups.flatMap((group) => group.results.map((doc) => doc.group))).toEqual([]);
    const odds = await search.search('odds', 10);
    expect(odds.groups.map((group) => group.heading)).toEqual(['A', '']);
  });
});
