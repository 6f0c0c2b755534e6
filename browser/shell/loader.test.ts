import { describe, expect, it, vi } from 'vitest';

import { createLoader } from './loader.ts';

const page = (path: string) => ({ path, buildHash: 'abc', kind: 'article' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers each request from a script, recording what was asked. */
function scripted(answers: ((url: string, init?: RequestInit) => Response | Promise<Response>)[]) {
  const calls: string[] = [];
  let index = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const answer = answers[Math.min(index++, answers.length - 1)]!;
    return answer(url, init);
  });
  return { fetch, calls };
}

describe('the page-data status rules (docs/behaviour.md#loading-page-data)', () => {
  it('200 with valid JSON: the page', async () => {
    const { fetch, calls } = scripted([() => json(page('/a/'))]);
    expect(await createLoader({ fetch }).loadPage('/a/')).toEqual({ kind: 'page', page: page('/a/') });
    expect(calls).toEqual(['GET /page-data/a/page-data.json']);
  });

  it('404, and HEAD of the address 404: the 404 page', async () => {
    const { fetch, calls } = scripted([
      () => new Response('', { status: 404 }),
      () => new Response(null, { status: 404 }),
    ]);
    expect(await createLoader({ fetch }).loadPage('/gone/')).toEqual({ kind: 'not-found' });
    expect(calls).toEqual(['GET /page-data/gone/page-data.json', 'HEAD /gone/']);
  });

  it('404, but HEAD of the address 200: a full navigation', async () => {
    const { fetch } = scripted([() => new Response('', { status: 404 }), () => new Response(null, { status: 200 })]);
    expect(await createLoader({ fetch }).loadPage('/new/')).toMatchObject({ kind: 'full-navigation' });
  });

  it('500: the 500 page, without retrying', async () => {
    const { fetch, calls } = scripted([() => new Response('', { status: 500 })]);
    expect(await createLoader({ fetch }).loadPage('/a/')).toEqual({ kind: 'server-error' });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['502', () => new Response('', { status: 502 })],
    ['503', () => new Response('', { status: 503 })],
    ['invalid JSON', () => new Response('<html>', { status: 200 })],
  ])('%s is retried: two failures then success shows the page', async (_name, fail) => {
    const { fetch, calls } = scripted([fail, fail, () => json(page('/a/'))]);
    expect(await createLoader({ fetch }).loadPage('/a/')).toMatchObject({ kind: 'page' });
    expect(calls).toHaveLength(3);
  });

  it('data naming a page kind this build lacks: the missing-chunk error, then a full navigation', async () => {
    const { fetch } = scripted([() => json({ ...page('/a/'), kind: 'quiz' })]);
    const outcome = await createLoader({ fetch }).loadPage('/a/');
    expect(outcome).toMatchObject({ kind: 'full-navigation' });
    const error = outcome.kind === 'full-navigation' ? outcome.error : undefined;
    expect(error?.message).toBe('We couldn\'t find the correct component chunk with the name "quiz"');
  });

  it('four failures (the first try and 3 retries) end in a full navigation', async () => {
    const { fetch, calls } = scripted([() => new Response('', { status: 503 })]);
    const outcome = await createLoader({ fetch }).loadPage('/a/');
    expect(outcome).toMatchObject({ kind: 'full-navigation' });
    // 3 retries: 4 requests in all.
    expect(calls).toHaveLength(4);
  });

  it('requests for the same page in flight at once are shared', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetch, calls } = scripted([async () => (await gate, json(page('/a/')))]);
    const loader = createLoader({ fetch });
    const both = Promise.all([loader.loadPage('/a/'), loader.loadPage('/a/')]);
    release();
    const [first, second] = await both;
    expect(first).toBe(second);
    expect(calls).toHaveLength(1);
  });

  it('a loaded page is not fetched again; a failed one is', async () => {
    const { fetch, calls } = scripted([() => new Response('', { status: 500 }), () => json(page('/a/'))]);
    const loader = createLoader({ fetch });
    expect(await loader.loadPage('/a/')).toEqual({ kind: 'server-error' });
    expect(await loader.loadPage('/a/')).toMatchObject({ kind: 'page' });
    expect(await loader.loadPage('/a/')).toMatchObject({ kind: 'page' });
    expect(calls).toHaveLength(2);
  });
});

describe('loadJson: site-wide data files (slices, static queries)', () => {
  it('answers the body of a 200, after retrying failures like page data', async () => {
    const { fetch, calls } = scripted([() => new Response('', { status: 503 }), () => json([{ title: 'Poker' }])]);
    expect(await createLoader({ fetch }).loadJson('/slice-data/menu.json')).toEqual([{ title: 'Poker' }]);
    expect(calls).toEqual(['GET /slice-data/menu.json', 'GET /slice-data/menu.json']);
  });

  it('fails naming the file, once the retries are spent or on a 404', async () => {
    const failing = scripted([() => new Response('', { status: 503 })]);
    await expect(createLoader({ fetch: failing.fetch }).loadJson('/slice-data/menu.json')).rejects.toThrow(
      '/slice-data/menu.json: failed 4 times (HTTP 503)',
    );
    expect(failing.calls).toHaveLength(4);
    const missing = scripted([() => new Response('', { status: 404 })]);
    await expect(createLoader({ fetch: missing.fetch }).loadJson('/slice-data/menu.json')).rejects.toThrow(
      '/slice-data/menu.json: HTTP 404',
    );
  });
});
