// Registers /sw.js with the browser's own API. On the very first install the page itself was
// not served by the worker, so it asks the worker to save this page and the files it loaded:
// the article just read is then readable offline too. The request is Workbox's CACHE_URLS
// message, which the worker's router answers (workbox-routing's addCacheListener); the
// window side is one postMessage, so workbox-window (about 3 KB gzip in the first visit's
// JavaScript) is not needed for it.
import { pageDataUrl } from './data-urls.ts';

/** This page, its page data and every same-origin file it has loaded so far. */
function urlsOfThisPage(): string[] {
  const origin = window.location.origin;
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const urls = [
    window.location.href.split('#')[0] ?? window.location.href,
    new URL(pageDataUrl(window.location.pathname), origin).href,
    ...loaded,
  ];
  return [...new Set(urls.filter((url) => url.startsWith(`${origin}/`)))];
}

function whenActivated(worker: ServiceWorker): Promise<void> {
  if (worker.state === 'activated') return Promise.resolve();
  return new Promise((resolve) => {
    worker.addEventListener('statechange', function onStateChange() {
      if (worker.state !== 'activated') return;
      worker.removeEventListener('statechange', onStateChange);
      resolve();
    });
  });
}

export async function registerServiceWorker(url: string): Promise<void> {
  // A page a worker already controls came through it (and so did its files); after an update
  // the open page may be from the old build, not for the new build's caches either.
  const controlledBefore = navigator.serviceWorker.controller !== null;
  const registration = await navigator.serviceWorker.register(url);
  if (controlledBefore) return;
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker) return;
  await whenActivated(worker);
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urlsOfThisPage() } });
}
