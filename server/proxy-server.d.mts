import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export const THIRD_PARTY_PROXY_PATH: '/__third-party-proxy';
/** The allowlist file the build writes to out/ for `npm start`; host configuration, never served. */
export const ALLOWLIST_FILE: '_third-party-allowlist.json';

export interface ProxyLimits {
  readonly deadlineMs: number;
  readonly maxScriptBytes: number;
  readonly maxWaiting: number;
  readonly retryAfterSeconds: number;
  readonly cacheTtlMs: number;
  readonly cacheEntries: number;
  readonly cacheBytes: number;
}
export const PROXY_LIMITS: ProxyLimits;
/** Sec-Fetch-Dest values the proxy serves: fetch() (empty), script, worker. */
export const SCRIPT_DESTINATIONS: readonly string[];
/** Sec-Fetch-Site values the proxy serves: same-origin, same-site, none (never cross-site). */
export const SERVED_FETCH_SITES: readonly string[];
/** Cross-Origin-Resource-Policy of a proxied script: same-origin. */
export const PROXY_RESOURCE_POLICY: 'same-origin';
/** The upstream headers a reader gets (lower case): the validators. */
export const PASSED_UPSTREAM_HEADERS: readonly string[];
/** An upstream Cache-Control whose answer is not kept. */
export const UNCACHEABLE_CACHE_CONTROL: RegExp;
/** The reader's Cache-Control for an answer the proxy keeps, and for one it may not keep. */
export const PROXY_CACHE_CONTROL: { readonly kept: string; readonly notKept: string };

/** The allowlist written to outDir; empty when the file is absent. */
export function readAllowlist(outDir: string): string[];
/** The allowlisted URL a proxy request names exactly, or null. */
export function allowlistedTarget(requestTarget: string, allowlist: readonly string[]): string | null;
/** Whether a request is a script fetch the proxy serves (never a service worker's install). */
export function isScriptFetch(headers: IncomingHttpHeaders): boolean;
/** The status a reader gets for an upstream's answer other than 200. */
export function statusForUpstream(status: number): 404 | 502 | 504;

export interface FetchedScript {
  kind: 'script';
  body: Buffer;
  /** The upstream's validators, [lower-case name, value]. */
  validators: [string, string][];
  /** False when the upstream's Cache-Control says no-store or no-cache. */
  storable: boolean;
}
export type RefusedScript = { kind: 'refused'; status: 404 | 502 | 504; reason: string };

/** One script over https without cookies, following no redirect, within the limits. */
export function fetchScript(url: string, limits?: ProxyLimits): Promise<FetchedScript | RefusedScript>;

export class ScriptCache {
  constructor(limits: Pick<ProxyLimits, 'cacheTtlMs' | 'cacheEntries' | 'cacheBytes'>, now?: () => number);
  get(url: string): FetchedScript | undefined;
  set(url: string, script: FetchedScript): void;
  delete(url: string): void;
  readonly size: number;
  readonly bytes: number;
}

type Serve = (
  req: IncomingMessage,
  res: ServerResponse,
  allowlist: readonly string[],
  sendError: (status: number, headers?: Record<string, string>) => void,
) => Promise<void>;

/** A proxy with its own cache and limits. */
export function createThirdPartyProxy(limits?: ProxyLimits): { serve: Serve; cache: ScriptCache };
/** Answers a request for /__third-party-proxy (the server's one proxy). */
export const serveThirdPartyProxy: Serve;
