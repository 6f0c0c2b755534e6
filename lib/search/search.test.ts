import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buildTitleSearch, createTitleSearch } from '../../browser/search/engine.ts';
import { MIN_QUERY_LENGTH, searchWords, titleMatches } from './rules.ts';
import type { SearchDocument } from './types.ts';

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
    const sliced = await buildTitleSearch(documents, {
      sliceMs: 2,
      now: () => clock++,
      giveWay: async () => void (turns += 1),
    });
    expect(turns).toBe(1);
    for (const query of queries) expect(sliced.search(query)).toEqual(engine.search(query));
  });

  it('gives way between titles when a slice has no time left, with the default turn (a message)', async () => {
    const sliced = await buildTitleSearch(documents, { sliceMs: 0 });
    for (const query of queries) expect(sliced.search(query)).toEqual(engine.search(query));
  });
});

describe('the search rules', () => {
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

  it("folds the Turkish i's, whichever way the title and the query write them", () => {
    const turkish = createTitleSearch(
      ["Omaha'da İki Kart Kuralı", 'Kumarbaz Yanılgısı ve Seriler', 'DIŞ BAHİSLER'].map((title, i) => ({
        id: String(i),
        title,
        slug: `t-${i}`,
        group: 'Poker',
      })),
    );
    const found = (query: string) => turkish.search(query).flatMap((group) => group.results.map((doc) => doc.title));
    expect(found('iki kart')).toEqual(["Omaha'da İki Kart Kuralı"]);
    expect(found('İKİ')).toEqual(["Omaha'da İki Kart Kuralı"]);
    expect(found('YANILGISI')).toEqual(['Kumarbaz Yanılgısı ve Seriler']);
    expect(found('yanilgisi')).toEqual(['Kumarbaz Yanılgısı ve Seriler']);
    expect(found('dış bahisler')).toEqual(['DIŞ BAHİSLER']);
    expect(titleMatches("Omaha'da İki Kart Kuralı", searchWords('iki kuralı'))).toBe(true);
  });

  it('reads the Russian ё as е, in the title and in the query', () => {
    const russian = createTitleSearch(
      ['Учёт ставок: таблица и выводы', 'Учет банкролла без ошибок', 'ЁЛКА ставок'].map((title, i) => ({
        id: String(i),
        title,
        slug: `r-${i}`,
        group: 'Банкролл',
      })),
    );
    const found = (query: string) => russian.search(query).flatMap((group) => group.results.map((doc) => doc.title));
    const both = ['Учет банкролла без ошибок', 'Учёт ставок: таблица и выводы'];
    expect(found('учет').sort()).toEqual(both);
    expect(found('УЧЁТ').sort()).toEqual(both);
    expect(found('елка')).toEqual(['ЁЛКА ставок']);
    expect(titleMatches('Учёт ставок: таблица и выводы', searchWords('учет выводы'))).toBe(true);
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
    expect(groups.map((g) => g.heading).sort()).toEqual([
      'Bankroll Management → Bet Sizing',
      'Poker Game Variations → High-Low Split',
      'Poker Tutorials → Texas Hold’em Basics',
    ]);
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
  const word = fc.stringMatching(/^[a-zçğıöşüучеётЁЕ'’-]{1,8}$/);
  const titleArb = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
  const capitalise = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());
  /** Titles hold letters only, so a word with a digit is in none of them. */
  const absentWord = fc.stringMatching(/^[a-z]{0,3}[0-9][a-z]{0,3}$/);

  /**
   * The rule read by brute force, sharing no code with the engine or rules.ts: a query of at
   * least three characters (trimmed) finds every title that contains each of its
   * whitespace-separated words, in any order, whatever the case, the four Turkish i's (İ, I, ı,
   * i) being one letter and ё being е; short words count too.
   */
  function expectedIds(allTitles: readonly string[], query: string): string[] {
    const fold = (text: string) =>
      Array.from(text, (c) => ('İIıi'.includes(c) ? 'i' : 'Ёё'.includes(c) ? 'е' : c.toLowerCase())).join('');
    const trimmed = query.trim();
    if (Array.from(trimmed).length < 3) return [];
    const words = fold(trimmed).split(/\s+/);
    return allTitles.flatMap((title, i) => (words.every((w) => fold(title).includes(w)) ? [String(i)] : []));
  }

  it('finds exactly the titles that contain every word of the query', () => {
    let cases = 0;
    let casesWithResults = 0;
    fc.assert(
      fc.property(
        fc.array(titleArb, { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
        fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: absentWord, weight: 1 }),
        fc.constantFrom(' ', '  ', '\t'),
        (rawTitles, pick, slices, extra, separator) => {
          const allTitles = rawTitles.map(capitalise);
          // Query words are pieces of one title's words (so most queries find it), in any order,
          // with now and then a word that no title has (so the query must find nothing).
          const targetWords = allTitles[pick % allTitles.length]!.split(' ');
          const pieces = slices.map(([w, start, length], i) => {
            const chosen = targetWords[w % targetWords.length]!;
            if (i === 0) return chosen;
            // Mostly from the word's start, mostly long: short pieces still come, but most
            // queries reach the three characters that searching needs.
            const from = start % 3 === 0 ? 0 : start % chosen.length;
            return chosen.slice(from, Math.max(from + 1, chosen.length - (length % 3)));
          });
          if (extra !== null) pieces.splice(pick % (pieces.length + 1), 0, extra);
          // Every other word in capitals (ASCII only: 'ı'.toUpperCase() is 'I', whose lower case is 'i').
          const shout = (piece: string) => piece.replace(/[a-z]/g, (c) => c.toUpperCase());
          const query = pieces.map((piece, i) => (i % 2 ? shout(piece) : piece)).join(separator);

          const search = createTitleSearch(allTitles.map((title, i) => doc(i, title)));
          const found = search.search(query).flatMap((g) => g.results.map((r) => r.id));
          const expected = expectedIds(allTitles, query);
          expect(new Set(found).size).toBe(found.length);
          expect([...found].sort()).toEqual([...expected].sort());
          cases += 1;
          if (expected.length > 0) casesWithResults += 1;
        },
      ),
      { numRuns: 400 },
    );
    // The equality above means little if most queries find nothing: queries are built from a
    // title's own words so that most do (75 to 80 % of cases in trial runs; an absent word and
    // queries under three characters make up the rest), and the floor below keeps it so.
    expect(cases).toBe(400);
    expect(casesWithResults / cases).toBeGreaterThan(0.6);
  });

  it('a short word that no title contains leaves nothing, however long the rest', () => {
    const many = createTitleSearch([
      doc(1, 'Pot Odds and Outs in Hold’em'),
      doc(2, 'Bankroll Rules for Holdem Grinders'),
    ]);
    const ids = (query: string) => many.search(query).flatMap((g) => g.results.map((r) => r.id));
    expect(ids('hold')).toEqual(expect.arrayContaining(['1', '2']));
    expect(ids('hold zq')).toEqual([]);
    expect(ids('xy holdem')).toEqual([]);
    expect(ids('q bankroll')).toEqual([]);
    // A short word that is in a title counts like any other.
    expect(ids('ut hold')).toEqual(['1']);
    expect(ids('od pot')).toEqual(['1']);
  });
});
