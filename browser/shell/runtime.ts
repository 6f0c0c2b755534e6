// The client shell, in plain DOM code: it takes every internal click, loads the page's data
// through the one loader (retries, 404 and 500 rules), moves the next page's main region into
// the open document, keeps history and scroll, announces the page, shows a notice when a
// navigation is slow, reloads once for a new build, prefetches links in batches and recovers
// from a chunk that fails to load. No framework router runs: pages are the exported HTML, and
// only the interactive pieces are hydrated (islands). The decisions about leaving the page are
// pure functions in navigation-decisions.ts; this module wires them to the DOM.
import { DELAYED_ROUTE_NOTICE_MS } from '../../lib/site/constants.ts';
import { SERVER_ERROR_PATH } from '../../lib/site/server-error-path.ts';
import type { ShellSettings } from '../../lib/site/client-settings.ts';
import { fillTemplate } from '../../lib/site/ui-text/fill-template.ts';
import { recoverFromChunkFailure } from './chunk-recovery.ts';
import { shellNavigationTarget } from './internal-link.ts';
import { followMove } from './moved-page.ts';
import { createPageDocuments, MAIN_SELECTOR, mergeHead, pageName, PageFetchError, replaceMain } from './page-swap.ts';
import { checkLiveBuild, loadInFull, type ShellEffects, stepForOutcome } from './navigation-decisions.ts';
import { siteHref, sitePath } from './site-address.ts';
import { siteLoader } from './site-loader.ts';
import { type HistoryEntry, type HistoryState, loadedPath, scrollForEntry } from './history-entries.ts';

export interface ShellHooks {
  /** The main region is about to leave the document: release what was mounted in it. */
  beforeSwap(main: HTMLElement): void;
  /** A new main region is in the document: bring its interactive pieces to life. */
  afterSwap(main: HTMLElement): void;
  /** The page is idle and prefetching allowed: fetch the islands' code, so a first tap finds it. */
  prefetchCode(): void;
}

/** A name for a history entry, unique in the tab. */
const entryKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The browser's side of the shell's decisions. */
const EFFECTS: ShellEffects = {
  reload: () => location.reload(),
  assign: (href) => location.assign(href),
};

/**
 * The same, for a navigation that makes `entry`. Only a click makes a new entry: Back, Forward
 * and a page shown anew that must load in full load in the entry they have (location.replace),
 * so the entries after it stay and Forward still leads where it did.
 */
const effectsFor = (entry: HistoryEntry): ShellEffects =>
  entry === 'pushState' ? EFFECTS : { ...EFFECTS, assign: (href) => location.replace(href) };

/** The build this code belongs to (set when the post-build step bundles the shell). */
const BUILD_HASH = process.env.NEXT_PUBLIC_BUILD_HASH ?? '';
/** The site's words and settings for the shell, written in by the post-build step (lib/site/client-settings). */
const SETTINGS = JSON.parse(process.env.SITE_CLIENT_SETTINGS_SHELL!) as ShellSettings;

/** Whether the page has the shell's regions (components/shell/ShellRegions): pages of this site do. */
export function hasShellRegions(document: Document): boolean {
  return document.getElementById('shell-status') !== null;
}

