// The static queries: site-wide data files the pages' islands fetch (the search index, the
// category tree), each published under a hash of its own content. The pages name their
// addresses when they render and the post-build step writes them (postbuild/data-files/), so
// both read them here.
import { createHash } from 'node:crypto';

import type { SiteContent } from '../content/types.ts';
import { buildSearchIndexFile } from '../search/documents.ts';
import { staticQueryUrl } from '../../browser/shell/data-urls.ts';

/** Names the static queries; each is written under a hash of its own content. */
export const STATIC_QUERIES = ['search-index', 'category-tree'] as const;
export type StaticQueryName = (typeof STATIC_QUERIES)[number];

export const contentHash = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

const memo = new WeakMap<object, Record<StaticQueryName, { url: string; json: string }>>();

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
    'search-index': JSON.stringify(buildSearchIndexFile(content.articles, content.categories)),
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
