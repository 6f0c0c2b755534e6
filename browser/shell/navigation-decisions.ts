// The shell's decisions about leaving the page it shows: the reload-once version check, what
// each loader outcome leads to, and the fallback to a full load. They take the loader and the
// browser's reload and assign as parameters, so unit tests can hold each rule without a
// browser: a wrong turn here either strands a reader on an old build or loops.
import { fetchAppData } from './app-data.ts';
import type { Loader, LoadOutcome } from './loader.ts';
import { claimOnce, clearFlag } from './session-flags.ts';

/** The session flag that records the build hash the shell last reloaded for. */
export const RELOAD_FLAG = 'shell:reloaded-for-build';

/**
 * How the decisions leave the page; in the page, `location.reload` and `location.assign`. The
 * session flags are the real ones (session-flags.ts, over sessionStorage), so tests exercise
 * their failure handling too.
 */
export interface ShellEffects {
  reload(): void;
  assign(href: string): void;
}

/**
 * A different build is live: load it in full, once per build per session. Returns whether the
 * page is being left. A second new build later in the session claims a new value, so it reloads
 * too; a storage that throws claims nothing, so the shell never loops.
 */
export function reloadForBuild(liveHash: string, href: string | undefined, effects: ShellEffects): boolean {
  if (!claimOnce(RELOAD_FLAG, liveHash)) return false;
  if (href === undefined) effects.reload();
  else effects.assign(href);
  return true;
}

/**
 * The version check on load: app-data.json, fetched past every cache, names the live build.
 * The same build clears the flag, so that the next new build of this session reloads again.
 * A failed check changes nothing: the page keeps working on the build it has. The answer is
 * kept for the search box (app-data.ts).
 */
export async function checkLiveBuild(loader: Loader, ownHash: string, effects: ShellEffects): Promise<void> {
  let liveHash: string;
  try {
    ({ buildHash: liveHash } = await fetchAppData(loader));
  } catch {
    return;
  }
  if (liveHash === ownHash) clearFlag(RELOAD_FLAG);
  else reloadForBuild(liveHash, undefined, effects);
}

/** The browser loads `href` itself; an error that explains why is logged first. */
export function loadInFull(href: string, error: unknown, effects: ShellEffects): void {
  if (error !== undefined) console.error(error);
  effects.assign(href);
}

/**
 * What the shell does with `outcome`, the result of loading `path` (shown under `href`): the
 * path of the page to show in place, or undefined when the browser has been sent elsewhere.
 * Page data of another build sends the reader to that build once; the 500 page is shown in
 * place under the asked address; a 404 and every other failure (an unknown page kind among
 * them, logged) load the address in full, where the host answers as it would to a first visit.
 * (Plain arguments and a plain result: this runs in every page's first script, where each
 * property name stays in the minified code.)
 */
export function stepForOutcome(
  outcome: LoadOutcome,
  path: string,
  href: string,
  ownHash: string,
  serverErrorPath: string,
  effects: ShellEffects,
): string | undefined {
  switch (outcome.kind) {
    case 'page':
      return outcome.page.buildHash !== ownHash && reloadForBuild(outcome.page.buildHash, href, effects)
        ? undefined
        : path;
    case 'server-error':
      return serverErrorPath;
    case 'not-found':
      loadInFull(href, undefined, effects);
      return undefined;
    case 'full-navigation':
      loadInFull(href, outcome.error, effects);
      return undefined;
  }
}
