import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buildTitleSearch, createTitleSearch } from './engine';
import { MIN_QUERY_LENGTH, searchWords, titleMatches } from './rules';
import type { SearchDocument } from './types';

const doc = (id: number, title: string, group = 'Poker Tutorials → Texas Hold’em Basics'): SearchDocument => ({
  id: String(id),
  title,
  slug: `article-${id}`,
  group,
});

const documents = [
  doc(1, "Texas Hold'em Starting Hands"),
  doc(2, 'Pot Odds and Outs in Hold’em'),
  doc(3, 'Kelly Criterion Bet Sizing', 'Bankroll Management → Bet Sizing'),
  doc(4, 'Omaha Hi-Lo Scooping', 'Poker Game Variations → High-Low Split'),
];
const engine = createTitleSearch(documents);
const titles = (text: string) => engine.search(text).flatMap((group) => group.results.map((r) => r.title));

describe('building the index in the browser', () => {
  const queries = ['hold', 'old', 'bet sizing', 'omaha hi', 'poker', 'xyz', 'ho'];

  it('builds in slices with a turn for the browser between them, and finds what the one-piece build finds', async () => {
    let clock = 0;
    let turns = 0;
    // 2 ms a slice on a clock that moves 1 ms a reading: two titles a slice, one turn between.
    const sliced = await buildTitleSearch(documents, { sliceMs: 2, now: () => clock++, giveWay: async () => void (turns += 1) });
    expect(turns).toBe(1);
    for (const query of queries) expect(sliced.search(query)).toEqual(engine.search(query));
  });

  it('gives way between titles when a slice has no time left, with the default turn (a message)', async () => {
    const sliced = await buildTitleSearch(documents, { sliceMs: 0 });
    for (const query of queries) expect(sliced.search(query)).toEqual(engine.search(query));
  });
});

describe('search rules (SPEC section 5)', () => {
  it('needs more than two characters', () => {
    expect(MIN_QUERY_LENGTH).toBe(3);
    expect(titles('ho')).toEqual([]);
    expect(titles('  ho  ')).toEqual([]);
    expect(titles('hol')).toHaveLength(2);
  });

  it('finds a word anywhere inside a title word: "hold" finds Texas Hold\'em', () => {
    expect(titles('hold')).toContain("Texas Hold'em Starting Hands");
    expect(titles('old')).toContain("Texas Hold'em Starting Hands");
  });

  it('ignores case', () => {
    expect(titles('KELLY')).toEqual(['Kelly Criterion Bet Sizing']);
  });

  it('requires every word, in any order', () => {
    expect(titles('outs pot')).toEqual(['Pot Odds and Outs in Hold’em']);
    expect(titles('pot kelly')).toEqual([]);
  });

  it('searches titles only, never the heading', () => {
    expect(titles('bankroll')).toEqual([]);
  });

  it('groups results under "category → subcategory"', () => {
    const groups = engine.search('ing');
    expect(groups.map((g) => g.heading).sort()).toEqual(['Bankroll Management → Bet Sizing', 'Poker Game Variations → High-Low Split', 'Poker Tutorials → Texas Hold’em Basics']);
  });

  it('finds nothing for a word that is in no title', () => {
    expect(engine.search('roulette')).toEqual([]);
  });

  it('splits words on any whitespace', () => {
    expect(searchWords('  Pot\tODDS  ')).toEqual(['pot', 'odds']);
    expect(searchWords('ab')).toEqual([]);
  });
});

describe('the word rule holds for any titles and queries (property)', () => {
  const word = fc.stringMatching(/^[a-zçğıöşü'’-]{1,8}$/);
  const titleArb = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
  const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

  it('a result always contains every word of the query', () => {
    fc.assert(
      fc.property(fc.array(titleArb, { minLength: 1, maxLength: 20 }), fc.array(word, { minLength: 1, maxLength: 3 }), (allTitles, queryWords) => {
        const search = createTitleSearch(allTitles.map((title, i) => doc(i, capitalise(title))));
        const query = queryWords.join(' ');
        for (const group of search.search(query)) {
          for (const result of group.results) {
            for (const w of searchWords(query)) expect(result.title.toLowerCase()).toContain(w);
          }
        }
      }),
    );
  });

  it('a title containing every word is always found', () => {
    fc.assert(
      fc.property(
        fc.array(titleArb, { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
        (allTitles, pick, slices) => {
          const index = pick % allTitles.length;
          const target = capitalise(allTitles[index]!);
          // Query words are substrings of the target title's words, in any order.
          const targetWords = target.split(' ');
          const query = slices
            .map(([w, start, length]) => {
              const chosen = targetWords[w % targetWords.length]!;
              const from = start % chosen.length;
              return chosen.slice(from, from + 1 + (length % (chosen.length - from)));
            })
            .join(' ');
          fc.pre(searchWords(query).length > 0);
          const search = createTitleSearch(allTitles.map((title, i) => doc(i, capitalise(title))));
          const found = search.search(query).flatMap((g) => g.results.map((r) => r.id));
          expect(titleMatches(target, searchWords(query))).toBe(true);
          expect(found).toContain(String(index));
        },
      ),
    );
  });
});
