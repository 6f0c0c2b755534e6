// A third-party script host that misbehaves in every way the proxy must survive, for the proxy
// tests of both servers (server/proxy-server.test.ts, postbuild/hosting/nginx.test.ts): https on
// 127.0.0.1 (tests/support/hosting/https-upstream.ts), one path per kind of answer.
import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

import { startHttpsUpstream, type HttpsUpstream } from './https-upstream.ts';

export const SCRIPT_BODY = 'console.log("third party");';
export const UPSTREAM_ERROR_BODY = 'upstream error body: stack trace, secret=1';
export const UPSTREAM_ETAG = '"v1-abc"';
export const UPSTREAM_LAST_MODIFIED = 'Tue, 01 Dec 2026 10:00:00 GMT';
/** Larger than the 5 MiB the Node proxy accepts. */
export const LARGE_SCRIPT_BYTES = 6 * 1024 * 1024;

/**
 * Headers a browser, a cache or a CDN acts on, each with a value that would hurt the site if it
 * reached a reader: on a response of the site's own origin they could widen a service worker's
 * scope, wipe the readers' storage, redirect, preload, open the answer to other origins, set
 * cookies, send the readers' network errors to a third party, move the origin to another
 * server, or keep the answer at the edge for a year. Written here independently of the
 * servers' own lists, so a name either server forgets fails the tests.
 */
export const HOSTILE_HEADERS: Readonly<Record<string, string>> = {
  'Service-Worker-Allowed': '/',
  'Clear-Site-Data': '"cache", "cookies", "storage", "executionContexts"',
  Refresh: '0; url=https://evil.example/',
  Link: '<https://evil.example/x.js>; rel=preload; as=script, </sw.js>; rel=serviceworker',
  Location: 'https://evil.example/',
  'Content-Location': 'https://evil.example/',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT',
  'Access-Control-Expose-Headers': '*',
  'Access-Control-Max-Age': '86400',
  'Access-Control-Allow-Private-Network': 'true',
  'Set-Cookie': 'tracker=1; Path=/; Max-Age=31536000',
  'Set-Cookie2': 'tracker=1',
  'Alt-Svc': 'h2="evil.example:443"; ma=31536000',
  NEL: '{"report_to":"evil","max_age":31536000,"include_subdomains":true}',
  'Report-To': '{"group":"evil","max_age":31536000,"endpoints":[{"url":"https://evil.example/r"}]}',
  'Reporting-Endpoints': 'evil="https://evil.example/r"',
  'Content-Security-Policy': "script-src 'unsafe-inline' 'unsafe-eval' *",
  'Content-Security-Policy-Report-Only': 'default-src *; report-uri https://evil.example/r',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Opener-Policy': 'unsafe-none',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Origin-Agent-Cluster': '?0',
  'Permissions-Policy': 'camera=*, geolocation=*',
  'Feature-Policy': "camera '*'",
  'Document-Policy': 'force-load-at-top=?0',
  'Strict-Transport-Security': 'max-age=0',
  'X-Content-Type-Options': 'sniff',
  'X-Frame-Options': 'ALLOWALL',
  'X-XSS-Protection': '1; report=https://evil.example/r',
  'X-DNS-Prefetch-Control': 'on',
  'X-Permitted-Cross-Domain-Policies': 'all',
  'Referrer-Policy': 'unsafe-url',
  'Timing-Allow-Origin': '*',
  'Server-Timing': 'db;dur=53;desc="internal host db-7.corp"',
  'Accept-CH': 'Sec-CH-UA-Full-Version-List, Sec-CH-UA-Model, Sec-CH-UA-Platform-Version',
  'Critical-CH': 'Sec-CH-UA-Model',
  'Content-Disposition': 'attachment; filename="invoice.exe"',
  'Content-Language': 'xx',
  Vary: '*',
  Expires: 'Fri, 01 Jan 2100 00:00:00 GMT',
  Pragma: 'public',
  Age: '999999',
  'CDN-Cache-Control': 'max-age=31536000',
  'Surrogate-Control': 'max-age=31536000',
  'Cache-Tag': 'evil',
  SourceMap: 'https://evil.example/map.json',
  'X-SourceMap': 'https://evil.example/map.json',
  'Speculation-Rules': '"https://evil.example/rules.json"',
  'Use-As-Dictionary': 'match="/*"',
  'No-Vary-Search': 'params',
  'Origin-Trial': 'evil-token',
  'Attribution-Reporting-Register-Source': '{"destination":"https://evil.example"}',
  'Set-Login': 'logged-in',
  'WWW-Authenticate': 'Basic realm="evil"',
  'Retry-After': '99999',
  'X-Robots-Tag': 'noindex',
  'X-Powered-By': 'vendor-cms 1.2.3',
  Via: '1.1 internal-proxy.corp',
  'X-Accel-Redirect': '/_build.json',
  'X-Accel-Expires': '31536000',
};

/** Upstream error answers; each has a path /status/{status}.js here. */
export const UPSTREAM_ERROR_STATUSES = [400, 401, 403, 404, 410, 429, 500, 502, 503, 504] as const;

