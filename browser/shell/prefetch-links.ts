// Watches the page's internal links and feeds the batched prefetch scheduler (browser/shell/prefetch).
import { PREFETCH_FIRST_DELAY_MS } from '../../lib/site/constants.ts';
import { createPrefetchScheduler, prefetchAllowed } from './prefetch.ts';

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string; saveData?: boolean } };

function internalPath(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname === window.location.pathname ? null : url.pathname;
}

const allowed = () => {
  const nav = navigator as NavigatorWithConnection;
  return prefetchAllowed({ userAgent: nav.userAgent, connection: nav.connection });
};

/**
 * Runs `prefetch` under the rules for prefetching links: never on 2g, with data-saver or for
 * bots, and not before the first batch of links would start (3 s after load), so the page's
 * first-load JavaScript stays the shell's alone; then once the browser is idle. Safari has no
 * requestIdleCallback: there, at that moment.
 */
export function prefetchWhenIdle(prefetch: () => void): void {
  if (!allowed()) return;
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 2000 });
    else prefetch();
  }, PREFETCH_FIRST_DELAY_MS);
}

/** Starts prefetching the links in view; returns a function that stops it. */
export function startLinkPrefetch(load: (path: string) => Promise<unknown>): () => void {
  if (!allowed()) return () => undefined;

  const scheduler = createPrefetchScheduler({ load });
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const path = internalPath(entry.target as HTMLAnchorElement);
      if (path) scheduler.enqueue(path);
      observer.unobserve(entry.target);
    }
  });
  const watch = (root: ParentNode) =>
    root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => observer.observe(a));
  watch(document);
  const mutations = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && watch(node));
  });
  mutations.observe(document.body, { childList: true, subtree: true });

  /** The link the pointer is on is loaded at once. */
  const loadNow = (anchor: HTMLAnchorElement | null | undefined) => {
    const path = anchor && internalPath(anchor);
    if (path) scheduler.now(path);
  };
  const onHover = (event: Event) => loadNow((event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]'));
  document.addEventListener('pointerover', onHover, { passive: true });
  // Prefetching starts after the page has loaded: a pointer that came to rest on a link before
  // then sent its pointerover to no one, and sends none again until it moves.
  loadNow(document.querySelector<HTMLAnchorElement>('a[href]:hover'));

  return () => {
    scheduler.stop();
    observer.disconnect();
    mutations.disconnect();
    document.removeEventListener('pointerover', onHover);
  };
}
