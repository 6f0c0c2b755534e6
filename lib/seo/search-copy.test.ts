// Titles fitted into a search result: the brand goes first, then the context; a page number stays.
import { describe, expect, it } from 'vitest';

import { charCount, searchTitle, TITLE_MAX_CHARS } from './search-copy.ts';

const BRAND = 'Odds & Aces';
const letters = (count: number) => 'x'.repeat(count);

describe('charCount', () => {
  it('counts code points: an emoji as written, a Cyrillic or Turkish letter as one', () => {
    expect(charCount('🎲')).toBe(1);
    expect(charCount('♠️')).toBe(2);
    expect(charCount('Ставка и Блеф')).toBe(13);
    expect(charCount('Oran ve Blöf')).toBe(12);
    expect('🎲'.length).toBe(2); // what a plain string length would have counted
  });
});

describe('searchTitle', () => {
  it('is "{name} | {brand}" when that fits in 60 characters', () => {
    expect(searchTitle(BRAND, { name: 'Omaha Poker' })).toBe('Omaha Poker | Odds & Aces');
    const longest = letters(TITLE_MAX_CHARS - ' | Odds & Aces'.length);
    expect(searchTitle(BRAND, { name: longest })).toBe(`${longest} | Odds & Aces`);
  });

  it('drops the brand when the name leaves no room for it', () => {
    const name = letters(TITLE_MAX_CHARS - ' | Odds & Aces'.length + 1);
    expect(searchTitle(BRAND, { name })).toBe(name);
    expect(searchTitle(BRAND, { name: letters(60) })).toBe(letters(60));
  });

  it('keeps name, context and page number, in that order, with the brand when all fit', () => {
    expect(searchTitle(BRAND, { name: 'Omaha Poker', context: 'Poker Tutorials', page: 'Page 2 of 4' })).toBe(
      'Omaha Poker · Poker Tutorials · Page 2 of 4 | Odds & Aces',
    );
  });

  it('drops the brand before the context', () => {
    const title = searchTitle(BRAND, {
      name: 'Other Poker Variations',
      context: 'Poker Game Variations',
      page: 'Page 2',
    });
    expect(title).toBe('Other Poker Variations · Poker Game Variations · Page 2');
  });

  it('drops the context when the title is still too long, and takes the brand back if it fits then', () => {
    expect(
      searchTitle(BRAND, { name: 'Other Aspects of Gambling Psychology', context: 'Psychology of Gambling' }),
    ).toBe('Other Aspects of Gambling Psychology | Odds & Aces');
    expect(
      searchTitle(BRAND, {
        name: 'Other Aspects of Gambling Psychology',
        context: 'Psychology of Gambling',
        page: 'Page 12 of 15',
      }),
    ).toBe('Other Aspects of Gambling Psychology · Page 12 of 15');
  });

  it('never drops the page number: a name too long beside it is shortened at a word', () => {
    const name = 'Sitemap: A Category Title Written as Long as the Schema Allows It';
    const title = searchTitle(BRAND, { name, page: 'Page 12 of 15' });
    expect(title).toBe('Sitemap: A Category Title Written as Long… · Page 12 of 15');
    expect(charCount(title)).toBeLessThanOrEqual(TITLE_MAX_CHARS);
  });

  it('keeps a whole last word that ends exactly at the cut', () => {
    // Beside ' · Page 12 of 15' the name has 44 characters: 43 and the ellipsis. 'Wordword' ends at 43.
    const name = `${'abcd '.repeat(7)}Wordword tail that will not fit`;
    const title = searchTitle(BRAND, { name, page: 'Page 12 of 15' });
    expect(title).toBe(`${'abcd '.repeat(7)}Wordword… · Page 12 of 15`);
    expect(charCount(title)).toBe(TITLE_MAX_CHARS);
  });

  it('counts an emoji as one code point, not as its two UTF-16 units', () => {
    const name = `${letters(45)}🎲`; // 46 code points, 47 UTF-16 units: with ' | Odds & Aces' (14), 60
    expect(searchTitle(BRAND, { name })).toBe(`${name} | Odds & Aces`);
  });
});
