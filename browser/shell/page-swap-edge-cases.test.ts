// @vitest-environment jsdom
// The page swap off the main road: a page that cannot be fetched, head elements pages share or
// must not move, a stylesheet that fails to load, and a page without its main region.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createPageDocuments, mergeHead, PageFetchError, replaceMain } from './page-swap.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const SHARED_HEAD =
  '<meta charset="utf-8"><link rel="icon" href="/favicon.ico"><link rel="manifest" href="/manifest.json">';
const page = (title: string, head = '') =>
  `<!DOCTYPE html><html><head>${SHARED_HEAD}<title>${title}</title>${head}</head>` +
  `<body><main id="main"><h1>${title}</h1></main></body></html>`;

afterEach(() => vi.unstubAllGlobals());

describe('createPageDocuments', () => {
  it('turns a failed request into a PageFetchError without a status, and asks again next time', async () => {
    const fetch = vi
      .fn<(input: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(page('K'), { status: 200 }));
    const documents = createPageDocuments(fetch);
    const failure = await documents.load('/k/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageFetchError);
    expect(failure).toMatchObject({ path: '/k/', status: null, message: '/k/: Failed to fetch' });
    await expect(documents.load('/k/')).resolves.toBeInstanceOf(Document);
  });

  it("uses the browser's fetch by default", async () => {
    const fetch = vi.fn(async () => new Response(page('K'), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await createPageDocuments().load('/k/');
    expect(fetch).toHaveBeenCalledWith('/k/', { credentials: 'same-origin' });
  });
});

describe('mergeHead', () => {
  beforeEach(() => {
    const open = parse(page('A', '<link rel="stylesheet" href="/a.css">'));
    document.documentElement.innerHTML = open.documentElement.innerHTML;
  });

  it('leaves the elements both pages have as they are, and keeps one title', async () => {
    const icon = document.head.querySelector('link[rel="icon"]');
    const charset = document.head.querySelector('meta[charset]');
    await mergeHead(document, parse(page('B', '<link rel="stylesheet" href="/a.css">')));
    expect(document.head.querySelector('link[rel="icon"]')).toBe(icon);
    expect(document.head.querySelector('meta[charset]')).toBe(charset);
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect([...document.head.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['B']);
  });

  it('keeps a stylesheet the next page does not list', async () => {
    const stylesheet = document.head.querySelector('link[rel="stylesheet"]');
    await mergeHead(document, parse(page('B')));
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBe(stylesheet);
  });

  it('never moves a <noscript> of the next page', async () => {
    await mergeHead(document, parse(page('B', '<noscript><link rel="stylesheet" href="/noscript.css"></noscript>')));
    expect(document.head.querySelector('noscript')).toBeNull();
  });

  it('resolves when a new stylesheet fails to load, so a navigation never hangs on it', async () => {
    const merged = mergeHead(document, parse(page('B', '<link rel="stylesheet" href="/broken.css">')));
    document.head.querySelector('link[href="/broken.css"]')!.dispatchEvent(new Event('error'));
    await expect(merged).resolves.toBeUndefined();
  });
});

describe('replaceMain', () => {
  it('refuses, naming the page, when either page has no main region', () => {
    document.documentElement.innerHTML = parse(page('A')).documentElement.innerHTML;
    expect(() => replaceMain(document, parse('<p>No main</p>'))).toThrow('main#main missing from the new page');
    expect(document.querySelector('main h1')?.textContent).toBe('A');
    document.body.innerHTML = '<p>No main</p>';
    expect(() => replaceMain(document, parse(page('B')))).toThrow('main#main missing from the open page');
  });
});
