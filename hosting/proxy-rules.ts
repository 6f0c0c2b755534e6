// The third-party proxy's contract, one for every host: its path, which requests it serves, its
// limits and the headers of its answers (the URLs it may fetch: proxy-allowlist.ts). nginx's configuration is generated from it (postbuild/hosting/nginx-config.ts)
// and `npm start` runs it (server/proxy-server.ts): /__third-party-proxy?url=… forwards only
// exact allowlisted https URLs, for a script fetch only (never a service worker's install),
// sends nothing of the reader's request, follows no redirect and answers JavaScript with none
// of the upstream's headers but its validators.
import type { IncomingHttpHeaders } from 'node:http';

export const THIRD_PARTY_PROXY_PATH = '/__third-party-proxy' as const;

export interface ProxyLimits {
  readonly deadlineMs: number;
  readonly maxScriptBytes: number;
  readonly maxWaiting: number;
  readonly retryAfterSeconds: number;
  readonly cacheTtlMs: number;
  readonly cacheEntries: number;
  readonly cacheBytes: number;
}

/** The proxy's limits; nginx gets what it can express of them (postbuild/hosting/nginx-config.ts). */
export const PROXY_LIMITS: ProxyLimits = Object.freeze({
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
export const SCRIPT_DESTINATIONS: readonly string[] = Object.freeze(['empty', 'script', 'worker']);

/**
 * Sec-Fetch-Site of the requests the proxy serves: this site's own pages and workers
 * (same-origin), a sibling subdomain (same-site) and a request no page made (none). cross-site,
 * another site's page, is refused.
 */
export const SERVED_FETCH_SITES: readonly string[] = Object.freeze(['same-origin', 'same-site', 'none']);

/** Cross-Origin-Resource-Policy of a proxied script: readable by this site's pages alone. */
export const PROXY_RESOURCE_POLICY = 'same-origin' as const;

/** The upstream's headers a reader gets, its validators; every other is dropped, whatever its name. */
export const PASSED_UPSTREAM_HEADERS: readonly string[] = Object.freeze(['etag', 'last-modified']);

/** An upstream Cache-Control that forbids keeping the answer (no-store), or using it unchecked (no-cache). */
export const UNCACHEABLE_CACHE_CONTROL = /\bno-(?:store|cache)\b/i;

/** The reader's Cache-Control: as long as the proxy keeps a script, or not at all when it may not. */
export const PROXY_CACHE_CONTROL = Object.freeze({
  kept: `public, max-age=${PROXY_LIMITS.cacheTtlMs / 1000}`,
  notKept: 'no-store',
});

/**
 * Whether the reader's request is a script fetch the proxy serves: not a service worker's
 * install (a browser sends Service-Worker: script with it, with or without Fetch metadata), not
 * from another site's page (a Sec-Fetch-Site of SERVED_FETCH_SITES or none), and a Sec-Fetch-Dest of
 * SCRIPT_DESTINATIONS or none (a client that sends no Fetch metadata).
 */
export function isScriptFetch(headers: IncomingHttpHeaders): boolean {
  if (headers['service-worker']) return false;
  // Another site's page asking: the proxy serves this site's own pages only.
  if (String(headers['sec-fetch-site'] ?? '').toLowerCase() === 'cross-site') return false;
  const destination = headers['sec-fetch-dest'];
  return !destination || SCRIPT_DESTINATIONS.includes(String(destination).toLowerCase());
}

/**
 * The status the reader gets for an upstream's answer other than 200: a redirect would lead to
 * a URL nobody allowlisted (404, like any URL off the list); the upstream's own gateway timeout
 * is a timeout (504); anything else is a failed upstream (502).
 */
export function statusForUpstream(status: number): 404 | 502 | 504 {
  if (status >= 300 && status < 400 && status !== 304) return 404;
  return status === 504 ? 504 : 502;
}
