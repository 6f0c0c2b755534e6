import { rmSync } from 'node:fs';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { BUILD_RECORD_FILE, HOST_FILES } from './host-files.mjs';
import {
  ALLOWLIST_FILE,
  allowlistedTarget,
  isScriptFetch,
  readAllowlist,
  ScriptCache,
  statusForUpstream,
  type FetchedScript,
} from './proxy-server.mjs';
import { baseContentSecurityPolicy, SECURITY_HEADERS } from '../postbuild/hosting/security-headers';
import { startHttpsUpstream, type HttpsUpstream } from '../tests/support/hosting/https-upstream';
import { freePort } from '../tests/support/hosting/nginx-server';
import {
  ALLOWED_DESTINATIONS,
  CONNECTION_HEADERS,
  HOSTILE_HEADERS,
  REFUSED_DESTINATIONS,
  SCRIPT_BODY,
  SCRIPT_RESPONSE_HEADERS,
  startScriptUpstream,
  UPSTREAM_ERROR_BODY,
  UPSTREAM_ERROR_STATUSES,
  UPSTREAM_ETAG,
  UPSTREAM_LAST_MODIFIED,
  type ScriptUpstream,
} from '../tests/support/hosting/script-upstream';
import { startServe, type RunningServe } from '../tests/support/hosting/serve-process';
import { writeSiteFolder } from '../tests/support/hosting/site-folder';
import { proxyAddress } from './third-party-proxy';

const ALLOWED = 'https://cdn.example/tag.js?id=G-1&v=2';

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** The site's 500 page, whole: its type, its security headers, nothing of the upstream's. */
async function expectSiteErrorPage(response: Response, label: string): Promise<void> {
  const text = await response.text();
  expect(text, label).toContain('Something went wrong');
  expect(text, label).not.toContain(UPSTREAM_ERROR_BODY);
  expect(response.headers.get('content-type'), label).toBe('text/html; charset=utf-8');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('set-cookie'), label).toBeNull();
  expect(response.headers.get('x-upstream-debug'), label).toBeNull();
}

describe('allowlistedTarget', () => {
  it('gives the allowlisted URL a request names exactly, encoded as encodeURIComponent writes it', () => {
    expect(allowlistedTarget(proxyAddress(ALLOWED), [ALLOWED])).toBe(ALLOWED);
  });

  it('refuses everything else', () => {
    const refused = [
      '/__third-party-proxy',
      '/__third-party-proxy?url=',
      `/__third-party-proxy?url=${encodeURIComponent(ALLOWED)}&extra=1`,
      `/__third-party-proxy?url=${encodeURIComponent(`${ALLOWED}&x=1`)}`,
      `/__third-party-proxy?url=${encodeURIComponent(ALLOWED.replace('https:', 'http:'))}`,
      `/__third-party-proxy?url=${encodeURIComponent(ALLOWED)}&url=${encodeURIComponent(ALLOWED)}`,
      `/__third-party-proxy/?url=${encodeURIComponent(ALLOWED)}`,
      `/elsewhere?url=${encodeURIComponent(ALLOWED)}`,
      '/__third-party-proxy?url=%E0%A4%A',
      // Unencoded, the allowlisted URL's own & splits it into two parameters.
      `/__third-party-proxy?url=${ALLOWED}`,
    ];
    for (const target of refused) expect(allowlistedTarget(target, [ALLOWED]), target).toBeNull();
  });

  it('allows nothing when the list is empty', () => {
    expect(allowlistedTarget(proxyAddress(ALLOWED), [])).toBeNull();
  });
});

describe('isScriptFetch', () => {
  it("serves Partytown's fetch(), a script, a worker and a client without Fetch metadata, and nothing else", () => {
    for (const headers of ALLOWED_DESTINATIONS)
      expect(isScriptFetch(lowerCased(headers)), JSON.stringify(headers)).toBe(true);
    for (const headers of REFUSED_DESTINATIONS)
      expect(isScriptFetch(lowerCased(headers)), JSON.stringify(headers)).toBe(false);
  });
});

describe('statusForUpstream', () => {
  it('is 404 for a redirect, 504 for a gateway timeout and 502 for any other failure', () => {
    expect([301, 302, 303, 307, 308].map(statusForUpstream)).toEqual([404, 404, 404, 404, 404]);
    expect([204, 304, 400, 404, 410, 500, 503, 599].map(statusForUpstream)).toEqual([
      502, 502, 502, 502, 502, 502, 502, 502,
    ]);
    expect(statusForUpstream(504)).toBe(504);
  });
});

