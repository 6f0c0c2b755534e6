// The search rules of docs/behaviour.md#search. Shared by the browser and the tests.

import { MIN_QUERY_LENGTH } from '../site/constants.ts';

export { MIN_QUERY_LENGTH };

/** The name of the browser's performance measure of each search's in-memory part, which the benchmark reads. */
export const QUERY_MEASURE = 'search-query';

/**
 * Case folding for matching: lowercase, with the Turkish i's made one letter and the Russian ё
 * read as е. The locale-independent toLowerCase turns 'İ' into 'i' plus a combining dot and
 * leaves 'ı' alone, so a Turkish reader's 'iki' would miss "İki" and 'YANILGISI' would miss
 * "Yanılgısı"; folding İ, I, ı and i together lets either spelling, or a keyboard without
 * Turkish letters, match. Russian writes ё as е in most texts and on most keyboards: "учет"
 * must find "Учёт ставок", and "учёт" a title written "Учет".
 */
export function foldCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i')
    .replace(/ё/g, 'е');
}

/** The space-separated words of a query, or none when the query is too short to search. */
export function searchWords(text: string): string[] {
  const trimmed = text.trim();
  if ([...trimmed].length < MIN_QUERY_LENGTH) return [];
  return foldCase(trimmed).split(/\s+/);
}

/** True when every word (already folded by searchWords) appears somewhere in the title, ignoring case, in any order. */
export function titleMatches(title: string, words: readonly string[]): boolean {
  const haystack = foldCase(title);
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
