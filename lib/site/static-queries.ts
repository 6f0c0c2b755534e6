// The static queries: site-wide data files the pages' islands fetch (the search index, the
// category tree), each published under a hash of its own content. The pages name their
// addresses when they render and the post-build step writes them (postbuild/data-files/), so
// both read them here.
import { createHash } from 'node:crypto';

import type { StaticQueryUrls } from '../content/snapshot.ts';
import type { SiteContent } from '../content/model/index.ts';
import { buildSearchIndexFile } from '../search/documents.ts';
import type { OneFileManifest } from '../search/shards.ts';
import type { SearchIndexFile } from '../search/types.ts';
import { writeSearchLists, type ListOptions } from '../search/write-lists.ts';
import { staticQueryUrl } from '../../browser/shell/data-urls.ts';

/**
 * Names the static queries; each is written under a hash of its own content. 'search-index' is
 * the search manifest, which names the search files (searchFiles) by their own hashes.
 */
export const STATIC_QUERIES = ['search-index', 'category-tree'] as const;
export type StaticQueryName = (typeof STATIC_QUERIES)[number];

export const contentHash = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

export interface StaticFile {
  url: string;
  json: string;
}

const memo = new WeakMap<object, Record<StaticQueryName, StaticFile>>();
const searchMemo = new WeakMap<object, { manifest: string; files: StaticFile[] }>();
const published = (json: string): StaticFile => ({ url: staticQueryUrl(contentHash(json)), json });

/**
 * The search files the manifest names (docs/behaviour.md#search-at-scale): the whole index
 * on a site small enough for one file, else the pages of its lists; in a stable order, each once.
 */
export function searchFiles(content: Pick<SiteContent, 'articles' | 'categories'>): StaticFile[] {
  return search(content).files;
}

function search(content: Pick<SiteContent, 'articles' | 'categories'>) {
  let result = searchMemo.get(content.articles);
  if (!result) {
    result = searchFilesOf(buildSearchIndexFile(content.articles, content.categories));
    searchMemo.set(content.articles, result);
  }
  return result;
}

/**
 * The manifest and the files of a search index: one file that is the whole index up to
 * TITLES_PER_SHARD titles (the manifest's one shard and `all`), else the paged lists.
 * `options` are for the tests and the benchmark, which set smaller lists.
 */
export function searchFilesOf(
  whole: SearchIndexFile,
  options?: ListOptions,
): { manifest: string; files: StaticFile[] } {
  const lists = writeSearchLists(whole, options);
  if (lists) return { manifest: JSON.stringify(lists.manifest), files: lists.files };
  const all = published(JSON.stringify(whole));
  const manifest: OneFileManifest = { shards: [{ url: all.url, titles: whole.articles.length }], all: all.url };
  return { manifest: JSON.stringify(manifest), files: [all] };
}

/** Content that may carry its static queries' addresses, as the content check computed them. */
export type WithAddresses = Pick<SiteContent, 'articles' | 'categories'> & { staticQueryUrls?: StaticQueryUrls };

/**
 * The address of each static query, as the pages name them. A build's content check computes
 * them once and keeps them in the content snapshot (lib/content/snapshot.ts), which every render
 * worker reads: the search manifest's address is a hash over every search file, and computing
 * those in each worker held them all in its memory for the whole render (164 MB of JSON at
 * 50,000 articles) and doubled the work. Content read without a snapshot computes them here.
 */
export function staticQueryUrls(content: WithAddresses): Record<StaticQueryName, string> {
  const kept = content.staticQueryUrls;
  const urlOf =
    kept && STATIC_QUERIES.every((name) => typeof kept[name] === 'string')
      ? (name: StaticQueryName) => kept[name]!
      : (name: StaticQueryName) => staticQueries(content)[name].url;
  return Object.fromEntries(STATIC_QUERIES.map((name) => [name, urlOf(name)])) as Record<StaticQueryName, string>;
}

/** The JSON of each static query, with the address it is published under (computed once per content). */
export function staticQueries(
  content: Pick<SiteContent, 'articles' | 'categories'>,
): Record<StaticQueryName, { url: string; json: string }> {
  let result = memo.get(content.articles);
  if (!result) {
    result = computeStaticQueries(content);
    memo.set(content.articles, result);
  }
  return result;
}

/** The menu's category tree, the static query 'category-tree', as JSON. */
export const categoryTreeJson = (content: Pick<SiteContent, 'categories'>): string =>
  JSON.stringify(
    content.categories.map((c) => ({
      title: c.title,
      url: c.url,
      children: c.children.map((s) => ({ title: s.title, url: s.url })),
    })),
  );

function computeStaticQueries(
  content: Pick<SiteContent, 'articles' | 'categories'>,
): Record<StaticQueryName, { url: string; json: string }> {
  const entries = {
    'search-index': search(content).manifest,
    'category-tree': categoryTreeJson(content),
  };
  return Object.fromEntries(
    Object.entries(entries).map(([name, json]) => [name, { url: staticQueryUrl(contentHash(json)), json }]),
  ) as Record<StaticQueryName, { url: string; json: string }>;
}
