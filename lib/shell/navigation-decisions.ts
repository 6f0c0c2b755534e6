// The shell's decisions about leaving the page it shows: the reload-once version check, what
// each loader outcome leads to, and the fallback to a full load. They take the browser's effects
// (the session flags, reload, assign, the error log) as parameters, so unit tests can hold each
// rule without a browser: a wrong turn here either strands a reader on an old build or loops.
import { APP_DATA_URL } from './data-urls';
import type { Loader, LoadOutcome } from './loader';

/** The session flag that records the build hash the shell last reloaded for. */
export const RELOAD_FLAG = 'shell:reloaded-for-build';

/** What the decisions may do to the browser; in the page: session-flags, location, console. */
export interface ShellEffects {
  /** True the first time `value` is claimed for `key` this session; false again, or when storage fails. */
  claimOnce(key: string, value: string): boolean;
  clearFlag(key: string): void;
  reload(): void;
  assign(href: string): void;
  logError(error: unknown): void;
}

/**
 * A different build is live: load it in full, once per build per session. Returns whether the
 * page is being left. A second new build later in the session claims a new value, so it reloads
 * too; a storage that throws claims nothing, so the shell never loops.
 */
export function reloadForBuild(liveHash: string, href: string | undefined, effects: ShellEffects): boolean {
  if (!effects.claimOnce(RELOAD_FLAG, liveHash)) return false;
  if (href === undefined) effects.reload();
  else effects.assign(href);
  return true;
}

/**
 * The version check on load: app-data.json, fetched past every cache, names the live build.
 * The same build clears the flag, so that the next new build of this session reloads again.
 * A failed check changes nothing: the page keeps working on the build it has.
 */
export async function checkLiveBuild(loader: Loader, ownHash: string, effects: ShellEffects): Promise<void> {
  let liveHash: string;
  try {
    ({ buildHash: liveHash } = await loader.loadJson<{ buildHash: string }>(APP_DATA_URL, { cache: 'no-store' }));
  } catch {
    return;
  }
  if (liveHash === ownHash) effects.clearFlag(RELOAD_FLAG);
  else reloadForBuild(liveHash, undefined, effects);
}

/** The browser loads `href` itself; an error that explains why is logged first. */
export function loadInFull(href: string, error: unknown, effects: ShellEffects): void {
  if (error !== undefined) effects.logError(error);
  effects.assign(href);
}

/** What the shell does with a loader outcome: show a page in place, or it has left the page. */
export type NavigationStep = { kind: 'show'; path: string; keepScroll: boolean } | { kind: 'left' };

/**
 * The step for `outcome` of loading `path` (shown under `href`). Page data of another build
 * sends the reader to that build once; the 500 page is shown in place under the asked address;
 * a 404 and every other failure (an unknown page kind among them, logged) load the address in
 * full, where the host answers as it would to a first visit.
 */
export function stepForOutcome(
  outcome: LoadOutcome,
  path: string,
  href: string,
  { ownHash, serverErrorPath, effects }: { ownHash: string; serverErrorPath: string; effects: ShellEffects },
): NavigationStep {
  switch (outcome.kind) {
    case 'page':
      if (outcome.page.buildHash !== ownHash && reloadForBuild(outcome.page.buildHash, href, effects)) {
        return { kind: 'left' };
      }
      return { kind: 'show', path, keepScroll: true };
    case 'server-error':
      return { kind: 'show', path: serverErrorPath, keepScroll: false };
    case 'not-found':
      loadInFull(href, undefined, effects);
      return { kind: 'left' };
    case 'full-navigation':
      loadInFull(href, outcome.error, effects);
      return { kind: 'left' };
  }
}
