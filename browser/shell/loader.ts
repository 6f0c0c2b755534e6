// The one loader of the data files (docs/behaviour.md#loading-page-data). Every browser call to a data
// file goes through it, so the status rules live in one place.
import { PAGE_DATA_RETRIES } from '../../lib/site/constants.ts';
import { pageDataUrl } from './data-urls.ts';
import { isPageKind, missingComponentChunk } from './page-kinds.ts';
import { sitePath } from './site-address.ts';

export { PAGE_DATA_RETRIES };

/**
 * A page's data file (page-data/{path}/page-data.json), written by the data-file step: the
 * build it belongs to and its kind, all the shell needs before it shows the page's HTML in place.
 */
export interface PageData {
  path: string;
  buildHash: string;
  kind: string;
}

export type LoadOutcome =
  /**
   * The data arrived: the shell may show the page in place. `movedTo`: the host redirected the
   * address asked for to this page (docs/hosting.md#redirects), which has this address now.
   */
  | { kind: 'page'; page: PageData; movedTo?: string }
  /** 404, and the address itself answers 404 too: show the 404 page. */
  | { kind: 'not-found' }
  /** 500: show the 500 page. */
  | { kind: 'server-error' }
  /**
   * The HTML exists but not this build's data, the retries ran out, or the data names a page
   * kind this build cannot show (`error`, to be logged): load the address in full.
   */
  | { kind: 'full-navigation'; reason: string; error?: Error };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface LoaderOptions {
  fetch?: Fetch;
  retries?: number;
  /** The site's origin: a redirect is followed in place only to an address on it. */
  origin?: string;
}

export interface Loader {
  loadPage(path: string): Promise<LoadOutcome>;
  /** A site-wide data file (static query, slice, app data), with the same retry rule. */
  loadJson<T>(url: string, init?: RequestInit): Promise<T>;
}

class RetryableFailure extends Error {}

/** The path a same-origin redirect led `response` to, or undefined when it was not redirected there. */
function redirectedPath(response: Response, origin: string | undefined): string | undefined {
  if (!response.redirected || !response.url || origin === undefined) return undefined;
  const url = new URL(response.url);
  // A same-origin path may still read as a host (`//other-host/x/`): only a site path is kept.
  return url.origin === origin ? sitePath(url.pathname) : undefined;
}

export function createLoader({
  fetch: fetchImpl = (input, init) => fetch(input, init),
  retries = PAGE_DATA_RETRIES,
  origin = globalThis.location?.origin,
}: LoaderOptions = {}): Loader {
  const inFlight = new Map<string, Promise<LoadOutcome>>();
  const loaded = new Map<string, LoadOutcome>();

  async function attempt(url: string): Promise<{ status: number; body?: unknown; redirected?: boolean }> {
    let response: Response;
    try {
      response = await fetchImpl(url);
    } catch (error) {
      throw new RetryableFailure(`network error: ${(error as Error).message}`);
    }
    if (response.status === 404 || response.status === 500) return { status: response.status };
    if (!response.ok) throw new RetryableFailure(`HTTP ${response.status}`);
    try {
      return { status: response.status, body: await response.json(), redirected: response.redirected };
    } catch {
      throw new RetryableFailure('invalid JSON');
    }
  }

  async function withRetries(url: string): Promise<{ status: number; body?: unknown; redirected?: boolean }> {
    let lastFailure = '';
    for (let tries = 0; tries <= retries; tries++) {
      try {
        return await attempt(url);
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        lastFailure = error.message;
      }
    }
    throw new RetryableFailure(lastFailure);
  }

  async function load(path: string, followed = false): Promise<LoadOutcome> {
    let result: { status: number; body?: unknown; redirected?: boolean };
    try {
      result = await withRetries(pageDataUrl(path));
    } catch (error) {
      return { kind: 'full-navigation', reason: `page data failed ${retries + 1} times (${(error as Error).message})` };
    }
    if (result.status === 500) return { kind: 'server-error' };
    if (result.status === 404) {
      // Does the page itself exist? Then its HTML is from another build than the data we
      // asked for, and only a full load of the address shows it correctly.
      try {
        const head = await fetchImpl(path, { method: 'HEAD' });
        // The host moved the page: its old address redirects. Load the page it leads to, as a
        // reader's browser would, and show it under its own address; one step, never a chain.
        const moved = head.status === 200 && !followed ? redirectedPath(head, origin) : undefined;
        if (moved !== undefined && moved !== path) {
          const outcome = await load(moved, true);
          return outcome.kind === 'page' ? { ...outcome, movedTo: moved } : outcome;
        }
        if (head.status === 200)
          return { kind: 'full-navigation', reason: 'the page exists but this build has no data for it' };
      } catch {
        return { kind: 'full-navigation', reason: 'the page data is missing and the page could not be checked' };
      }
      return { kind: 'not-found' };
    }
    const page = result.body as PageData;
    if (!page || typeof page !== 'object' || typeof page.buildHash !== 'string') {
      return { kind: 'full-navigation', reason: 'page data without a build hash' };
    }
    if (!isPageKind(page.kind)) {
      const error = missingComponentChunk(page.kind);
      return { kind: 'full-navigation', reason: error.message, error };
    }
    // Data a host redirected to (its address moved) is the data of the page it now has.
    return result.redirected && typeof page.path === 'string'
      ? { kind: 'page', page, movedTo: sitePath(page.path) }
      : { kind: 'page', page };
  }

  return {
    loadPage(path) {
      const done = loaded.get(path);
      if (done) return Promise.resolve(done);
      let pending = inFlight.get(path);
      if (!pending) {
        pending = load(path).then((outcome) => {
          inFlight.delete(path);
          if (outcome.kind === 'page') loaded.set(path, outcome);
          return outcome;
        });
        inFlight.set(path, pending);
      }
      return pending;
    },
    async loadJson<T>(url: string, init?: RequestInit) {
      if (init) {
        const response = await fetchImpl(url, init);
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return (await response.json()) as T;
      }
      let result: { status: number; body?: unknown };
      try {
        result = await withRetries(url);
      } catch (error) {
        throw new Error(`${url}: failed ${retries + 1} times (${(error as Error).message})`);
      }
      if (result.status !== 200) throw new Error(`${url}: HTTP ${result.status}`);
      return result.body as T;
    },
  };
}
