// What both third-party proxies (the Node one of `npm start` and nginx's) must do with a
// misbehaving upstream, written once: server/proxy-server.test.ts and
// postbuild/hosting/nginx.test.ts each start their server and call proxyContract inside their
// own describe, then add what only that server does (docs/security.md, 'Threat model').
import net from 'node:net';

import { expect, it } from 'vitest';

import { SECURITY_HEADERS } from '../../../hosting/security-headers.ts';
import type { HttpsUpstream } from './https-upstream.ts';
import {
  ALLOWED_DESTINATIONS,
  CONNECTION_HEADERS,
  HOSTILE_HEADERS,
  REFUSED_DESTINATIONS,
  SCRIPT_BODY,
  SCRIPT_RESPONSE_HEADERS,
  UPSTREAM_ERROR_BODY,
  UPSTREAM_ERROR_STATUSES,
  UPSTREAM_ETAG,
  UPSTREAM_LAST_MODIFIED,
  type ScriptUpstream,
} from './script-upstream.ts';

/** The site's 500 page, whole: its type, its security headers, nothing of the upstream's. */
export async function expectSiteErrorPage(response: Response, label: string): Promise<void> {
  const text = await response.text();
  expect(text, label).toContain('Something went wrong');
  expect(text, label).not.toContain(UPSTREAM_ERROR_BODY);
  expect(response.headers.get('content-type'), label).toBe('text/html; charset=utf-8');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('set-cookie'), label).toBeNull();
  expect(response.headers.get('x-upstream-debug'), label).toBeNull();
}

/** The running proxy and its upstreams, read when a test runs (the servers start in beforeAll). */
export interface ProxyUnderTest {
  /** Asks the proxy for `url`, without following redirects. */
  proxied: (url: string, init?: RequestInit) => Promise<Response>;
  /** The server's address, http://127.0.0.1:port, for requests fetch cannot make. */
  baseURL: string;
  upstream: ScriptUpstream;
  /** An https upstream whose certificate the proxy does not trust. */
  untrusted: HttpsUpstream;
  /** An https URL on a port nobody listens on. */
  closedPortURL: string;
  /** The Content-Security-Policy the site sends on everything that is not a page. */
  policy: string;
  /** Upstream header names the proxy may still pass: stock nginx hides by name only. */
  unknownHeadersPassed: string[];
  /** What to show when the first answer is not a 200: the server's log. */
  log: () => string;
}

export function proxyContract(proxy: () => ProxyUnderTest): void {
  const hits = (pathname: string) => proxy().upstream.requests.filter((request) => request.url === pathname).length;

  it('refuses, asking no one, a service worker install and any fetch but a script, a worker or fetch()', async () => {
    const { proxied, upstream } = proxy();
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

  it('answers a request with a body at once and closes, without reading the body', async () => {
    const { baseURL, upstream } = proxy();
    const before = upstream.requests.length;
    const target = `/__third-party-proxy?url=${encodeURIComponent(upstream.url('/cached.js'))}`;
    // Headers announcing 50 MiB, and not one byte of it: an answer means nothing waited for the body.
    const { head, closed } = await sendHeadersOnly(baseURL, `POST ${target}`, 50 * 1024 * 1024);
    expect(head).toMatch(/^HTTP\/1\.1 405 /);
    expect(head.toLowerCase()).toContain('\r\nallow: get, head\r\n');
    expect(head.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(closed, 'the server closed the connection rather than wait for the body').toBe(true);
    expect(upstream.requests.length).toBe(before);
  });

  it('marks what it serves as readable by this site only (Cross-Origin-Resource-Policy)', async () => {
    const { proxied, upstream } = proxy();
    const response = await proxied(upstream.url('/cached.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it("passes on no header a browser acts on but the validators, and adds the site's own", async () => {
    const { proxied, upstream, policy, unknownHeadersPassed, log } = proxy();
    const response = await proxied(upstream.url('/hostile.js'));
    expect(response.status, log()).toBe(200);
    expect(await response.text()).toBe(SCRIPT_BODY);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(SCRIPT_BODY.length));
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('etag')).toBe(UPSTREAM_ETAG);
    expect(response.headers.get('last-modified')).toBe(UPSTREAM_LAST_MODIFIED);
    for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    // The proxy writes its own Cross-Origin-Resource-Policy; the upstream's never passes.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const own = new Set([
      ...SECURITY_HEADERS.map(([name]) => name.toLowerCase()),
      'content-security-policy',
      'cross-origin-resource-policy',
    ]);
    for (const name of Object.keys(HOSTILE_HEADERS).filter((header) => !own.has(header.toLowerCase())))
      expect(response.headers.get(name), name).toBeNull();
    // The kind closed: every header is one the proxy or the site writes, whatever the upstream
    // invents, but for the names a server can only hide one by one.
    const expected = new Set([...own, ...SCRIPT_RESPONSE_HEADERS, ...CONNECTION_HEADERS]);
    expect([...response.headers.keys()].filter((name) => !expected.has(name))).toEqual(unknownHeadersPassed);
  });

  it("answers an upstream error with the site's error page: 504 for a gateway timeout, 502 for the rest", async () => {
    const { proxied, upstream } = proxy();
    for (const status of UPSTREAM_ERROR_STATUSES) {
      const response = await proxied(upstream.url(`/status/${status}.js`));
      expect(response.status, `upstream ${status}`).toBe(status === 504 ? 504 : 502);
      await expectSiteErrorPage(response, `upstream ${status}`);
    }
  });

  it('answers 502 when the upstream cannot be reached or its certificate is not trusted', async () => {
    const { proxied, untrusted, closedPortURL } = proxy();
    for (const url of [closedPortURL, `${untrusted.origin}/x.js`]) {
      const response = await proxied(url);
      expect(response.status, url).toBe(502);
      await expectSiteErrorPage(response, url);
    }
    expect(untrusted.requests).toEqual([]);
  });

  it('keeps a script for 5 minutes, but not one its upstream says not to store', async () => {
    const { proxied, upstream } = proxy();
    for (const method of ['GET', 'GET', 'HEAD']) {
      const response = await proxied(upstream.url('/cached.js'), { method });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await response.text()).toBe(method === 'HEAD' ? '' : SCRIPT_BODY);
    }
    // The first test fetched it already: still one request.
    expect(hits('/cached.js')).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      const response = await proxied(upstream.url('/no-store.js'));
      expect(await response.text()).toBe(SCRIPT_BODY);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(hits('/no-store.js')).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const response = await proxied(upstream.url('/no-cache.js'));
      expect(await response.text()).toBe(SCRIPT_BODY);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(hits('/no-cache.js')).toBe(2);
  });
}

/**
 * Sends a request's head with a Content-Length and no body, and reads until the server closes
 * the connection or 3 s pass: what came back, and whether the server closed it.
 */
function sendHeadersOnly(
  baseURL: string,
  requestLine: string,
  contentLength: number,
): Promise<{ head: string; closed: boolean }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ head: received, closed: false });
    }, 3_000);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ head: received, closed: true });
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(
      `${requestLine} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: text/plain\r\n` +
        `Content-Length: ${contentLength}\r\n\r\n`,
    );
  });
}
