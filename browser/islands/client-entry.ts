// The site's one script: starts the client shell at once, and hydrates the islands of the page
// when the reader reaches for one (a pointer over it, a tap, focus) or the shell shows a new
// page. React and the islands' code are not needed to paint or read a page, so they are not
// fetched with it: a phone on a slow network spends its first second on the page's HTML and
// stylesheet and none on 70 KB of script. They are fetched once the page is idle, under the
// rules for prefetching (none on 2g or with data-saver), so a first tap or key does not wait
// for them. The post-build step bundles this file (postbuild/client-bundle) and links it from
// every page.
import { hasShellRegions, startShell } from '../shell/runtime.ts';

type Islands = typeof import('./mount.ts');
let islands: Islands | undefined;
let loading: Promise<Islands> | undefined;
const loadIslands = () => (loading ??= import('./mount.ts').then((module) => (islands = module)));

/** Hydrates the islands under `scope` (the page, or a main region just shown in place). */
const mount = (scope: ParentNode) => loadIslands().then((module) => module.mountIslands(scope));

/** The island control a click acts on, with its island (not a link: links work without React). */
function islandControl(target: EventTarget | null): { control: HTMLElement; island: HTMLElement } | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('button, input, select, textarea, [role="button"]');
  const island = control?.closest<HTMLElement>('[data-island]');
  return control && island ? { control, island } : null;
}

function hydrateOnIntent() {
  const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;
  let started = false;
  // The island reached for is hydrated first, and the page's others once it is, in a task of
  // their own: React would otherwise hydrate them in the page's order, and a key typed into the
  // search box before the menu's turn had passed would make React hydrate the box inside the
  // key's task. (Were the others started as the box's hydration settles, a key that finishes
  // that hydration would start theirs in its own task too.)
  const start = (reachedFor?: HTMLElement) => {
    if (started) return;
    started = true;
    for (const type of INTENT) document.removeEventListener(type, onIntent, true);
    const rest = () => setTimeout(() => void mount(document));
    if (reachedFor) void mount(reachedFor).then(rest);
    else rest();
  };
  // A pointer over an island, a tap or focus on one: the reader is about to use it.
  const onIntent = (event: Event) => {
    const island = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island]') : null;
    if (island) start(island);
  };
  for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });

  // A click on an island's control before React has the island (a quick tap as the page
  // loads) would be lost: it is done again once the island has come to life. Once React has
  // an island, it replays such clicks itself.
  const onEarlyClick = (event: MouseEvent) => {
    const found = islandControl(event.target);
    if (!found || islands?.isHandedToReact(found.island)) return;
    const { control, island } = found;
    // The menu says at once that it is opening (the menu's own code keeps saying so until it
    // opens), and a second tap before its code has come is the same request: it is not done
    // again, which would close the menu the first one opened.
    if (island.dataset.island === 'site-menu') {
      if (control.getAttribute('aria-busy') === 'true') return;
      control.setAttribute('aria-busy', 'true');
    }
    start(island);
    void mount(island).then(() => control.isConnected && control.click());
  };
  document.addEventListener('click', onEarlyClick, true);

  // A search asked for in the address (the home page's SearchAction, /?q=…) needs the box
  // alive without the reader touching it.
  if (new URLSearchParams(window.location.search).has('q')) {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', () => start(), { once: true });
  }
}

hydrateOnIntent();
if (hasShellRegions(document)) {
  startShell({
    // Islands that were never hydrated have nothing to release.
    beforeSwap: (main) => islands?.unmountIslands(main),
    afterSwap: (main) => void mount(main),
    // Fetched (and run) but nothing hydrated: a first tap or key then waits for no network. A
    // failure is left for the reader's first reach, which loads the page in full (chunk recovery).
    prefetchCode: () => void loadIslands().catch(() => undefined),
  });
}