/**
 * What a browser sends when it installs a service worker (Service-Worker: script, and
 * Sec-Fetch-Dest: serviceworker where it sends Fetch metadata), and destinations that make no
 * sense for a script: each must be refused before anyone is asked.
 */
export const REFUSED_DESTINATIONS: readonly Record<string, string>[] = [
  { 'Service-Worker': 'script', 'Sec-Fetch-Dest': 'serviceworker' },
  { 'Service-Worker': 'script' },
  { 'Sec-Fetch-Dest': 'serviceworker' },
  { 'Sec-Fetch-Dest': 'empty', 'Service-Worker': 'script' },
  ...['sharedworker', 'audioworklet', 'paintworklet', 'document', 'iframe', 'frame', 'object', 'embed', 'style'].map(
    (destination) => ({ 'Sec-Fetch-Dest': destination }),
  ),
  ...['image', 'json', 'manifest', 'report', 'xslt', 'font', 'audio', 'video', 'track', 'fencedframe'].map(
    (destination) => ({ 'Sec-Fetch-Dest': destination }),
  ),
  // Another site's page asking for a script from this origin: the proxy serves this site only.
  { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'script' },
  { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'empty' },
  { 'Sec-Fetch-Site': 'Cross-Site' },
];

/** Partytown's worker (fetch(): empty), a <script> element, a worker, and a client sending no Fetch metadata. */
export const ALLOWED_DESTINATIONS: readonly Record<string, string>[] = [
  { 'Sec-Fetch-Dest': 'empty' },
  { 'Sec-Fetch-Dest': 'script' },
  { 'Sec-Fetch-Dest': 'worker' },
  { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'empty' },
  { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'script' },
  { 'Sec-Fetch-Site': 'none' },
  {},
];

/** The headers a proxied script's answer may carry besides the site's security headers. */
export const SCRIPT_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'cross-origin-resource-policy',
];
/** Written by the server for the connection itself, never taken from the upstream. */
export const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'server'];

export interface ScriptUpstream extends HttpsUpstream {
  /** The https URL of a path on this upstream. */
  url: (pathname: string) => string;
  /** Answers every request waiting on /held.js (200, the script). */
  releaseHeld: () => void;
  /** Requests waiting on /held.js. */
  heldCount: () => number;
}

function answer(url: string, res: ServerResponse, held: ServerResponse[]): void {
  const status = /^\/status\/(\d{3})\.js$/.exec(url)?.[1];
  if (status) {
    // An upstream error page: its own body, no Content-Type, a header or two.
    res.writeHead(Number(status), { 'X-Upstream-Debug': 'node-17', 'Set-Cookie': 'err=1' });
    res.end(UPSTREAM_ERROR_BODY);
    return;
  }
  switch (url) {
    case '/hostile.js':
      res.writeHead(200, {
        ...HOSTILE_HEADERS,
        'Content-Type': 'text/html',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: UPSTREAM_ETAG,
        'Last-Modified': UPSTREAM_LAST_MODIFIED,
        'X-Made-Up-Header': 'nobody defines this name',
        'Content-Length': Buffer.byteLength(SCRIPT_BODY),
      });
      res.end(SCRIPT_BODY);
      return;
    case '/cached.js':
      res.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'private, max-age=900' });
      res.end(SCRIPT_BODY);
      return;
    case '/no-store.js':
      res.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-store' });
      res.end(SCRIPT_BODY);
      return;
    case '/no-cache.js':
      // May be stored, but not used again without asking: the proxy keeps it not at all.
      res.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'public, no-cache' });
      res.end(SCRIPT_BODY);
      return;
    case '/held.js':
      held.push(res);
      return;
    case '/silent.js':
      // Never answers; the connection is closed when the upstream stops.
      return;
    case '/trickle.js': {
      // Headers at once, then a byte every half second, forever: never idle, never done.
      res.writeHead(200, { 'Content-Type': 'application/javascript' });
      const timer = setInterval(() => res.write(' '), 500);
      res.on('close', () => clearInterval(timer));
      return;
    }
    case '/large.js':
      res.writeHead(200, { 'Content-Type': 'application/javascript', 'Content-Length': LARGE_SCRIPT_BYTES });
      res.end(Buffer.alloc(LARGE_SCRIPT_BYTES, 0x20));
      return;
    case '/large-chunked.js':
      res.writeHead(200, { 'Content-Type': 'application/javascript' });
      for (let sent = 0; sent < LARGE_SCRIPT_BYTES; sent += 64 * 1024) res.write(Buffer.alloc(64 * 1024, 0x20));
      res.end();
      return;
    case '/gzip.js':
      res.writeHead(200, { 'Content-Type': 'application/javascript', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(SCRIPT_BODY));
      return;
    default:
      res.writeHead(404).end();
  }
}

export async function startScriptUpstream(): Promise<ScriptUpstream> {
  const held: ServerResponse[] = [];
  const upstream = await startHttpsUpstream((url, res) => answer(url, res, held));
  return {
    ...upstream,
    url: (pathname) => `${upstream.origin}${pathname}`,
    heldCount: () => held.length,
    releaseHeld: () => {
      for (const res of held.splice(0)) {
        res.writeHead(200, { 'Content-Type': 'application/javascript' });
        res.end(SCRIPT_BODY);
      }
    },
  };
}
