// In-place navigation without a framework router: the shell fetches the next page's HTML (the
// same file a first visit gets, so there is no second rendering of any page to keep in step)
// and moves its main region and its page-specific head into the open document.

/** The region of every page that changes from page to page; the rest of the shell stays. */
export const MAIN_SELECTOR = 'main#main';

export class PageFetchError extends Error {
  // Declared and assigned rather than written as class fields: fields would pull the
  // bundler's field helper, a script file of its own, into every page's first load.
  declare readonly path: string;
  declare readonly status: number | null;
  constructor(path: string, status: number | null, message: string) {
    super(message);
    Object.assign(this, { path, status });
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface PageDocuments {
  /** The page at `path`, parsed; requests in flight are shared and a loaded page is kept. */
  load(path: string): Promise<Document>;
  /** Fetches the page at `path` for a later `load`, without parsing it. */
  prefetch(path: string): Promise<void>;
}

export function createPageDocuments(fetchImpl: Fetch = (input, init) => fetch(input, init), limit = 50): PageDocuments {
  // The HTML text, not the parsed document: a document is adopted node by node on use and
  // cannot be reused, while the text is parsed again in well under a millisecond.
  const texts = new Map<string, Promise<string>>();

  async function fetchText(path: string): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(path, { credentials: 'same-origin' });
    } catch (error) {
      throw new PageFetchError(path, null, `${path}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new PageFetchError(path, response.status, `${path}: HTTP ${response.status}`);
    return response.text();
  }

  function text(path: string): Promise<string> {
    let pending = texts.get(path);
    if (!pending) {
      pending = fetchText(path);
      texts.set(path, pending);
      // A failure is not kept: the next navigation asks again.
      pending.catch(() => texts.delete(path));
      // Oldest first out: a long session of prefetching keeps at most `limit` pages.
      if (texts.size > limit) texts.delete(texts.keys().next().value!);
    }
    return pending;
  }

  return {
    async prefetch(path) {
      await text(path);
    },
    async load(path) {
      const parsed = new DOMParser().parseFromString(await text(path), 'text/html');
      if (!parsed.querySelector(MAIN_SELECTOR)) {
        // Not a page of the site (a proxy's error page, a half-written deploy): not kept either.
        texts.delete(path);
        throw new PageFetchError(path, null, `${path}: no ${MAIN_SELECTOR} in the page`);
      }
      return parsed;
    },
  };
}

/** A head element's identity: two pages share an element when its markup is the same. */
const headKey = (element: Element) => element.outerHTML;

/**
 * Head elements the shell may move into the open document. Scripts that would run are never
 * moved (the open document already runs the site's code, and a moved script does not run
 * anyway); structured data is data, not code.
 */
function movable(element: Element): boolean {
  if (element.tagName === 'SCRIPT') return element.getAttribute('type') === 'application/ld+json';
  return element.tagName !== 'NOSCRIPT';
}

/** Waits for a newly added stylesheet, so the new main region never shows unstyled. */
function loaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Makes the open document's head match `next`'s: the title, and every page-specific element
 * (description, canonical address, Open Graph, structured data) removed or added, leaving the
 * shared ones (stylesheets, icons, the manifest, scripts) in place. Resolves once any new
 * stylesheet has loaded.
 */
export async function mergeHead(current: Document, next: Document): Promise<void> {
  const nextKeys = new Set([...next.head.children].filter(movable).map(headKey));
  const currentKeys = new Set<string>();
  for (const element of [...current.head.children]) {
    if (!movable(element)) continue;
    const key = headKey(element);
    currentKeys.add(key);
    // A stylesheet stays once loaded: removing it could unstyle the shell for a moment.
    const stylesheet = element.tagName === 'LINK' && element.getAttribute('rel') === 'stylesheet';
    if (!nextKeys.has(key) && !stylesheet && element.tagName !== 'TITLE') element.remove();
  }
  const waits: Promise<void>[] = [];
  for (const element of [...next.head.children]) {
    if (!movable(element) || element.tagName === 'TITLE' || currentKeys.has(headKey(element))) continue;
    const adopted = current.importNode(element, true);
    current.head.append(adopted);
    if (adopted instanceof HTMLLinkElement && adopted.rel === 'stylesheet') waits.push(loaded(adopted));
  }
  current.title = next.title;
  await Promise.all(waits);
}

/**
 * Puts `next`'s main region in place of the open one and returns the new region. The new
 * region's content arrives as one node, so the page is never seen half-replaced.
 */
export function replaceMain(current: Document, next: Document): HTMLElement {
  const incoming = next.querySelector<HTMLElement>(MAIN_SELECTOR);
  const open = current.querySelector<HTMLElement>(MAIN_SELECTOR);
  if (!incoming || !open)
    throw new Error(`${MAIN_SELECTOR} missing from ${incoming ? 'the open page' : 'the new page'}`);
  const adopted = current.importNode(incoming, true);
  open.replaceWith(adopted);
  return adopted;
}

/** What a screen reader hears after an in-place navigation: the first heading, else the title, else the path. */
export function pageName(document: Document, path: string): string {
  const heading = document.querySelector('h1')?.textContent?.trim();
  if (heading) return heading;
  const title = document.title.trim();
  return title || path;
}
