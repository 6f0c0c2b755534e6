// The shell follows a host's redirect of a page's address like a reader's browser would
// (docs/hosting.md#redirects): the loader finds the page the old address leads to, and the
// navigation shows it under its own address.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import { createLoader, type LoadOutcome } from './loader.ts';
import { followMove } from './moved-page.ts';

const ORIGIN = 'https://www.site.example';
const page = (path: string) => ({ path, buildHash: 'abc', kind: 'article' });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const notFound = () => new Response('', { status: 404 });
/** A response fetch reached by following redirects to `url`, as the browser's fetch gives it. */
function redirectedTo<R extends Response>(response: R, url: string): R {
  return Object.defineProperties(response, { redirected: { value: true }, url: { value: url } });
}

/** A fetch answering by the address asked for, recording each request. */
function site(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const request = `${init?.method ?? 'GET'} ${url}`;
    calls.push(request);
    return (answers[request] ?? notFound)();
  });
  return { loader: createLoader({ fetch, origin: ORIGIN, retries: 0 }), calls };
}

describe('the loader and an address the host redirects', () => {
  it('loads the page the old address leads to, and says it moved there', async () => {
    const { loader, calls } = site({
      'HEAD /articles/old/': () => redirectedTo(new Response(null, { status: 200 }), `${ORIGIN}/articles/new/?a=1`),
      'GET /page-data/articles/new/page-data.json': () => json(page('/articles/new/')),
    });
    expect(await loader.loadPage('/articles/old/')).toEqual({
      kind: 'page',
      page: page('/articles/new/'),
      movedTo: '/articles/new/',
    });
    expect(calls).toEqual([
      'GET /page-data/articles/old/page-data.json',
      'HEAD /articles/old/',
      'GET /page-data/articles/new/page-data.json',
    ]);
  });

  it('takes data the host redirected as the data of the page it moved to', async () => {
    const { loader } = site({
      'GET /page-data/articles/old/page-data.json': () =>
        redirectedTo(json(page('/articles/new/')), `${ORIGIN}/page-data/articles/new/page-data.json`),
    });
    expect(await loader.loadPage('/articles/old/')).toMatchObject({ kind: 'page', movedTo: '/articles/new/' });
  });

  it('keeps a same-origin redirect to a path that reads as a host on the site', async () => {
    const { loader, calls } = site({
      'HEAD /articles/old/': () => redirectedTo(new Response(null, { status: 200 }), `${ORIGIN}//evil.example/x/`),
      'GET /page-data/evil.example/x/page-data.json': () => json(page('//evil.example/x/')),
    });
    expect(await loader.loadPage('/articles/old/')).toMatchObject({ kind: 'page', movedTo: '/evil.example/x/' });
    expect(calls.at(-1)).toBe('GET /page-data/evil.example/x/page-data.json');
  });

  it('reads the path in redirected data as a site path, whatever the data says', async () => {
    const { loader } = site({
      'GET /page-data/articles/old/page-data.json': () =>
        redirectedTo(json(page('//evil.example/x')), `${ORIGIN}/page-data/articles/new/page-data.json`),
    });
    expect(await loader.loadPage('/articles/old/')).toMatchObject({ kind: 'page', movedTo: '/evil.example/x/' });
  });

  it('leaves a redirect to another origin to the browser: a full navigation', async () => {
    const { loader, calls } = site({
      'HEAD /articles/old/': () => redirectedTo(new Response(null, { status: 200 }), 'https://elsewhere.example/x/'),
    });
    expect(await loader.loadPage('/articles/old/')).toMatchObject({ kind: 'full-navigation' });
    expect(calls).toHaveLength(2);
  });

  it('follows one step only: a page whose new address has no data either is loaded in full', async () => {
    const { loader, calls } = site({
      'HEAD /a/': () => redirectedTo(new Response(null, { status: 200 }), `${ORIGIN}/b/`),
      'HEAD /b/': () => redirectedTo(new Response(null, { status: 200 }), `${ORIGIN}/c/`),
    });
    expect(await loader.loadPage('/a/')).toMatchObject({ kind: 'full-navigation' });
    expect(calls).toEqual([
      'GET /page-data/a/page-data.json',
      'HEAD /a/',
      'GET /page-data/b/page-data.json',
      'HEAD /b/',
    ]);
  });

  it('without a redirect, an address whose page exists without data is still loaded in full', async () => {
    // The page the build leaves at an old address for hosts without redirects answers 200 here:
    // the browser loads it, and its refresh sends the reader on.
    const { loader } = site({ 'HEAD /articles/old/': () => new Response(null, { status: 200 }) });
    expect(await loader.loadPage('/articles/old/')).toMatchObject({ kind: 'full-navigation' });
  });
});

describe('followMove', () => {
  const moved: LoadOutcome = { kind: 'page', page: page('/articles/new/'), movedTo: '/articles/new/' };

  it('shows the page under its new address, keeping the query and fragment asked for', () => {
    expect(followMove(moved, '/articles/old/', '/articles/old/?ref=menu#maths')).toEqual({
      path: '/articles/new/',
      href: '/articles/new/?ref=menu#maths',
    });
  });

  it('changes nothing for a page that did not move', () => {
    const stayed: LoadOutcome = { kind: 'page', page: page('/a/') };
    expect(followMove(stayed, '/a/', '/a/#x')).toEqual({ path: '/a/', href: '/a/#x' });
    expect(followMove({ kind: 'not-found' }, '/b/', '/b/')).toEqual({ path: '/b/', href: '/b/' });
  });

  it('never leads off the site, whatever address a host or page data names (property)', () => {
    // Paths built from the characters that make a parser read a host: slashes, backslashes,
    // tabs and line breaks, dots, @ and :, around ordinary segments.
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '\t',
      '\n',
      '.',
      '..',
      '@',
      ':',
      'evil.example',
      'x',
      '%2e',
      '?q',
      '#f',
    );
    const address = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(address, address, (movedTo, asked) => {
        const outcome: LoadOutcome = { kind: 'page', page: page(movedTo), movedTo };
        const { path, href } = followMove(outcome, '/articles/old/', `/articles/old/${asked}`);
        for (const value of [path, href]) {
          const url = new URL(value, ORIGIN);
          expect(url.origin).toBe(ORIGIN);
          expect(value.startsWith('/') && !value.startsWith('//')).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
