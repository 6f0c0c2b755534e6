/// <reference lib="webworker" />
// The service worker at /sw.js, bundled by the post-build step (build-service-worker.ts) with
// Workbox's modules. What it promises a reader:
// - pages and their page data come from the network while there is one (network first), so
//   an online reader always gets the current build;
// - what was visited is kept and shown when the network is gone;
// - a page never visited shows the offline page instead of the browser's error;
// - every cache is named by the build hash: a new build's worker takes over at once, starts
//   empty and deletes the old build's caches, so HTML of one build is never served with the
//   files of another (the shell then reloads once for the new build, browser/shell/runtime.ts).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

import { APP_DATA_URL } from '../shell/data-urls.ts';
import { buildCacheName, isOutdatedCache, OFFLINE_PAGE_URL } from './cache-names.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** Replaced by the build hash when the worker is bundled. */
declare const __BUILD_HASH__: string;

const BUILD_HASH = __BUILD_HASH__;
const MAX_PAGES = 100;
const MAX_FILES = 300;

setCacheNameDetails({ prefix: 'idn', suffix: BUILD_HASH });
// Only the offline page and what it needs: pages are cached as they are read, never up front.
precacheAndRoute(self.__WB_MANIFEST);

// A new build's worker does not wait for every tab of the old build to close.
void self.skipWaiting();
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => isOutdatedCache(name, BUILD_HASH)).map((name) => caches.delete(name))),
      ),
  );
});

const onlySuccess = () => new CacheableResponsePlugin({ statuses: [200] });
// A page fetched at an old address arrives after a redirect (docs/hosting.md#redirects). Kept
// under the old address, it would be served offline to a navigation there, which the browser
// refuses for a redirected answer (an error page, not even the offline one); the browser asks
// for the new address itself, and that answer is kept.
const notRedirected = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.redirected ? null : response),
};
const keepAtMost = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages: the HTML of each page read. Every page's address ends in a slash (trailingSlash);
// the shell's in-place navigations and prefetches ask for a page by its address, a request
// that is not a navigation.
const isPage = (request: Request, url: URL) =>
  sameOrigin(url) && (request.mode === 'navigate' || url.pathname.endsWith('/'));
registerRoute(
  ({ request, url }) => isPage(request, url),
  new NetworkFirst({
    cacheName: buildCacheName('pages', BUILD_HASH),
    plugins: [onlySuccess(), notRedirected, keepAtMost(MAX_PAGES)],
  }),
);

// Files named by a hash of their content (the site's scripts and styles, static queries): the
// same name is the same bytes in any build, so a saved copy is always right.
registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/page-data/sq/d/')),
  new CacheFirst({ cacheName: buildCacheName('static', BUILD_HASH), plugins: [onlySuccess(), keepAtMost(MAX_FILES)] }),
);

// Page data, slices and app-data.json (the shell's loader). app-data.json names the search
// index's address: kept, it lets a page opened offline search the titles saved before.
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/page-data/') ||
      url.pathname.startsWith('/slice-data/') ||
      url.pathname === APP_DATA_URL),
  new NetworkFirst({
    cacheName: buildCacheName('data', BUILD_HASH),
    plugins: [onlySuccess(), notRedirected, keepAtMost(MAX_FILES)],
  }),
);

// The logo and other images of the site itself.
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: buildCacheName('images', BUILD_HASH),
    plugins: [onlySuccess(), keepAtMost(MAX_PAGES)],
  }),
);

// No network and no saved copy: a page gets the offline page, anything else fails as it would have.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
  return Response.error();
});
