import type { TitleSearch } from '@/browser/search/engine';
import type { SearchManifest } from '@/lib/search/shards';
import { shardForWords } from '@/lib/search/shards';
import { searchWords } from '@/lib/search/rules';
import type { SearchIndexFile } from '@/lib/search/types';
import { siteLoader } from '@/browser/shell/site-loader';

type EngineModule = typeof import('@/browser/search/engine');

let modulePromise: Promise<EngineModule> | undefined;
let manifestPromise: Promise<SearchManifest> | undefined;
/** Engines built over a search file, by its address; the last few only (a shard is one query's worth). */
const engines = new Map<string, Promise<TitleSearch>>();
const ENGINES_KEPT = 4;

/** A promise that is forgotten when it fails, so the next use tries again. */
function retried<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

function engineModule(): Promise<EngineModule> {
  modulePromise ??= retried(import('@/browser/search/engine'), () => (modulePromise = undefined));
  return modulePromise;
}

function manifest(indexUrl: string): Promise<SearchManifest> {
  manifestPromise ??= retried(siteLoader().loadJson<SearchManifest>(indexUrl), () => (manifestPromise = undefined));
  return manifestPromise;
}

function engineFor(key: string, file: () => Promise<SearchIndexFile>): Promise<TitleSearch> {
  let engine = engines.get(key);
  if (engine) {
    // The most recent use goes last, so the oldest is the one let go.
    engines.delete(key);
  } else {
    engine = retried(
      Promise.all([file(), engineModule()]).then(([data, { buildTitleSearch, readSearchIndexFile }]) =>
        buildTitleSearch(readSearchIndexFile(data)),
      ),
      () => engines.delete(key),
    );
  }
  engines.set(key, engine);
  while (engines.size > ENGINES_KEPT) engines.delete(engines.keys().next().value!);
  return engine;
}

/**
 * The search manifest and the engine's code, fetched when the reader reaches for the box:
 * neither is in the first-load JavaScript, and no shard is fetched before a query names one.
 */
export function preloadSearch(indexUrl: string, index: SearchIndexFile | undefined): Promise<unknown> {
  return index ? engineModule() : Promise.all([manifest(indexUrl), engineModule()]);
}

/**
 * The engine that answers `text`: over the one shard its longest word needs, or over the whole
 * index when every word is shorter than the shard key (docs/architecture.md#search-at-scale).
 * `index` is given only where no search data files are written (the development server runs
 * no post-build step): then it is the engine over that. A load that fails is tried again on
 * the next use.
 */
export async function loadEngine(
  indexUrl: string,
  index: SearchIndexFile | undefined,
  text: string,
): Promise<TitleSearch> {
  if (index) return engineFor('given', async () => index);
  const searchManifest = await manifest(indexUrl);
  const shard = shardForWords(searchWords(text), searchManifest);
  const url = shard === undefined ? searchManifest.all : searchManifest.shards[shard]!.url;
  return engineFor(url, () => siteLoader().loadJson<SearchIndexFile>(url));
}
