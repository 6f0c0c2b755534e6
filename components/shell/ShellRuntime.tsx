'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

import { recoverFromChunkFailure } from '@/lib/shell/chunk-recovery';
import { APP_DATA_URL } from '@/lib/shell/data-urls';
import { shellNavigationTarget } from '@/lib/shell/internal-link';
import { claimOnce, clearFlag } from '@/lib/shell/session-flags';
import { siteLoader as loader } from '@/lib/shell/site-loader';
import { DELAYED_ROUTE_NOTICE_MS } from '@/lib/site/constants';
import { paths } from '@/lib/site/paths';

const BUILD_HASH = process.env.NEXT_PUBLIC_BUILD_HASH ?? '';
const RELOAD_FLAG = 'shell:reloaded-for-build';

/** A different build is live: load it in full, once per build per session. */
function reloadForBuild(newHash: string, href?: string): boolean {
  if (!claimOnce(RELOAD_FLAG, newHash)) return false;
  if (href) window.location.assign(href);
  else window.location.reload();
  return true;
}

/**
 * The client shell (SPEC sections 4, 7, 8, 9): navigations go through the one loader, a
 * slow one shows a notice, a new build reloads once, links are prefetched in batches and
 * a failed chunk loads the last path the router knew in full.
 */
export function ShellRuntime({ loadingText, serviceWorker }: { loadingText: string; serviceWorker: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const [delayed, setDelayed] = useState(false);
  const lastKnownPath = useRef(pathname);
  const delayTimer = useRef<number | undefined>(undefined);

  // Each arrival: the notice goes, the path becomes the last known good one.
  useEffect(() => {
    window.clearTimeout(delayTimer.current);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the route changed outside React state
    setDelayed(false);
    lastKnownPath.current = pathname;
  }, [pathname]);

  // The service worker (or the removal of an earlier one) waits for the page to load: its
  // code is fetched then, off the first paint's path.
  useEffect(() => {
    const start = () => void import('@/lib/shell/service-worker').then(({ startServiceWorker }) => startServiceWorker(serviceWorker));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [serviceWorker]);

  useEffect(() => {
    const origin = window.location.origin;

    // Version check on load: app-data.json is fetched past every cache.
    loader()
      .loadJson<{ buildHash: string }>(APP_DATA_URL, { cache: 'no-store' })
      .then(({ buildHash }) => {
        if (buildHash === BUILD_HASH) clearFlag(RELOAD_FLAG);
        else reloadForBuild(buildHash);
      })
      .catch(() => undefined);

    async function navigate(path: string, href: string) {
      window.clearTimeout(delayTimer.current);
      delayTimer.current = window.setTimeout(() => setDelayed(true), DELAYED_ROUTE_NOTICE_MS);
      const outcome = await loader().loadPage(path);
      switch (outcome.kind) {
        case 'page':
          if (outcome.page.buildHash !== BUILD_HASH && reloadForBuild(outcome.page.buildHash, href)) return;
          router.push(href);
          return;
        case 'server-error':
          router.push(paths.serverError);
          return;
        case 'not-found':
          // The export has no router payload for the 404 page. Loading the address itself gets
          // the host's 404 page under the address the reader asked for, as a first visit would.
          window.location.assign(href);
          return;
        case 'full-navigation':
          if (outcome.error) console.error(outcome.error);
          window.location.assign(href);
      }
    }

    function onClick(event: MouseEvent) {
      const target = shellNavigationTarget(event, origin);
      if (!target) return;
      if (target.path === window.location.pathname && target.href.includes('#')) return;
      event.preventDefault();
      void navigate(target.path, target.href);
    }

    // Chunk failures outside rendering (a lazily loaded module); app/error.tsx sees those inside it.
    const onRejection = (event: PromiseRejectionEvent) => recoverFromChunkFailure(event.reason, lastKnownPath.current);
    const onError = (event: ErrorEvent) => recoverFromChunkFailure(event.error ?? event.message, lastKnownPath.current);

    document.addEventListener('click', onClick, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);

    // Prefetch is not needed for the first paint: its code loads after the page is idle.
    let stopPrefetch: (() => void) | undefined;
    let cancelled = false;
    void import('./prefetch-links').then(({ startLinkPrefetch }) => {
      if (!cancelled) stopPrefetch = startLinkPrefetch((path) => Promise.all([loader().loadPage(path), router.prefetch(path)]));
    });

    return () => {
      cancelled = true;
      stopPrefetch?.();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, [router]);

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center">
      {delayed && (
        <p className="mt-2 rounded-full bg-stone-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg dark:bg-stone-100 dark:text-stone-900">
          {loadingText}
        </p>
      )}
    </div>
  );
}
