// Registers /sw.js through workbox-window. On the very first install the page itself was not
// served by the worker, so it asks the worker to save this page and the files it loaded:
// the article just read is then readable offline too.
import { Workbox } from 'workbox-window';

import { pageDataUrl } from './data-urls';

/** This page, its page data and every same-origin file it has loaded so far. */
function urlsOfThisPage(): string[] {
  const origin = window.location.origin;
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urls = [window.location.href.split('#')[0] ?? window.location.href, new URL(pageDataUrl(window.location.pathname), origin).href, ...loaded];
  return [...new Set(urls.filter((url) => url.startsWith(`${origin}/`)))];
}

export async function registerServiceWorker(url: string): Promise<void> {
  const workbox = new Workbox(url);
  workbox.addEventListener('activated', (event) => {
    // After an update the open page may be from the old build: not for the new build's caches.
    if (event.isUpdate) return;
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urlsOfThisPage() } });
  });
  await workbox.register();
}
