// The search index in lists and pages (docs/behaviour.md#search-at-scale): which list a
// query reads, and the address of each of its pages. Shared by the build, which writes them
// (lib/search/write-lists.ts), and the browser, which fetches them; both must name a trigram's
// list the same way. Browser code: no Node modules here.
import { staticQueryUrl } from '../../browser/shell/data-urls.ts';
import type { SearchIndexFile } from './types.ts';

/** Characters of the key: a query word this long or longer reads a trigram's list. */
export const SHARD_KEY_LENGTH = 3;

/**
 * Titles a site may have before its index is split: up to it, one file is the whole index and
 * minisearch's engine orders the results. Above it, building that engine on first use is what
 * the reader waits for (0.8 s at 300 titles, 1.1 to 1.4 s at 1,000, CPU slowed 4×), while a
 * list's pages answer in under 0.5 s at any size (docs/performance.md).
 */
export const TITLES_PER_SHARD = 100;

/** Titles in one page of a list: about 4 KB gzip; two pages hold more than the box first lists of a frequent word. */
export const PAGE_ROWS = 256;

/** A trigram held by at least this many titles has a list of its own; rarer ones share a bucket. */
export const NAMED_MIN_TITLES = 256;

/** Titles a bucket holds on average: one page, so a rare trigram costs one fetch. */
export const BUCKET_TITLES = PAGE_ROWS / 2;

/** Buckets at most. */
export const MAX_BUCKETS = 1_024;

/** The manifest of a site small enough for one file: that file, exactly as before the lists. */
export interface OneFileManifest {
  shards: [{ url: string; titles: number }];
  all: string;
}

/** A list's version (8 hex digits of its content's hash, page size included) and its number of titles. */
export type ListEntry = [version: string, titles: number];

/**
 * The manifest of a large site. Every list holds its titles as rows [title, slug, heading] in
 * one fixed order, the heading's position first: the headings' order, then the site's order
 * within a heading. `all` holds every title, `named` the titles of each frequent trigram,
 * `buckets` those of the rarer trigrams that hash to each.
 */
export interface PagedManifest {
  pageRows: number;
  groups: string[];
  all: ListEntry;
  named: Record<string, ListEntry>;
  buckets: ListEntry[];
}

export type SearchManifest = OneFileManifest | PagedManifest;

/** One page of a list: its rows, the heading as its position in the manifest's `groups`. */
export type ListPage = SearchIndexFile['articles'];

export const isPaged = (manifest: SearchManifest): manifest is PagedManifest => 'pageRows' in manifest;

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

export const bucketOf = (trigram: string, buckets: number) => hash(trigram) % buckets;

/** A list of the manifest: its kind and key, which name its files, and its entry. */
export interface ListRef {
  name: string;
  entry: ListEntry;
}

/** A file name's part for a trigram: its UTF-8 bytes in hex (file names stay ASCII). */
const hexOf = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');

export const allList = (manifest: PagedManifest): ListRef => ({ name: 'a', entry: manifest.all });
export const namedList = (trigram: string, entry: ListEntry): ListRef => ({ name: `t${hexOf(trigram)}`, entry });
export const bucketList = (bucket: number, entry: ListEntry): ListRef => ({ name: `b${bucket}`, entry });

/**
 * A heading by its position in `groups`, '' when there is none. An index and an own entry only: a
 * position read from a data file that is not one (`"constructor"`, `"length"`) must not reach
 * Array.prototype or the array's length.
 */
export const groupAt = (groups: readonly string[], group: number): string =>
  Number.isInteger(group) && Object.hasOwn(groups, group) ? (groups[group] ?? '') : '';

/** The list that holds every title with `trigram`: its own when it is frequent, else its bucket. */
export function listOfTrigram(trigram: string, manifest: PagedManifest): ListRef {
  // Own keys only: `named` comes from the manifest file, and a key such as `constructor` or
  // `__proto__` would otherwise find Object.prototype's.
  const named = Object.hasOwn(manifest.named, trigram) ? manifest.named[trigram] : undefined;
  if (named) return namedList(trigram, named);
  const bucket = bucketOf(trigram, manifest.buckets.length);
  return bucketList(bucket, manifest.buckets[bucket]!);
}

/**
 * The list a query reads: among the lists of every trigram of every word of three characters
 * or more, the one with the fewest titles. A title that contains a word contains each of its
 * trigrams, so that list holds every match. With no such word, the list of all titles.
 */
export function listForWords(words: readonly string[], manifest: PagedManifest): ListRef {
  let best: ListRef | undefined;
  for (const word of words)
    for (const trigram of trigrams(word)) {
      const list = listOfTrigram(trigram, manifest);
      if (!best || list.entry[1] < best.entry[1] || (list.entry[1] === best.entry[1] && list.name < best.name))
        best = list;
    }
  return best ?? allList(manifest);
}

export const pagesOf = (list: ListRef, manifest: PagedManifest) => Math.ceil(list.entry[1] / manifest.pageRows);

/**
 * A page's address, a static query like the others (hashed, immutable): the list's name and
 * version, then the page. The name keeps two lists apart; the version, one list's builds.
 */
export const pageUrl = (list: ListRef, page: number) => staticQueryUrl(`s-${list.name}-${list.entry[0]}-${page}`);
