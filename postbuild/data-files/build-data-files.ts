// The data files (docs/architecture.md#the-data-files), built from the content module's
// grouping and look-ups (build time only).
import { createHash } from 'node:crypto';

import { builtPages } from '../../lib/content/built-pages';
import type { SiteContent } from '../../lib/content/types';
import { buildSearchIndexFile } from '../../lib/search/documents';
import { pageDataUrl, sliceDataUrl, staticQueryUrl } from '../../browser/shell/data-urls';
import type { PageData } from '../../browser/shell/loader';
import type { PageKind } from '../../browser/shell/page-kinds';

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

/**
 * Every data file, as site path → JSON text, in a stable order. A page's data says which build
 * and which kind of page it is, the two things the shell reads before it shows the page in
 * place; the page itself comes as HTML (docs/architecture.md#the-data-files).
 */
export function buildDataFiles(content: SiteContent, buildHash: string): Map<string, string> {
  const files = new Map<string, string>();
  const page = (path: string, kind: PageKind) => {
    const body: PageData = { path, buildHash, kind };
    files.set(pageDataUrl(path), JSON.stringify(body));
  };
  // One data file for each page the routes export (lib/content/built-pages.ts).
  for (const { path, kind } of builtPages(content)) page(path, kind);

  const queries = staticQueries(content);
  for (const name of STATIC_QUERIES) files.set(queries[name].url, queries[name].json);
  // The menu's category tree, which the menu island loads when it first opens.
  files.set(sliceDataUrl('menu'), queries['category-tree'].json);
  files.set('/app-data.json', JSON.stringify({ buildHash }));
  return files;
}
