// The third-party proxy of `npm start` (server/serve.mjs), the same rules as nginx's
// (deploy/nginx/site.conf, postbuild/hosting/nginx-config.ts): /__third-party-proxy?url=…
// forwards only exact allowlisted https URLs, for a script fetch only (never a service worker's
// install), sends nothing of the reader's request, follows no redirect and answers JavaScript
// with none of the upstream's headers but its validators. Every failure is the site's own error
// page. It is bounded: one fetch per script at a time, a deadline over the whole answer, a size
// limit, at most so many readers waiting, and a short-lived cache. Plain JavaScript, so the
// server runs with node alone.
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';

export const THIRD_PARTY_PROXY_PATH = '/__third-party-proxy';

/** Written to out/ by the build (postbuild/steps/security-headers.ts); host configuration, never served. */
export const ALLOWLIST_FILE = '_third-party-allowlist.json';

/** The proxy's limits; nginx gets what it can express of them (postbuild/hosting/nginx-config.ts). */
export const PROXY_LIMITS = Object.freeze({
  /**
   * From the request to the upstream to its last byte. Partytown runs the script on the main
   * thread after 10 s anyway (OFF_MAIN_THREAD_FALLBACK_MS), so a later answer serves no one.
   */
  deadlineMs: 10_000,
  /** No analytics or ad script comes near this; a larger answer is refused, never cut short. */
  maxScriptBytes: 5 * 1024 * 1024,
  /**
   * Readers waiting on an upstream at once (fetching, or waiting for the same script's fetch);
   * the next gets 503 rather than a place in an unbounded queue. Cached answers do not count.
   */
  maxWaiting: 32,
  retryAfterSeconds: 10,
  /** Third parties change their scripts without renaming them: keep one only briefly. */
  cacheTtlMs: 5 * 60_000,
  cacheEntries: 64,
  cacheBytes: 16 * 1024 * 1024,
});

/**
 * Sec-Fetch-Dest of the fetches a proxied script is for: fetch() in Partytown's worker (empty),
 * a <script> element and a dedicated worker. A service worker's install (serviceworker), a
 * shared worker, a worklet, a page or frame, a style sheet… are refused: a same-origin script at
 * the site's root could otherwise become the site's service worker.
 */
export const SCRIPT_DESTINATIONS = Object.freeze(['empty', 'script', 'worker']);

/**
 * Sec-Fetch-Site of the requests the proxy serves: this site's own pages and workers
 * (same-origin), a sibling subdomain (same-site) and a request no page made (none). cross-site,
 * another site's page, is refused.
 */
export const SERVED_FETCH_SITES = Object.freeze(['same-origin', 'same-site', 'none']);

/** Cross-Origin-Resource-Policy of a proxied script: readable by this site's pages alone. */
export const PROXY_RESOURCE_POLICY = 'same-origin';

/** The upstream's headers a reader gets, its validators; every other is dropped, whatever its name. */
export const PASSED_UPSTREAM_HEADERS = Object.freeze(['etag', 'last-modified']);

/** An upstream Cache-Control that forbids keeping the answer (no-store), or using it unchecked (no-cache). */
export const UNCACHEABLE_CACHE_CONTROL = /\bno-(?:store|cache)\b/i;

/** The reader's Cache-Control: as long as the proxy keeps a script, or not at all when it may not. */
export const PROXY_CACHE_CONTROL = Object.freeze({
  kept: `public, max-age=${PROXY_LIMITS.cacheTtlMs / 1000}`,
  notKept: 'no-store',
});

/**
 * The allowlist a build wrote to outDir; empty when the site has no third-party scripts.
 * @param {string} outDir
 * @returns {string[]}
 */
export function readAllowlist(outDir) {
  const file = path.join(outDir, ALLOWLIST_FILE);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const parsed = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((url) => typeof url === 'string' && url.startsWith('https://'))) {
    throw new Error(`${file}: expected a JSON list of https URLs`);
  }
  return parsed;
}

