// The static queries: site-wide data files the pages' islands fetch (the search index, the
// category tree), each published under a hash of its own content. The pages name their
// addresses when they render and the post-build step writes them (postbuild/data-files/), so
// both read them here.
import { createHash } from 'node:crypto';

import type { SiteContent } from '../content/types.ts';
import { buildSearchIndexFile } from '../search/documents.ts';
import { splitSearchIndex, type SearchManifest } from '../search/shards.ts';
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
 * The search files the manifest names: the whole index and its shards (one and the same file
 * on a site small enough for one shard), in a stable order, each once.
 */
export function searchFiles(content: Pick<SiteContent, 'articles' | 'categories'>): StaticFile[] {
  return search(content).files;
}

function search(content: Pick<SiteContent, 'articles' | 'categories'>) {
  let result = searchMemo.get(content.articles);
  if (!result) {
    const whole = buildSearchIndexFile(content.articles, content.categories);
    const all = published(JSON.stringify(whole));
    const shards = splitSearchIndex(whole).map((shard) => ({
      file: shardFile(shard, whole, all),
      titles: shard.articles.length,
    }));
    const manifest: SearchManifest = {
      shards: shards.map(({ file, titles }) => ({ url: file.url, titles })),
      all: all.url,
    };
    const files = new Map([[all.url, all], ...shards.map(({ file }) => [file.url, file] as const)]);
    result = { manifest: JSON.stringify(manifest), files: [...files.values()] };
    searchMemo.set(content.articles, result);
  }
  return result;
}

// One shard that is the whole index is the whole index's file, written once.
const shardFile = (shard: object, whole: object, all: StaticFile) =>
  shard === whole ? all : published(JSON.stringify(shard));

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

function computeStaticQueries(
  content: Pick<SiteContent, 'articles' | 'categories'>,
): Record<StaticQueryName, { url: string; json: string }> {
  const entries = {
    'search-index': search(content).manifest,
    'category-tree': JSON.stringify(
      content.categories.map((c) => ({
        title: c.title,
        url: c.url,
        children: c.children.map((s) => ({ title: s.title, url: s.url })),
      })),
    ),
  };
  return Object.fromEntries(
    Object.entries(entries).map(([name, json]) => [name, { url: staticQueryUrl(contentHash(json)), json }]),
  ) as Record<StaticQueryName, { url: string; json: string }>;
}
