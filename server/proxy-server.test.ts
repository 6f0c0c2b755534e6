import { rmSync } from 'node:fs';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { BUILD_RECORD_FILE, HOST_FILES } from '../hosting/host-files.ts';
import { isScriptFetch, statusForUpstream } from '../hosting/proxy-rules.ts';
import { ALLOWLIST_FILE, allowlistedTarget, readAllowlist } from '../hosting/proxy-allowlist.ts';
import { ScriptCache, type FetchedScript } from './proxy-server.ts';
import { baseContentSecurityPolicy, SECURITY_HEADERS } from '../hosting/security-headers.ts';
import { startHttpsUpstream, type HttpsUpstream } from '../tests/support/hosting/https-upstream.ts';
import { freePort } from '../tests/support/hosting/nginx-server.ts';
import {
  ALLOWED_DESTINATIONS,
  REFUSED_DESTINATIONS,
  SCRIPT_BODY,
  startScriptUpstream,
  UPSTREAM_ERROR_STATUSES,
  type ScriptUpstream,
} from '../tests/support/hosting/script-upstream.ts';
import { startServe, type RunningServe } from '../tests/support/hosting/site-server.ts';
import { writeSiteFolder } from '../tests/support/hosting/site-folder.ts';
import { expectSiteErrorPage, proxyContract } from '../tests/support/hosting/proxy-contract.ts';
import { proxyAddress } from '../hosting/proxy-allowlist.ts';

const ALLOWED = 'https://cdn.example/tag.js?id=G-1&v=2';

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

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

describe('the third-party proxy of `npm start` (server/serve.ts over HTTP)', () => {
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
    serve = await startServe({ outDir: site, upstream: { certificateFile: upstream.certificateFile } });
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
    expect((await get(proxyAddress(allowedScript), { method: 'POST' })).status).toBe(405);
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

describe('the proxy of `npm start` against a misbehaving upstream (server/serve.ts over HTTP)', () => {
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
      '/no-cache.js',
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
    serve = await startServe({ outDir: site, upstream: { certificateFile: upstream.certificateFile } });
  }, 30_000);

  afterAll(async () => {
    await serve?.stop();
    await upstream?.stop();
    await untrusted?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  proxyContract(() => ({
    proxied,
    baseURL: serve.baseURL,
    upstream,
    untrusted,
    closedPortURL,
    policy: baseContentSecurityPolicy(),
    unknownHeadersPassed: [],
    log: () => serve.output(),
  }));

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
