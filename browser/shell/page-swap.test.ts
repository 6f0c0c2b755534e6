// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createPageDocuments, mergeHead, pageName, PageFetchError, replaceMain } from './page-swap.ts';

const page = ({
  title,
  description,
  canonical,
  heading,
  extraHead = '',
}: {
  title: string;
  description: string;
  canonical: string;
  heading: string;
  extraHead?: string;
}) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"/><title>${title}</title><meta name="description" content="${description}"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css"/><link rel="canonical" href="${canonical}"/>
<script type="module" src="/_next/static/shell/shell-A.js"></script>${extraHead}</head>
<body><header><button>Menu</button></header><main id="main"><h1>${heading}</h1><p>Body of ${heading}</p></main><footer>Footer</footer></body></html>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('mergeHead', () => {
  beforeEach(() => {
    document.documentElement.innerHTML = parse(
      page({ title: 'Authors', description: 'All authors', canonical: 'https://x/authors/', heading: 'Authors' }),
    ).documentElement.innerHTML;
  });

  it("takes the next page's title, description and canonical address and keeps what pages share", async () => {
    const next = parse(
      page({ title: 'Kelly', description: 'On Kelly', canonical: 'https://x/articles/kelly/', heading: 'Kelly' }),
    );
    const shared = document.head.querySelector('link[rel="stylesheet"]');
    await mergeHead(document, next);
    expect(document.title).toBe('Kelly');
    expect(
      [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    ).toEqual(['On Kelly']);
    expect([...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'))).toEqual([
      'https://x/articles/kelly/',
    ]);
    // The same stylesheet element and one module script: nothing shared is replaced or doubled.
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBe(shared);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('moves structured data but never a script that would run', async () => {
    const next = parse(
      page({
        title: 'Kelly',
        description: 'On Kelly',
        canonical: 'https://x/a/',
        heading: 'Kelly',
        extraHead:
          '<script type="application/ld+json">{"@type":"Article"}</script><script>window.ran = true</script><script type="module" src="/other.js"></script>',
      }),
    );
    await mergeHead(document, next);
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"Article"}');
    expect(document.head.querySelector('script[src="/other.js"]')).toBeNull();
    expect(
      [...document.head.querySelectorAll('script:not([type="application/ld+json"])')].map((s) => s.outerHTML),
    ).toEqual(['<script type="module" src="/_next/static/shell/shell-A.js"></script>']);
  });

  it('waits for a stylesheet the open page did not have before it resolves', async () => {
    const next = parse(
      page({
        title: 'B',
        description: 'B',
        canonical: 'https://x/b/',
        heading: 'B',
        extraHead: '<link rel="stylesheet" href="/_next/static/chunks/other.css"/>',
      }),
    );
    let settled = false;
    const merged = mergeHead(document, next).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    document.head.querySelector('link[href="/_next/static/chunks/other.css"]')!.dispatchEvent(new Event('load'));
    await merged;
    expect(settled).toBe(true);
  });
});

describe('replaceMain', () => {
  it("puts the next page's main region in place and leaves the shell around it", () => {
    document.documentElement.innerHTML = parse(
      page({ title: 'A', description: 'A', canonical: 'https://x/a/', heading: 'A' }),
    ).documentElement.innerHTML;
    const header = document.querySelector('header');
    const main = replaceMain(
      document,
      parse(page({ title: 'B', description: 'B', canonical: 'https://x/b/', heading: 'B' })),
    );
    expect(main.ownerDocument).toBe(document);
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelector('main h1')?.textContent).toBe('B');
    expect(document.querySelector('header')).toBe(header);
    expect(document.querySelector('footer')?.textContent).toBe('Footer');
  });
});

describe('pageName', () => {
  it('is the first heading, else the title, else the path', () => {
    expect(pageName(parse('<title>T</title><h1> Kelly </h1>'), '/a/')).toBe('Kelly');
    expect(pageName(parse('<title>Only a title</title><p>x</p>'), '/a/')).toBe('Only a title');
    expect(pageName(parse('<p>x</p>'), '/a/')).toBe('/a/');
  });
});

describe('createPageDocuments', () => {
  const html = page({ title: 'K', description: 'K', canonical: 'https://x/k/', heading: 'K' });

  it('shares a request in flight, keeps a loaded page and parses it on each load', async () => {
    const fetch = vi.fn(async () => new Response(html, { status: 200 }));
    const documents = createPageDocuments(fetch);
    const [first, second] = await Promise.all([documents.load('/k/'), documents.load('/k/')]);
    await documents.prefetch('/k/');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first).not.toBe(second);
    expect(first.querySelector('main h1')?.textContent).toBe('K');
  });

  it('rejects an error status or a page without a main region, and asks again next time', async () => {
    const fetch = vi
      .fn<(input: string) => Promise<Response>>()
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockResolvedValueOnce(new Response('<p>no main</p>', { status: 200 }))
      .mockResolvedValueOnce(new Response(html, { status: 200 }));
    const documents = createPageDocuments(fetch);
    await expect(documents.load('/k/')).rejects.toMatchObject({ status: 404, message: '/k/: HTTP 404' });
    await expect(documents.load('/k/')).rejects.toThrow(PageFetchError);
    await expect(documents.load('/k/')).resolves.toBeInstanceOf(Document);
  });

  it('keeps at most its limit of pages, dropping the oldest', async () => {
    const fetch = vi.fn(async () => new Response(html, { status: 200 }));
    const documents = createPageDocuments(fetch, 2);
    for (const path of ['/a/', '/b/', '/c/', '/c/', '/b/']) await documents.prefetch(path);
    expect(fetch).toHaveBeenCalledTimes(3);
    await documents.prefetch('/a/');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('keeps the 50 most recent pages by default: the 51st drops the first', async () => {
    const fetch = vi.fn(async () => new Response(html, { status: 200 }));
    const documents = createPageDocuments(fetch);
    const paths = Array.from({ length: 51 }, (_, i) => `/page-${i}/`);
    for (const path of paths) await documents.load(path);
    expect(fetch).toHaveBeenCalledTimes(51);
    // The 50 most recent are served from memory; asking for the first again fetches it.
    for (const path of paths.slice(1)) await documents.load(path);
    expect(fetch).toHaveBeenCalledTimes(51);
    await documents.load(paths[0]!);
    expect(fetch).toHaveBeenCalledTimes(52);
    expect(fetch).toHaveBeenLastCalledWith('/page-0/', expect.anything());
  });
});
