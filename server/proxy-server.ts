// The third-party proxy of `npm start` (server/serve.ts), under the contract every host keeps
// (hosting/proxy-rules.ts, hosting/proxy-allowlist.ts). Every failure is the site's own error page. It is bounded: one
// fetch per script at a time, a deadline over the whole answer, a size limit, at most so many
// readers waiting, and a short-lived cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request, type Agent } from 'node:https';
import {
  isScriptFetch,
  PASSED_UPSTREAM_HEADERS,
  PROXY_CACHE_CONTROL,
  PROXY_LIMITS,
  PROXY_RESOURCE_POLICY,
  type ProxyLimits,
  statusForUpstream,
  UNCACHEABLE_CACHE_CONTROL,
} from '../hosting/proxy-rules.ts';
import { allowlistedTarget } from '../hosting/proxy-allowlist.ts';

export interface FetchedScript {
  kind: 'script';
  body: Buffer;
  /** The upstream's validators, [lower-case name, value]. */
  validators: [string, string][];
  /** False when the upstream's Cache-Control says no-store or no-cache. */
  storable: boolean;
}

export interface RefusedScript {
  kind: 'refused';
  status: 404 | 502 | 504;
  reason: string;
}

/** Sends the site's error page with `status`; the caller has set the response's security headers. */
export type SendError = (status: number, headers?: Record<string, string>) => void;

type CacheLimits = Pick<ProxyLimits, 'cacheTtlMs' | 'cacheEntries' | 'cacheBytes'>;

/**
 * The answers worth keeping, for PROXY_LIMITS.cacheTtlMs at most, within a number of entries
 * and of bytes; the oldest go first.
 */
export class ScriptCache {
  #entries = new Map<string, { script: FetchedScript; bytes: number; expiresAt: number }>();
  #bytes = 0;
  readonly limits: CacheLimits;
  readonly now: () => number;

  constructor(limits: CacheLimits, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  get(url: string): FetchedScript | undefined {
    const entry = this.#entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.script;
    this.delete(url);
    return undefined;
  }

  set(url: string, script: FetchedScript): void {
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

  delete(url: string): void {
    const entry = this.#entries.get(url);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(url);
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/**
 * Fetches one script over https: certificates verified, no cookie, no referrer, nothing of
 * the reader's request; redirects are not followed. The whole answer must arrive within
 * limits.deadlineMs and within limits.maxScriptBytes, uncompressed. `agent`: the https agent
 * (the default one unless a test gives one that trusts its upstream's certificate).
 */
export function fetchScript(
  url: string,
  limits: ProxyLimits = PROXY_LIMITS,
  agent?: Agent,
): Promise<FetchedScript | RefusedScript> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: FetchedScript | RefusedScript) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.destroy();
      resolve(answer);
    };
    const refuse = (status: RefusedScript['status'], reason: string) => settle({ kind: 'refused', status, reason });
    const req = request(
      url,
      {
        method: 'GET',
        agent,
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
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxScriptBytes) refuse(502, tooLarge);
          else chunks.push(chunk);
        });
        res.on('end', () => {
          if (!res.complete) return refuse(502, 'upstream closed the connection mid-answer');
          const validators = PASSED_UPSTREAM_HEADERS.flatMap((name) => {
            const value = res.headers[name];
            return typeof value === 'string' ? [[name, value] as [string, string]] : [];
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

export interface ThirdPartyProxy {
  /** Answers a request for the proxy path (`sendError` sends the site's error page). */
  serve(req: IncomingMessage, res: ServerResponse, allowlist: readonly string[], sendError: SendError): Promise<void>;
  cache: ScriptCache;
}

export interface ProxyOptions {
  /** The https agent of the upstream fetches. */
  agent?: Agent;
  /** Where refusals are logged; the console by default. */
  log?: (line: string) => void;
}

/** A proxy with its own cache, fetches in progress and count of waiting readers. */
export function createThirdPartyProxy(
  limits: ProxyLimits = PROXY_LIMITS,
  { agent, log = (line) => console.warn(line) }: ProxyOptions = {},
): ThirdPartyProxy {
  const cache = new ScriptCache(limits);
  /** One fetch per script at a time: readers asking for a script being fetched wait for that fetch. */
  const inFlight = new Map<string, Promise<FetchedScript | RefusedScript>>();
  let waiting = 0;

  function fetchShared(target: string): Promise<FetchedScript | RefusedScript> {
    let pending = inFlight.get(target);
    if (!pending) {
      pending = fetchScript(target, limits, agent).then((answer) => {
        inFlight.delete(target);
        if (answer.kind === 'script' && answer.storable) cache.set(target, answer);
        if (answer.kind === 'refused') log(`third-party proxy: ${target}: ${answer.reason}; answered ${answer.status}`);
        return answer;
      });
      inFlight.set(target, pending);
    }
    return pending;
  }

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    allowlist: readonly string[],
    sendError: SendError,
  ): Promise<void> {
    const asks = (req.method === 'GET' || req.method === 'HEAD') && isScriptFetch(req.headers);
    const target = asks ? allowlistedTarget(req.url ?? '', allowlist) : null;
    if (!target) return sendError(404);
    let answer: FetchedScript | RefusedScript | undefined = cache.get(target);
    if (!answer) {
      if (waiting >= limits.maxWaiting) {
        log(`third-party proxy: ${target}: ${waiting} readers already waiting; answered 503`);
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
