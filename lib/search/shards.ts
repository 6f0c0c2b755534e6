// The search index in shards (docs/architecture.md#search-at-scale): which shard holds a title,
// and which one a query needs. Shared by the build, which writes the shards, and the browser,
// which fetches one; both must hash a trigram the same way.
import { foldCase } from './rules.ts';
import type { SearchIndexFile } from './types.ts';

/** Characters of the shard key: a query word this long or longer fetches one shard. */
export const SHARD_KEY_LENGTH = 3;

/** Titles a site may have before its index is split: below it, one shard is the whole index. */
export const TITLES_PER_SHARD = 2_000;

/** Shards at most: each is a line of the manifest, which every first search fetches. */
export const MAX_SHARDS = 1_024;

/** The search manifest (the static query the pages name): the shards and the whole index. */
export interface SearchManifest {
  /** Each shard's address and number of titles, by shard number. */
  shards: { url: string; titles: number }[];
  /** The whole index, for queries whose words are all shorter than the key. */
  all: string;
}

/** How many shards a site of `titles` titles gets: one up to TITLES_PER_SHARD, then a power of two. */
export function shardCount(titles: number): number {
  if (titles <= TITLES_PER_SHARD) return 1;
  // A title lands in one shard for each distinct trigram it has (about 30); many shards
  // keep the share of titles in any one small as the site grows.
  let count = 64;
  while (count < titles / 8 && count < MAX_SHARDS) count *= 2;
  return count;
}

/** FNV-1a over the UTF-16 units: the same number in Node and in every browser. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    value ^= text.charCodeAt(at);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** The distinct trigrams (of code points) of the folded words, none across a space. */
export function trigrams(foldedText: string): Set<string> {
  const found = new Set<string>();
  for (const token of foldedText.split(/\s+/)) {
    const chars = [...token];
    for (let at = 0; at + SHARD_KEY_LENGTH <= chars.length; at++)
      found.add(chars.slice(at, at + SHARD_KEY_LENGTH).join(''));
  }
  return found;
}

export const shardOf = (trigram: string, count: number) => hash(trigram) % count;

/** The shards a title is written into: one per distinct trigram's shard. */
export function titleShards(title: string, count: number): Set<number> {
  return new Set([...trigrams(foldCase(title))].map((trigram) => shardOf(trigram, count)));
}

/**
 * The shard a query needs, or undefined when its words are all shorter than the key. Every
 * title holding the longest word holds each of its trigrams, so each trigram's shard holds
 * every match; the smallest of them is fetched.
 */
export function shardForWords(words: readonly string[], manifest: Pick<SearchManifest, 'shards'>): number | undefined {
  const longest = words.reduce((best, word) => ([...word].length > [...best].length ? word : best), '');
  const candidates = [...trigrams(longest)].map((trigram) => shardOf(trigram, manifest.shards.length));
  if (candidates.length === 0) return undefined;
  return candidates.reduce((best, shard) =>
    manifest.shards[shard]!.titles < manifest.shards[best]!.titles ||
    (manifest.shards[shard]!.titles === manifest.shards[best]!.titles && shard < best)
      ? shard
      : best,
  );
}

/** Splits the whole index into shard files, each in the whole index's own form and order. */
export function splitSearchIndex(file: SearchIndexFile, count = shardCount(file.articles.length)): SearchIndexFile[] {
  if (count === 1) return [file];
  const rows: SearchIndexFile['articles'][] = Array.from({ length: count }, () => []);
  for (const row of file.articles) for (const shard of titleShards(row[0], count)) rows[shard]!.push(row);
  return rows.map((articles) => {
    // Each shard names only the headings its own titles are listed under.
    const groups: string[] = [];
    const position = new Map<number, number>();
    const remapped = articles.map(([title, slug, group]): SearchIndexFile['articles'][number] => {
      let at = position.get(group);
      if (at === undefined) {
        at = groups.push(file.groups[group] ?? '') - 1;
        position.set(group, at);
      }
      return [title, slug, at];
    });
    return { groups, articles: remapped };
  });
}
