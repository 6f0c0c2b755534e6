// The shell's history entries: what each one holds, how a navigation records itself, where an
// entry opens (its scroll, its section or the top), and the path the document was loaded from.
import { sitePath } from './site-address.ts';

export interface HistoryState {
  shell: true;
  scrollY: number;
  /** Names the entry, for the scroll position it was left at (`startShell`'s `leftAt`). */
  key?: string;
}

/** How a navigation records itself: a new entry, the open one replaced, or none (Back and Forward). */
export type HistoryEntry = 'pushState' | 'replaceState' | undefined;

/**
 * Scrolls to `scrollY`, where Back or Forward left a page; without it, to the section the
 * fragment names (`#шаг-первый`, percent-encoded in an address), else to the top. A fragment
 * that is no valid escape throws: a page shown in place is then loaded in full instead, and
 * within the page shown nothing scrolls.
 */
export function scrollForEntry(hash: string, scrollY?: number): void {
  const target = scrollY === undefined && document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) target.scrollIntoView();
  else window.scrollTo(0, scrollY ?? 0);
}

/**
 * The site path of the page this document holds: the address it was loaded from (after the
 * host's redirects), whatever address its history entry has by the time the shell runs.
 */
export function loadedPath(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return sitePath(entry ? new URL(entry.name).pathname : location.pathname);
}