/**
 * The allowlisted URL a request asks for, or null: the path must be the proxy's, the query
 * exactly one `url` parameter, and its decoded value one of the allowlisted URLs character
 * for character (an extra query, a different case or a trailing slash is another URL).
 * @param {string} requestTarget the request's path and query, e.g. /__third-party-proxy?url=…
 * @param {readonly string[]} allowlist
 * @returns {string | null}
 */
export function allowlistedTarget(requestTarget, allowlist) {
  let url;
  try {
    url = new URL(requestTarget, 'http://proxy.invalid');
  } catch {
    return null;
  }
  if (url.pathname !== THIRD_PARTY_PROXY_PATH) return null;
  const names = [...url.searchParams.keys()];
  if (names.length !== 1 || names[0] !== 'url') return null;
  const target = url.searchParams.get('url');
  if (!target || !target.startsWith('https://')) return null;
  return allowlist.includes(target) ? target : null;
}

/**
 * Whether the reader's request is a script fetch the proxy serves: not a service worker's
 * install (a browser sends Service-Worker: script with it, with or without Fetch metadata), not
 * from another site's page (a Sec-Fetch-Site of SERVED_FETCH_SITES or none), and a Sec-Fetch-Dest of
 * SCRIPT_DESTINATIONS or none (a client that sends no Fetch metadata).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {boolean}
 */
export function isScriptFetch(headers) {
  if (headers['service-worker']) return false;
  // Another site's page asking: the proxy serves this site's own pages only.
  if (String(headers['sec-fetch-site'] ?? '').toLowerCase() === 'cross-site') return false;
  const destination = headers['sec-fetch-dest'];
  return !destination || SCRIPT_DESTINATIONS.includes(String(destination).toLowerCase());
}

/**
 * The answers worth keeping, for PROXY_LIMITS.cacheTtlMs at most, within a number of entries
 * and of bytes; the oldest go first.
 */
export class ScriptCache {
  /** @type {Map<string, { script: object, bytes: number, expiresAt: number }>} */
  #entries = new Map();
  #bytes = 0;

  /**
   * @param {{ cacheTtlMs: number, cacheEntries: number, cacheBytes: number }} limits
   * @param {() => number} now
   */
  constructor(limits, now = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  /** @param {string} url */
  get(url) {
    const entry = this.#entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.script;
    this.delete(url);
    return undefined;
  }

  /**
   * @param {string} url
   * @param {{ body: Buffer }} script
   */
  set(url, script) {
    this.delete(url);
    const bytes = script.body.length;
    if (bytes > this.limits.cacheBytes) return;
    this.#entries.set(url, { script, bytes, expiresAt: this.now() + this.limits.cacheTtlMs });
    this.#bytes += bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limits.cacheEntries && this.#bytes <= this.limits.cacheBytes) break;
      this.delete(oldest);
    }
  }

  /** @param {string} url */
  delete(url) {
    const entry = this.#entries.get(url);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(url);
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }
}

/**
 * The status the reader gets for an upstream's answer other than 200: a redirect would lead to
 * a URL nobody allowlisted (404, like any URL off the list); the upstream's own gateway timeout
 * is a timeout (504); anything else is a failed upstream (502).
 * @param {number} status
 * @returns {404 | 502 | 504}
 */
export function statusForUpstream(status) {
  if (status >= 300 && status < 400 && status !== 304) return 404;
  return status === 504 ? 504 : 502;
}

/**
 * Fetches one script over https: certificates verified, no cookie, no referrer, nothing of
 * the reader's request; redirects are not followed. The whole answer must arrive within
 * limits.deadlineMs and within limits.maxScriptBytes, uncompressed.
 * @param {string} url
 * @param {typeof PROXY_LIMITS} limits
 */
