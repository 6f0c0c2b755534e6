// Names of the service worker's caches, shared by the worker (browser/service-worker/worker.ts)
// and the page's kill switch (browser/shell/service-worker.ts).

/** Every cache the worker makes starts with this, so only ours are ever deleted. */
export const CACHE_PREFIX = 'idn-';

/** The address the worker is served at (docs/behaviour.md#service-worker-registration). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The page shown for a navigation that has neither network nor a saved copy. */
export const OFFLINE_PAGE_URL = '/offline.html';

/**
 * A cache of one build: a new build's worker starts from empty caches and deletes the old
 * ones, so it never serves one build's HTML with another build's files.
 */
export function buildCacheName(kind: string, buildHash: string): string {
  return `${CACHE_PREFIX}${kind}-${buildHash}`;
}

/** Caches of other builds (or of an earlier worker format), to be deleted. */
export function isOutdatedCache(name: string, buildHash: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !name.endsWith(`-${buildHash}`);
}