describe('ScriptCache', () => {
  const script = (bytes: number): FetchedScript => ({
    kind: 'script',
    body: Buffer.alloc(bytes),
    validators: [],
    storable: true,
  });

  it('keeps an answer for its time to live, not a moment longer', () => {
    let now = 0;
    const cache = new ScriptCache({ cacheTtlMs: 300_000, cacheEntries: 4, cacheBytes: 1000 }, () => now);
    cache.set('https://a.example/a.js', script(10));
    now = 299_999;
    expect(cache.get('https://a.example/a.js')?.body.length).toBe(10);
    now = 300_000;
    expect(cache.get('https://a.example/a.js')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('drops the oldest answers past its number of entries or of bytes, and never keeps one larger than all', () => {
    const cache = new ScriptCache({ cacheTtlMs: 300_000, cacheEntries: 2, cacheBytes: 100 });
    cache.set('a', script(10));
    cache.set('b', script(10));
    cache.set('c', script(10));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    cache.set('d', script(85));
    // 10 + 10 + 85 is over 100 bytes: the oldest goes, and that is enough.
    expect([cache.get('b'), cache.get('c'), cache.get('d')].map(Boolean)).toEqual([false, true, true]);
    expect(cache.bytes).toBe(95);
    cache.set('e', script(101));
    expect(cache.get('e')).toBeUndefined();
    expect(cache.bytes).toBe(95);
  });
});

describe('readAllowlist', () => {
  it('is empty without the file and reads the list the build wrote', () => {
    const dir = writeSiteFolder({ 'index.html': '' });
    expect(readAllowlist(dir)).toEqual([]);
    const withList = writeSiteFolder({ [ALLOWLIST_FILE]: JSON.stringify([ALLOWED]) });
    expect(readAllowlist(withList)).toEqual([ALLOWED]);
    expect(() => readAllowlist(writeSiteFolder({ [ALLOWLIST_FILE]: '["http://a.example/x.js"]' }))).toThrow(
      'expected a JSON list of https URLs',
    );
    rmSync(dir, { recursive: true, force: true });
    rmSync(withList, { recursive: true, force: true });
  });
});

describe('the third-party proxy of `npm start` (server/serve.mjs over HTTP)', () => {
  let upstream: HttpsUpstream;
  let serve: RunningServe;
  let site: string;
  let allowedScript: string;
  let movedScript: string;
  const get = (target: string, init?: RequestInit) =>
    fetch(`${serve.baseURL}${target}`, { redirect: 'manual', ...init });

  beforeAll(async () => {
    upstream = await startHttpsUpstream((url, res) => {
      if (url.startsWith('/moved.js')) {
        res.writeHead(302, { Location: `/tag.js?id=G-1&v=2` }).end();
        return;
      }
      if (url === '/tag.js?id=G-1&v=2') {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Set-Cookie': 'tracker=1; Path=/' });
        res.end('document.documentElement.dataset.thirdParty = "ran";');
        return;
      }
      res.writeHead(404).end();
    });
    allowedScript = `${upstream.origin}/tag.js?id=G-1&v=2`;
    movedScript = `${upstream.origin}/moved.js`;
    site = writeSiteFolder({
      'index.html': '<!DOCTYPE html><title>Home</title>',
      '404.html': '<!DOCTYPE html><title>Page not found</title>',
      '500/index.html': '<!DOCTYPE html><title>Something went wrong</title>',
      _headers: "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n",
      [ALLOWLIST_FILE]: JSON.stringify([allowedScript, movedScript]),
      [BUILD_RECORD_FILE]: '{"version":1,"siteId":"testsite","buildHash":"abc"}',
    });
    // The upstream's throwaway certificate is trusted the way an operator adds a CA: nothing in
    // the server turns certificate checks off.
    serve = await startServe({ outDir: site, env: { NODE_EXTRA_CA_CERTS: upstream.certificateFile } });
  }, 30_000);

  afterAll(async () => {
    await serve?.stop();
    await upstream?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  beforeEach(() => {
    upstream.requests.length = 0;
  });

  it("serves an allowlisted script as JavaScript, without the reader's cookies and without the upstream's", async () => {
    const response = await get(proxyAddress(allowedScript), {
      headers: { Cookie: 'session=secret', Authorization: 'Bearer secret', Referer: 'https://reader.example/page' },
    });
    expect(response.status, serve.output()).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('document.documentElement.dataset.thirdParty = "ran";');
    expect(upstream.requests).toHaveLength(1);
    const sent = upstream.requests[0]!;
    expect(sent.url).toBe('/tag.js?id=G-1&v=2');
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers.referer).toBeUndefined();
  });

  it('answers 404, asking no one, for a URL off the list, a non-https URL, extra query text, or a malformed or missing url', async () => {
    const refused = [
      proxyAddress(`${upstream.origin}/other.js`),
      proxyAddress(allowedScript.replace('https:', 'http:')),
      proxyAddress(`${allowedScript}&extra=1`),
      `${proxyAddress(allowedScript)}&extra=1`,
      `/__third-party-proxy?url=${allowedScript}`,
      '/__third-party-proxy?url=%E0%A4%A',
      '/__third-party-proxy?url=',
      '/__third-party-proxy',
    ];
    for (const target of refused) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(response.headers.get('content-type'), target).toBe('text/html; charset=utf-8');
    }
    expect((await get(proxyAddress(allowedScript), { method: 'POST' })).status).toBe(404);
    expect(upstream.requests).toEqual([]);
  });

  it('follows no redirect: an allowlisted URL that redirects answers 404', async () => {
    const response = await get(proxyAddress(movedScript));
    expect(response.status).toBe(404);
    expect(upstream.requests.map((request) => request.url)).toEqual(['/moved.js']);
  });

  it('does not serve the files for hosts: its allowlist, the headers file, the build record', async () => {
    for (const file of HOST_FILES) expect((await get(`/${file}`)).status, file).toBe(404);
  });
});

describe('the proxy of `npm start` against a misbehaving upstream (server/serve.mjs over HTTP)', () => {
  let upstream: ScriptUpstream;
  let untrusted: HttpsUpstream;
  let serve: RunningServe;
  let site: string;
  let closedPortURL: string;
  const proxied = (url: string, init?: RequestInit) =>
    fetch(`${serve.baseURL}${proxyAddress(url)}`, { redirect: 'manual', ...init });
  const upstreamHits = (pathname: string) => upstream.requests.filter((request) => request.url === pathname).length;

  beforeAll(async () => {
    upstream = await startScriptUpstream();
    // Its own throwaway certificate, which the server is not told to trust: a TLS failure.
    untrusted = await startHttpsUpstream((_url, res) => res.end(SCRIPT_BODY));
    closedPortURL = `https://127.0.0.1:${await freePort()}/x.js`;
    const paths = [
      '/hostile.js',
      '/cached.js',
      '/no-store.js',
      '/held.js',
      '/silent.js',
      '/trickle.js',
      '/large.js',
      '/large-chunked.js',
      '/gzip.js',
      ...UPSTREAM_ERROR_STATUSES.map((status) => `/status/${status}.js`),
    ];
    site = writeSiteFolder({
      'index.html': '<!DOCTYPE html><title>Home</title>',
      '404.html': '<!DOCTYPE html><title>Page not found</title>',
      '500/index.html': '<!DOCTYPE html><title>Something went wrong</title>',
      _headers: `/*\n${[...SECURITY_HEADERS, ['Content-Security-Policy', baseContentSecurityPolicy()]]
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}\n`,
      [ALLOWLIST_FILE]: JSON.stringify([...paths.map(upstream.url), `${untrusted.origin}/x.js`, closedPortURL]),
      [BUILD_RECORD_FILE]: '{"version":1,"siteId":"testsite","buildHash":"abc"}',
    });
    serve = await startServe({ outDir: site, env: { NODE_EXTRA_CA_CERTS: upstream.certificateFile } });
  }, 30_000);

  afterAll(async () => {
    await serve?.stop();
    await upstream?.stop();
    await untrusted?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it('refuses, asking no one, a service worker install and any fetch but a script, a worker or fetch()', async () => {
    const before = upstream.requests.length;
    for (const headers of REFUSED_DESTINATIONS) {
      const response = await proxied(upstream.url('/cached.js'), { headers });
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Page not found');
    }
    expect(upstream.requests.length).toBe(before);
    // What Partytown's worker (fetch: empty), a <script> and a worker send, and a client that sends nothing.
    for (const headers of ALLOWED_DESTINATIONS) {
      const response = await proxied(upstream.url('/cached.js'), { headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("passes on none of the upstream's headers but the validators, and adds the site's own", async () => {
    const response = await proxied(upstream.url('/hostile.js'));
    expect(response.status, serve.output()).toBe(200);
    expect(await response.text()).toBe(SCRIPT_BODY);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(SCRIPT_BODY.length));
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('etag')).toBe(UPSTREAM_ETAG);
    expect(response.headers.get('last-modified')).toBe(UPSTREAM_LAST_MODIFIED);
    for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(baseContentSecurityPolicy());
    const own = new Set([...SECURITY_HEADERS.map(([name]) => name.toLowerCase()), 'content-security-policy']);
    for (const name of Object.keys(HOSTILE_HEADERS).filter((header) => !own.has(header.toLowerCase())))
      expect(response.headers.get(name), name).toBeNull();
    // The kind closed: every header is one the proxy or the site writes, whatever the upstream invents.
    const expected = new Set([...own, ...SCRIPT_RESPONSE_HEADERS, ...CONNECTION_HEADERS]);
    expect([...response.headers.keys()].filter((name) => !expected.has(name))).toEqual([]);
  });

  it("answers an upstream error with the site's error page: 504 for a gateway timeout, 502 for the rest", async () => {
    for (const status of UPSTREAM_ERROR_STATUSES) {
      const response = await proxied(upstream.url(`/status/${status}.js`));
      expect(response.status, `upstream ${status}`).toBe(status === 504 ? 504 : 502);
      await expectSiteErrorPage(response, `upstream ${status}`);
    }
  });

  it('answers 502 when the upstream cannot be reached or its certificate is not trusted', async () => {
    for (const url of [closedPortURL, `${untrusted.origin}/x.js`]) {
      const response = await proxied(url);
      expect(response.status, url).toBe(502);
      await expectSiteErrorPage(response, url);
    }
    expect(untrusted.requests).toEqual([]);
  });

  it('refuses a script larger than 5 MiB, declared or not, and one it was not sent uncompressed', async () => {
    for (const pathname of ['/large.js', '/large-chunked.js', '/gzip.js']) {
      const response = await proxied(upstream.url(pathname));
      expect(response.status, pathname).toBe(502);
      await expectSiteErrorPage(response, pathname);
    }
  });

  it('answers 504 when the whole script is not in after 10 s, from a silent or a trickling upstream', async () => {
    const started = Date.now();
    const answers = await Promise.all([proxied(upstream.url('/silent.js')), proxied(upstream.url('/trickle.js'))]);
    const elapsed = Date.now() - started;
    for (const response of answers) {
      expect(response.status).toBe(504);
      await expectSiteErrorPage(response, response.url);
    }
    expect(elapsed).toBeGreaterThanOrEqual(9_500);
    expect(elapsed).toBeLessThan(15_000);
  }, 30_000);

  it('keeps a script for 5 minutes, but not one its upstream says not to store', async () => {
    for (const method of ['GET', 'GET', 'HEAD']) {
      const response = await proxied(upstream.url('/cached.js'), { method });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await response.text()).toBe(method === 'HEAD' ? '' : SCRIPT_BODY);
    }
    // The first test fetched it already: still one request.
    expect(upstreamHits('/cached.js')).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      const response = await proxied(upstream.url('/no-store.js'));
      expect(await response.text()).toBe(SCRIPT_BODY);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(upstreamHits('/no-store.js')).toBe(2);
  });

  it('waits on one fetch per script, for at most 32 readers at once; more get 503 with Retry-After', async () => {
    const statuses: number[] = [];
    const answers = Array.from({ length: 40 }, () =>
      proxied(upstream.url('/held.js')).then(async (response) => {
        statuses.push(response.status);
        return { response, text: await response.text() };
      }),
    );
    await vi.waitFor(() => expect(statuses.length).toBe(8), { timeout: 5_000 });
    expect(upstream.heldCount()).toBe(1);
    upstream.releaseHeld();
    const settled = await Promise.all(answers);
    const refused = settled.filter(({ response }) => response.status === 503);
    expect(refused).toHaveLength(8);
    for (const { response, text } of refused) {
      expect(response.headers.get('retry-after')).toBe('10');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(text).toContain('Something went wrong');
    }
    const served = settled.filter(({ response }) => response.status === 200);
    expect(served).toHaveLength(32);
    expect(served.every(({ text }) => text === SCRIPT_BODY)).toBe(true);
    expect(upstreamHits('/held.js')).toBe(1);
  }, 20_000);
});
