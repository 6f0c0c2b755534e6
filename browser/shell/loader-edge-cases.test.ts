// The loader's answers off the main road: page data that is not page data, a HEAD check that
// fails, a data file fetched with request options (the version check), and the browser's fetch.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createLoader } from './loader.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('page data without a build hash', () => {
  it.each([
    ['null', null],
    ['a string', 'page'],
    ['an object without a build hash', { path: '/a/', kind: 'article', data: {} }],
    ['a build hash that is not a string', { path: '/a/', buildHash: 7, kind: 'article', data: {} }],
  ])('%s: a full navigation, not a page', async (_name, body) => {
    const fetch = vi.fn(async () => json(body));
    // No error: it is not the missing-chunk case of data naming an unknown page kind.
    const outcome = await createLoader({ fetch }).loadPage('/a/');
    expect(outcome).toEqual({ kind: 'full-navigation', reason: expect.any(String) });
  });
});

describe('the HEAD check after a 404', () => {
  it('loads the address in full when the check itself fails', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'HEAD') throw new TypeError('Failed to fetch');
      return new Response('', { status: 404 });
    });
    const outcome = await createLoader({ fetch }).loadPage('/a/');
    expect(outcome).toEqual({ kind: 'full-navigation', reason: expect.any(String) });
  });
});

describe('loadJson with request options', () => {
  it('passes them on and asks once, without retries', async () => {
    const calls: (RequestInit | undefined)[] = [];
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(init);
      return json({ buildHash: 'b' });
    });
    expect(await createLoader({ fetch }).loadJson('/app-data.json', { cache: 'no-store' })).toEqual({ buildHash: 'b' });
    expect(calls).toEqual([{ cache: 'no-store' }]);
  });

  it('fails at once on an error status, naming the file', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    await expect(createLoader({ fetch }).loadJson('/app-data.json', { cache: 'no-store' })).rejects.toThrow(
      '/app-data.json: HTTP 503',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the default fetch', () => {
  it("is the browser's own", async () => {
    const fetch = vi.fn(async () => json({ path: '/a/', buildHash: 'b', kind: 'article', data: {} }));
    vi.stubGlobal('fetch', fetch);
    expect(await createLoader().loadPage('/a/')).toMatchObject({ kind: 'page' });
    expect(fetch).toHaveBeenCalledWith('/page-data/a/page-data.json', undefined);
  });
});
