// app-data.json, the live build's facts at a fixed address (docs/architecture.md#the-data-files):
// its build hash, for the version check, and its search manifest's address, for the search box.
// No page names the search manifest: its address is a hash of every title, so a page naming it
// would change with every new, retitled or removed article and an incremental build would render
// every page (docs/architecture.md#incremental-builds). The shell fetches the file on every load
// anyway, past every cache; the search box reuses that answer, so its first search waits on no
// extra round trip.
import { APP_DATA_URL, isStaticQueryUrl, staticQueryUrl } from './data-urls.ts';
import type { Loader } from './loader.ts';

export interface AppData {
  buildHash: string;
  /** The address of the search manifest (the `search-index` static query). */
  searchIndex: string;
}

/** The latest answer each loader had, kept until it fails (the next use then asks again). */
const latest = new WeakMap<Loader, Promise<AppData>>();

/** Fetches app-data.json past every cache; the answer stays for the page's later readers. */
export function fetchAppData(loader: Loader): Promise<AppData> {
  const fetched = loader.loadJson<AppData>(APP_DATA_URL, { cache: 'no-store' });
  latest.set(loader, fetched);
  fetched.catch(() => {
    if (latest.get(loader) === fetched) latest.delete(loader);
  });
  return fetched;
}

/** The live build's app data: the answer the version check had, else fetched now. */
export function liveAppData(loader: Loader): Promise<AppData> {
  return latest.get(loader) ?? fetchAppData(loader);
}

/** The search manifest's address, as app-data.json names it. */
export async function searchIndexUrl(loader: Loader): Promise<string> {
  const { searchIndex } = await liveAppData(loader);
  if (typeof searchIndex !== 'string' || !isStaticQueryUrl(searchIndex))
    throw new Error(
      `${APP_DATA_URL}: searchIndex is ${JSON.stringify(searchIndex)}; expected the address of a static query (${staticQueryUrl('{hash}')})`,
    );
  return searchIndex;
}
