// The data files (docs/architecture.md#the-data-files), built from the content module's
// grouping and look-ups (build time only).
import { builtPages } from '../../lib/content/built-pages.ts';
import type { SiteContent } from '../../lib/content/model/index.ts';
import {
  categoryTreeJson,
  contentHash,
  STATIC_QUERIES,
  searchFiles,
  staticQueries,
  type StaticQueryName,
  type WithAddresses,
} from '../../lib/site/static-queries.ts';
import type { AppData } from '../../browser/shell/app-data.ts';
import { APP_DATA_URL, pageDataUrl, sliceDataUrl, staticQueryUrl } from '../../browser/shell/data-urls.ts';
import type { PageData } from '../../browser/shell/loader.ts';
import type { PageKind } from '../../browser/shell/page-kinds.ts';

/**
 * Every data file, as site path → JSON text, in a stable order. A page's data says which build
 * and which kind of page it is, the two things the shell reads before it shows the page in
 * place; the page itself comes as HTML (docs/architecture.md#the-data-files).
 *
 * With `searchInPlace`, the search manifest (at `manifestUrl`) and the files it names are left
 * out: out/ holds them already, as the step that writes the files found (postbuild/steps/
 * data-files.ts). Working them out was 2 s at 50,000 articles.
 */
export function buildDataFiles(
  content: SiteContent & WithAddresses,
  buildHash: string,
  { searchInPlace }: { searchInPlace?: { manifestUrl: string } } = {},
): Map<string, string> {
  const files = new Map<string, string>();
  const page = (path: string, kind: PageKind) => {
    const body: PageData = { path, buildHash, kind };
    files.set(pageDataUrl(path), JSON.stringify(body));
  };
  // One data file for each page the routes export (lib/content/built-pages.ts).
  for (const { path, kind } of builtPages(content)) page(path, kind);

  // The addresses the content check kept (staticQueryUrls) must be the files' own: a file
  // written under any other would leave the tools that read them there without their data.
  const published = (name: StaticQueryName, url: string, json: string) => {
    const named = content.staticQueryUrls?.[name];
    if (named !== undefined && named !== url)
      throw new Error(
        `data files: the content snapshot names ${named} for "${name}" but its file is ${url}; expected the content snapshot's addresses to match its content`,
      );
    files.set(url, json);
  };
  let searchIndex: string;
  let categoryTree: string;
  if (searchInPlace) {
    searchIndex = searchInPlace.manifestUrl;
    categoryTree = categoryTreeJson(content);
    published('category-tree', staticQueryUrl(contentHash(categoryTree)), categoryTree);
  } else {
    const queries = staticQueries(content);
    for (const name of STATIC_QUERIES) published(name, queries[name].url, queries[name].json);
    // The search files the search manifest names: its shards and the whole index.
    for (const file of searchFiles(content)) files.set(file.url, file.json);
    searchIndex = queries['search-index'].url;
    categoryTree = queries['category-tree'].json;
  }
  // The menu's category tree, which the menu island loads when it first opens.
  files.set(sliceDataUrl('menu'), categoryTree);
  // The search manifest's address is here and in no page: it changes with every title.
  const appData: AppData = { buildHash, searchIndex };
  files.set(APP_DATA_URL, JSON.stringify(appData));
  return files;
}

/** The search manifest and the files it names, by site path: what `searchInPlace` leaves out. */
export function searchDataFiles(content: Pick<SiteContent, 'articles' | 'categories'>): string[] {
  return [staticQueries(content)['search-index'].url, ...searchFiles(content).map((file) => file.url)];
}
