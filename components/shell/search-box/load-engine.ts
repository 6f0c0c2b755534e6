import type { TitleSearch } from '@/browser/search/engine';
import type { PagedSearch, SearchFound } from '@/browser/search/paged';
import type { ListPage, SearchManifest } from '@/lib/search/shards';
import { QUERY_MEASURE } from '@/lib/search/rules';
import type { SearchIndexFile } from '@/lib/search/types';
import { searchIndexUrl } from '@/browser/shell/app-data';
import { siteLoader } from '@/browser/shell/site-loader';

type EngineModule = typeof import('@/browser/search/engine');
type PagedModule = typeof import('@/browser/search/paged');

let engineModulePromise: Promise<EngineModule> | undefined;
let pagedModulePromise: Promise<PagedModule> | undefined;
let manifestPromise: Promise<SearchManifest> | undefined;
let oneFile: { key: string; engine: Promise<TitleSearch> } | undefined;
let paged: Promise<PagedSearch> | undefined;

/** A promise that is forgotten when it fails, so the next use tries again. */
function retried<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

function engineModule(): Promise<EngineModule> {
  engineModulePromise ??= retried(import('@/browser/search/engine'), () => (engineModulePromise = undefined));
  return engineModulePromise;
}

function pagedModule(): Promise<PagedModule> {
  pagedModulePromise ??= retried(import('@/browser/search/paged'), () => (pagedModulePromise = undefined));
  return pagedModulePromise;
}

/**
 * The search manifest, at the address app-data.json names (no page names it: docs/behaviour.md#search).
 * The shell fetched that file when the page loaded, so only the manifest is asked for here.
 */
function manifest(): Promise<SearchManifest> {
  manifestPromise ??= retried(
    searchIndexUrl(siteLoader()).then((url) => siteLoader().loadJson<SearchManifest>(url)),
    () => (manifestPromise = undefined),
  );
  return manifestPromise;
}

/** The engine over one whole index, built once (a small site's file, or the one given). */
function oneFileEngine(key: string, file: () => Promise<SearchIndexFile>): Promise<TitleSearch> {
  if (oneFile?.key !== key) {
    const engine = retried(
      Promise.all([file(), engineModule()]).then(([data, { buildTitleSearch, readSearchIndexFile }]) =>
        buildTitleSearch(readSearchIndexFile(data)),
      ),
      () => (oneFile = undefined),
    );
    oneFile = { key, engine };
  }
  return oneFile.engine;
}

/**
 * The search manifest and the code that reads it, fetched when the reader reaches for the box:
 * neither is in the first-load JavaScript, and no list is fetched before a query names one.
 */
export function preloadSearch(index: SearchIndexFile | undefined): Promise<unknown> {
  if (index) return engineModule();
  return manifest().then((found): Promise<unknown> => ('pageRows' in found ? pagedModule() : engineModule()));
}

/**
 * The matches of `text` (docs/behaviour.md#search-at-scale): on a small site every one, from
 * the engine over its one file; on a large site those of the pages of one list read until more
 * than `shown` matched. `index` is given only where no search data files are written (the
 * development server runs no post-build step). A load that fails is tried again on the next use.
 */
export async function searchText(
  index: SearchIndexFile | undefined,
  text: string,
  shown: number,
): Promise<SearchFound> {
  if (index) return { groups: (await oneFileEngine('given', async () => index)).search(text), complete: true };
  const found = await manifest();
  if ('pageRows' in found) {
    paged ??= retried(
      pagedModule().then(({ pagedSearch }) => pagedSearch(found, (url) => siteLoader().loadJson<ListPage>(url))),
      () => (paged = undefined),
    );
    return (await paged).search(text, shown);
  }
  const engine = await oneFileEngine(found.all, () => siteLoader().loadJson<SearchIndexFile>(found.all));
  const started = performance.now();
  const groups = engine.search(text);
  performance.measure(QUERY_MEASURE, { start: started });
  return { groups, complete: true };
}