export function fetchScript(url, limits = PROXY_LIMITS) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      resolve(answer);
    };
    const refuse = (status, reason) => settle({ kind: 'refused', status, reason });
    const req = request(
      url,
      {
        method: 'GET',
        headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'idn-third-party-proxy' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status !== 200) return refuse(statusForUpstream(status), `upstream answered ${status}`);
        const encoding = res.headers['content-encoding'];
        // The proxy asked for identity: bytes in another coding would reach the reader mislabelled.
        if (encoding && encoding.toLowerCase() !== 'identity')
          return refuse(502, `upstream answered in Content-Encoding ${encoding}`);
        const tooLarge = `upstream script larger than ${limits.maxScriptBytes} bytes`;
        if (Number(res.headers['content-length']) > limits.maxScriptBytes) return refuse(502, tooLarge);
        const chunks = [];
        let size = 0;
        res.on('data', (chunk) => {
          size += chunk.length;
          if (size > limits.maxScriptBytes) refuse(502, tooLarge);
          else chunks.push(chunk);
        });
        res.on('end', () => {
          if (!res.complete) return refuse(502, 'upstream closed the connection mid-answer');
          const validators = PASSED_UPSTREAM_HEADERS.flatMap((name) => {
            const value = res.headers[name];
            return typeof value === 'string' ? [[name, value]] : [];
          });
          settle({
            kind: 'script',
            body: Buffer.concat(chunks),
            validators,
            storable: !UNCACHEABLE_CACHE_CONTROL.test(String(res.headers['cache-control'] ?? '')),
          });
        });
        res.on('error', (error) => refuse(502, error.message));
        res.on('close', () => refuse(502, 'upstream closed the connection mid-answer'));
      },
    );
    const deadline = setTimeout(
      () => refuse(504, `the whole script did not come within ${limits.deadlineMs} ms`),
      limits.deadlineMs,
    );
    req.on('error', (error) => refuse(502, error.message));
    req.end();
  });
}

/**
 * A proxy with its own cache, fetches in progress and count of waiting readers.
 * @param {typeof PROXY_LIMITS} limits
 */
export function createThirdPartyProxy(limits = PROXY_LIMITS) {
  const cache = new ScriptCache(limits);
  /** One fetch per script at a time: readers asking for a script being fetched wait for that fetch. */
  const inFlight = new Map();
  let waiting = 0;

  function fetchShared(target) {
    let pending = inFlight.get(target);
    if (!pending) {
      pending = fetchScript(target, limits).then((answer) => {
        inFlight.delete(target);
        if (answer.kind === 'script' && answer.storable) cache.set(target, answer);
        if (answer.kind === 'refused')
          console.warn(`third-party proxy: ${target}: ${answer.reason}; answered ${answer.status}`);
        return answer;
      });
      inFlight.set(target, pending);
    }
    return pending;
  }

  /**
   * Answers a request for the proxy path. `sendError(status)` sends the site's error page;
   * the caller has already set the security headers of the response.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {readonly string[]} allowlist
   * @param {(status: number, headers?: Record<string, string>) => void} sendError
   */
  async function serve(req, res, allowlist, sendError) {
    const asks = (req.method === 'GET' || req.method === 'HEAD') && isScriptFetch(req.headers);
    const target = asks ? allowlistedTarget(req.url ?? '', allowlist) : null;
    if (!target) return sendError(404);
    let answer = cache.get(target);
    if (!answer) {
      if (waiting >= limits.maxWaiting) {
        console.warn(`third-party proxy: ${target}: ${waiting} readers already waiting; answered 503`);
        return sendError(503, { 'Retry-After': String(limits.retryAfterSeconds) });
      }
      waiting += 1;
      try {
        answer = await fetchShared(target);
      } finally {
        waiting -= 1;
      }
      if (answer.kind === 'refused') return sendError(answer.status);
    }
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Length': answer.body.length,
      'Cache-Control': answer.storable ? PROXY_CACHE_CONTROL.kept : PROXY_CACHE_CONTROL.notKept,
      // Another site's page may not load it either, even as a no-cors script.
      'Cross-Origin-Resource-Policy': PROXY_RESOURCE_POLICY,
      ...Object.fromEntries(answer.validators),
    });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  }

  return { serve, cache };
}

const proxy = createThirdPartyProxy();

/**
 * Answers a request for the proxy path from the server's one proxy (see createThirdPartyProxy).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} allowlist
 * @param {(status: number, headers?: Record<string, string>) => void} sendError
 * @returns {Promise<void>}
 */
export function serveThirdPartyProxy(req, res, allowlist, sendError) {
  return proxy.serve(req, res, allowlist, sendError);
}