export function startShell(hooks: ShellHooks): void {
  const loader = siteLoader();
  const documents = createPageDocuments();
  const notice = document.getElementById('route-notice');
  const announcer = document.getElementById('route-announcer');
  /** The address shown, as the shell makes every address it goes to (site-address.ts). */
  const shownHref = () => siteHref(location.pathname + location.search + location.hash);
  let lastKnownPath = loadedPath();
  /**
   * Where the reader left each entry of this document, by key. Back and Forward move the
   * history before the shell hears of it, so the entry left can no longer be written: its
   * position is kept here, and Forward returns to where Back left a page.
   */
  const leftAt = new Map<string, number>();
  let shownKey = (history.state as Partial<HistoryState> | null)?.key ?? entryKey();
  let currentNavigation = 0;
  let delayTimer: number | undefined;

  /** Keeps the open page's scroll position in its history entry, for back and forward. */
  const rememberScroll = (href?: string) => {
    leftAt.set(shownKey, window.scrollY);
    history.replaceState(
      {
        ...(history.state as object | null),
        shell: true,
        scrollY: window.scrollY,
        key: shownKey,
      } satisfies HistoryState,
      '',
      href,
    );
  };
  history.scrollRestoration = 'manual';
  // The entry the page opened in gets the address the hosts serve it at: `//other-host/x/`, where
  // a host answers with its 404 page, must not come back from history as another host's address.
  // Its scroll is not read here: reading it as the page starts makes the browser lay out the
  // whole page inside this script's task (a long task on the home page); it is kept when the
  // reader leaves the entry, and an entry without one opens at its section or its top.
  history.replaceState({ ...(history.state as object | null), shell: true, key: shownKey }, '', shownHref());

  // The footer's year was written when the site was built; the reader's clock knows this one.
  // Its box is as wide for any year (components/shell/Footer.tsx): nothing moves.
  const year = document.querySelector('[data-current-year]');
  if (year) year.textContent = `${new Date().getFullYear()}`;

  const showNotice = (shown: boolean) => {
    if (!notice) return;
    notice.textContent = shown ? SETTINGS.loadingPage : '';
    notice.hidden = !shown;
  };

  function settle() {
    window.clearTimeout(delayTimer);
    showNotice(false);
  }

  function fullNavigation(href: string, entry: HistoryEntry, error?: unknown) {
    settle();
    loadInFull(href, error, effectsFor(entry));
  }

  /**
   * Shows `page` under `href`: the history entry (a new one, the open one's, or none for Back and
   * Forward), the head, the main region, scroll, focus, the announcement. `scrollY` is where Back
   * or Forward left the page; without it the page opens at the address's fragment, else its top.
   */
  async function show(page: Document, href: string, entry: HistoryEntry, scrollY?: number) {
    const url = new URL(href, location.href);
    await mergeHead(document, page);
    if (entry) {
      if (entry === 'pushState') {
        rememberScroll();
        shownKey = entryKey();
      }
      history[entry]({ shell: true, scrollY: 0, key: shownKey } satisfies HistoryState, '', href);
    }
    const open = document.querySelector<HTMLElement>(MAIN_SELECTOR);
    if (open) hooks.beforeSwap(open);
    const main = replaceMain(document, page);
    lastKnownPath = url.pathname;
    hooks.afterSwap(main);
    void import('./table-scroll.ts').then(({ watchTableBoxes }) => watchTableBoxes(main));

    scrollForEntry(url.hash, scrollY);
    // Focus starts again at the top of the new content, as after a full load; the region
    // takes focus without a tab stop of its own.
    main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
    settle();
    if (announcer)
      announcer.textContent = fillTemplate(SETTINGS.navigatedTo, { title: pageName(document, url.pathname) });
  }

  async function navigate(path: string, href: string, entry: HistoryEntry, scrollY?: number) {
    const navigation = ++currentNavigation;
    window.clearTimeout(delayTimer);
    delayTimer = window.setTimeout(() => showNotice(true), DELAYED_ROUTE_NOTICE_MS);
    const outcome = await loader.loadPage(path);
    if (navigation !== currentNavigation) return;
    // A page the host redirected the address to is shown under its own (moved-page.ts).
    ({ path, href } = followMove(outcome, path, href));
    try {
      const shown = stepForOutcome(outcome, path, href, BUILD_HASH, SERVER_ERROR_PATH, effectsFor(entry));
      if (shown === undefined) return;
      const page = await documents.load(shown);
      // The 500 page opens at its top; a page keeps the scroll asked for (back and forward).
      if (navigation === currentNavigation) await show(page, href, entry, shown === path ? scrollY : 0);
    } catch (error) {
      // The page's HTML could not be had or shown in place: the browser loads it itself.
      if (navigation === currentNavigation)
        fullNavigation(href, entry, error instanceof PageFetchError ? undefined : error);
    }
  }

  // Version check on load: app-data.json is fetched past every cache.
  void checkLiveBuild(loader, BUILD_HASH, EFFECTS);

  const origin = location.origin;
  document.addEventListener(
    'click',
    (event) => {
      const target = shellNavigationTarget(event, origin);
      if (!target) return;
      // A fragment of the page shown is the browser's own business (a new entry, the page
      // scrolled to the section); the entry left keeps its scroll, for Back to return to.
      if (target.path === lastKnownPath && target.href.includes('#')) return rememberScroll();
      event.preventDefault();
      // The page already shown, asked for again, is shown anew in the entry it has, as a browser
      // does for a link to its own address: a second entry would make Back seem to do nothing.
      const samePage = target.href.replace(/#.*/, '') === location.pathname + location.search;
      void navigate(target.path, target.href, samePage ? 'replaceState' : 'pushState');
    },
    true,
  );

  /**
   * Shows the page of the history entry the browser has moved to, when it is another page than
   * the one shown; says whether it did.
   */
  function showEntryPage(state: Partial<HistoryState> | null): boolean {
    const path = sitePath(location.pathname);
    if (path === lastKnownPath) return false;
    void navigate(path, shownHref(), undefined, state?.scrollY);
    return true;
  }

  window.addEventListener('popstate', (event) => {
    let state = event.state as Partial<HistoryState> | null;
    if (state?.key) {
      // Back or Forward: the page is still where the reader left the entry before it.
      leftAt.set(shownKey, window.scrollY);
      shownKey = state.key;
      state = { ...state, scrollY: leftAt.get(state.key) ?? state.scrollY };
    } else {
      // A new entry the browser made for a fragment link (the click kept the entry left's
      // scroll): it gets a key of its own.
      shownKey = entryKey();
      history.replaceState({ ...state, shell: true, key: shownKey }, '');
    }
    // A change of the hash alone keeps the page shown. The browser restores no scroll
    // (scrollRestoration is manual): the entry's own, else its section, else the top.
    if (!showEntryPage(state)) scrollForEntry(location.hash, state?.scrollY);
  });
  // Back or Forward may move to another entry before this script runs, and its popstate is heard
  // by no one: Chromium can take Forward to an entry a page before had made, in the document that
  // replaced that page's (a 404 reached by Back loads in full). The entry's page is shown now.
  showEntryPage(history.state as Partial<HistoryState> | null);

  // A module that fails to load (the menu's panels, the search engine, an island) leaves the
  // page unable to work: the last path shown loads in full, once per path per session.
  window.addEventListener('unhandledrejection', (event) => recoverFromChunkFailure(event.reason, lastKnownPath));
  window.addEventListener('error', (event) => recoverFromChunkFailure(event.error ?? event.message, lastKnownPath));

  // The service worker, the prefetch queue and the table boxes wait for the page to load: their code is
  // fetched then, off the first paint's path.
  const afterLoad = () => {
    void import('./table-scroll.ts').then(({ watchTableBoxes }) => watchTableBoxes(document));
    void import('./service-worker.ts').then(({ startServiceWorker }) => startServiceWorker(SETTINGS.serviceWorker));
    void import('./prefetch-links.ts').then(({ prefetchWhenIdle, startLinkPrefetch }) => {
      prefetchWhenIdle(hooks.prefetchCode);
      // The page's HTML once its data says it is a page of this build.
      startLinkPrefetch((link) => {
        const path = sitePath(link);
        return loader
          .loadPage(path)
          .then((outcome) => (outcome.kind === 'page' ? documents.prefetch(path) : undefined));
      });
    });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // For tests and monitoring: the page's one script is running.
  document.documentElement.dataset.shell = 'ready';
}
