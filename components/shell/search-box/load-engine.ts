import type { TitleSearch } from '@/browser/search/engine';
import type { SearchIndexFile } from '@/lib/search/types';
import { siteLoader } from '@/browser/shell/site-loader';

let enginePromise: Promise<TitleSearch> | undefined;

/**
 * The index and the engine load on first use only: neither is in the first-load JavaScript.
 * `index` is given only where no search data file is written (the development server runs
 * no post-build step). A load that fails is tried again on the next use.
 */
export function loadEngine(indexUrl: string, index: SearchIndexFile | undefined): Promise<TitleSearch> {
  enginePromise ??= Promise.all([
    index ?? siteLoader().loadJson<SearchIndexFile>(indexUrl),
    import('@/browser/search/engine'),
  ]).then(([file, { buildTitleSearch, readSearchIndexFile }]) => buildTitleSearch(readSearchIndexFile(file)));
  enginePromise.catch(() => {
    enginePromise = undefined;
  });
  return enginePromise;
}
