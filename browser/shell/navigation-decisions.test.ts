import { afterEach, describe, expect, it, vi } from 'vitest';

import { createLoader, type Loader, type LoadOutcome, type PageData } from './loader.ts';
import { checkLiveBuild, RELOAD_FLAG, reloadForBuild, stepForOutcome } from './navigation-decisions.ts';

/** A sessionStorage over a Map, or one that throws on every call (private modes, strict settings). */
function storage({ throws = false } = {}) {
  const items = new Map<string, string>();
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    items,
    getItem: (key: string) => (throws ? fail() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (throws ? fail() : void items.set(key, value)),
    removeItem: (key: string) => (throws ? fail() : void items.delete(key)),
  };
}

/** The page's effects, its console's errors, and the real session flags over `sessionStorage`. */
function browser(sessionStorage = storage()) {
  vi.stubGlobal('window', { sessionStorage });
  const logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const effects = {
    reload: vi.fn<() => void>(),
    assign: vi.fn<(href: string) => void>(),
    logError,
  };
  return { effects, sessionStorage };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function loaderAnswering(appData: () => Promise<{ buildHash: string }>): Loader {
  return {
    loadPage: () => Promise.reject(new Error('not used')),
    loadJson: <T>(url: string, init?: RequestInit) => {
      expect(url).toBe('/app-data.json');
      expect(init).toEqual({ cache: 'no-store' });
      return appData() as Promise<T>;
    },
  };
}

const OWN = 'build-a';
const page = (buildHash: string): LoadOutcome => ({
  kind: 'page',
  page: { path: '/x/', buildHash, kind: 'article' } satisfies PageData,
});

describe('the version check on load', () => {
  it('reloads once for a new build, and not again for the same build', async () => {
    const { effects } = browser();
    const loader = loaderAnswering(async () => ({ buildHash: 'build-b' }));
    await checkLiveBuild(loader, OWN, effects);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    // The reloaded page still runs the old code (a cached copy): no second reload, no loop.
    await checkLiveBuild(loader, OWN, effects);
    await checkLiveBuild(loader, OWN, effects);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(effects.assign).not.toHaveBeenCalled();
  });

  it('does not reload for its own build, and clears the flag so a later new build reloads again', async () => {
    const { effects, sessionStorage } = browser();
    let live = 'build-b';
    const loader = loaderAnswering(async () => ({ buildHash: live }));
    await checkLiveBuild(loader, OWN, effects);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.items.get(RELOAD_FLAG)).toBe('build-b');

    // The reload brought this build's code: same hash, the flag goes.
    live = OWN;
    await checkLiveBuild(loader, OWN, effects);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.items.has(RELOAD_FLAG)).toBe(false);

    // Later in the session build-b is live again (a rollback, then a redeploy): one more reload.
    live = 'build-b';
    await checkLiveBuild(loader, OWN, effects);
    expect(effects.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads once for each new build of a session', async () => {
    const { effects } = browser();
    let live = 'build-b';
    const loader = loaderAnswering(async () => ({ buildHash: live }));
    await checkLiveBuild(loader, OWN, effects);
    live = 'build-c';
    await checkLiveBuild(loader, OWN, effects);
    await checkLiveBuild(loader, OWN, effects);
    expect(effects.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when session storage throws, so it cannot loop', async () => {
    const { effects } = browser(storage({ throws: true }));
    const loader = loaderAnswering(async () => ({ buildHash: 'build-b' }));
    for (let i = 0; i < 3; i++) await checkLiveBuild(loader, OWN, effects);
    expect(effects.reload).not.toHaveBeenCalled();
    expect(effects.assign).not.toHaveBeenCalled();
  });

  it('changes nothing when app-data.json cannot be had', async () => {
    const { effects, sessionStorage } = browser();
    sessionStorage.items.set(RELOAD_FLAG, 'build-b');
    await checkLiveBuild(
      loaderAnswering(() => Promise.reject(new Error('/app-data.json: HTTP 503'))),
      OWN,
      effects,
    );
    expect(effects.reload).not.toHaveBeenCalled();
    expect(sessionStorage.items.get(RELOAD_FLAG)).toBe('build-b');
  });
});

describe('the step for a loader outcome', () => {
  it('shows a page of its own build in place, keeping the scroll it was asked for', () => {
    const { effects } = browser();
    expect(stepForOutcome(page(OWN), '/x/', '/x/#part', OWN, '/500/', effects)).toBe('/x/');
    expect(effects.assign).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('sends the reader to the address once when the page data is of another build', () => {
    const { effects } = browser();
    expect(stepForOutcome(page('build-b'), '/x/', '/x/?q=1', OWN, '/500/', effects)).toBeUndefined();
    expect(effects.assign).toHaveBeenCalledExactlyOnceWith('/x/?q=1');
    expect(effects.reload).not.toHaveBeenCalled();
    // The next page of that build, in the same session: shown in place, no second trip.
    expect(stepForOutcome(page('build-b'), '/y/', '/y/', OWN, '/500/', effects)).toBe('/y/');
    expect(effects.assign).toHaveBeenCalledTimes(1);
  });

  it("shows another build's page in place when storage throws, rather than looping", () => {
    const { effects } = browser(storage({ throws: true }));
    expect(stepForOutcome(page('build-b'), '/x/', '/x/', OWN, '/500/', effects)).toBe('/x/');
    expect(effects.assign).not.toHaveBeenCalled();
  });

  it('shows the 500 page in place, from the top, under the address asked for', () => {
    const { effects } = browser();
    expect(stepForOutcome({ kind: 'server-error' }, '/x/', '/x/', OWN, '/500/', effects)).toBe('/500/');
    expect(effects.assign).not.toHaveBeenCalled();
  });

  it('loads a missing page in full, so the host answers with its 404 page', () => {
    const { effects } = browser();
    expect(stepForOutcome({ kind: 'not-found' }, '/gone/', '/gone/', OWN, '/500/', effects)).toBeUndefined();
    expect(effects.assign).toHaveBeenCalledExactlyOnceWith('/gone/');
    expect(effects.logError).not.toHaveBeenCalled();
  });

  it('loads the address in full for a "full navigation" result', () => {
    const { effects } = browser();
    const outcome: LoadOutcome = { kind: 'full-navigation', reason: 'page data failed 4 times (HTTP 503)' };
    expect(stepForOutcome(outcome, '/x/', '/x/#top', OWN, '/500/', effects)).toBeUndefined();
    expect(effects.assign).toHaveBeenCalledExactlyOnceWith('/x/#top');
    expect(effects.logError).not.toHaveBeenCalled();
  });

  it('logs the error of an unknown page kind, then loads the address in full', () => {
    const { effects } = browser();
    const error = new Error('We couldn\'t find the correct component chunk with the name "gallery"');
    const outcome: LoadOutcome = { kind: 'full-navigation', reason: error.message, error };
    expect(stepForOutcome(outcome, '/x/', '/x/', OWN, '/500/', effects)).toBeUndefined();
    expect(effects.logError).toHaveBeenCalledExactlyOnceWith(error);
    expect(effects.assign).toHaveBeenCalledExactlyOnceWith('/x/');
    expect(effects.logError.mock.invocationCallOrder[0]).toBeLessThan(effects.assign.mock.invocationCallOrder[0]!);
  });
});

describe('reloadForBuild', () => {
  it('reloads without an address and assigns with one, once per hash', () => {
    const { effects } = browser();
    expect(reloadForBuild('build-b', undefined, effects)).toBe(true);
    expect(reloadForBuild('build-b', '/x/', effects)).toBe(false);
    expect(reloadForBuild('build-c', '/x/', effects)).toBe(true);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(effects.assign).toHaveBeenCalledExactlyOnceWith('/x/');
  });
});

describe('the loader and the decisions together', () => {
  it('an unknown page kind in page data is logged and the address loads in full', async () => {
    const { effects } = browser();
    const fetch = vi.fn(async () => Response.json({ path: '/x/', buildHash: OWN, kind: 'gallery' }));
    const outcome = await createLoader({ fetch }).loadPage('/x/');
    expect(stepForOutcome(outcome, '/x/', '/x/', OWN, '/500/', effects)).toBeUndefined();
    expect(effects.logError).toHaveBeenCalledTimes(1);
    expect(String(effects.logError.mock.calls[0]![0])).toContain('"gallery"');
    expect(effects.assign).toHaveBeenCalledExactlyOnceWith('/x/');
  });
});
