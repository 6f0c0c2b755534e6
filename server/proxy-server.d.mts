import type { IncomingMessage, ServerResponse } from 'node:http';

export const THIRD_PARTY_PROXY_PATH: '/__third-party-proxy';
/** The allowlist file the build writes to out/ for `npm start`; host configuration, never served. */
export const ALLOWLIST_FILE: '_third-party-allowlist.json';
/** The allowlist written to outDir; empty when the file is absent. */
export function readAllowlist(outDir: string): string[];
/** The allowlisted URL a proxy request names exactly, or null. */
export function allowlistedTarget(requestTarget: string, allowlist: readonly string[]): string | null;
/** One script over https without cookies, following no redirect. */
export function fetchScript(
  url: string,
): Promise<{ kind: 'script'; body: Buffer } | { kind: 'refused'; status: 404 | 502 | 504; reason: string }>;
/** Answers a request for /__third-party-proxy. */
export function serveThirdPartyProxy(
  req: IncomingMessage,
  res: ServerResponse,
  allowlist: readonly string[],
  sendError: (status: number) => void,
): Promise<void>;
