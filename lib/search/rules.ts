// The search rules of docs/architecture.md#search. Shared by the browser and the tests.

import { MIN_QUERY_LENGTH } from '../site/constants';

export { MIN_QUERY_LENGTH };

/** The space-separated words of a query, or none when the query is too short to search. */
export function searchWords(text: string): string[] {
  const trimmed = text.trim();
  if ([...trimmed].length < MIN_QUERY_LENGTH) return [];
  return trimmed.toLowerCase().split(/\s+/);
}

/** True when every word appears somewhere in the title, ignoring case, in any order. */
export function titleMatches(title: string, words: readonly string[]): boolean {
  const haystack = title.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
