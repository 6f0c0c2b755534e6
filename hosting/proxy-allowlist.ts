// The third-party proxy (docs/architecture.md#hosting): /__third-party-proxy?url=… forwards only exact,
// allowlisted https URLs. The allowlist is the site's third_party_scripts (site.yaml): the
// scripts a site runs are exactly the URLs its proxy will fetch.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THIRD_PARTY_PROXY_PATH } from './proxy-rules.ts';

/** Written to out/ by the build (postbuild/steps/security-headers.ts); host configuration, never served. */
export const ALLOWLIST_FILE = '_third-party-allowlist.json' as const;

// nginx reads the URLs inside double-quoted strings, where " \ and $ mean something.
const UNSAFE_FOR_NGINX = /["'\\$;{}\s]/;

/**
 * Checks the allowlisted URLs and returns them sorted and without repeats. The content schema
 * already refuses these; the hosts rely on it, so they are checked again where they are written.
 */
export function checkAllowlist(entries: readonly string[]): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`third-party proxy allowlist: "${entry}" is not a URL; expected an absolute https URL`);
    }
    if (url.protocol !== 'https:')
      throw new Error(`third-party proxy allowlist: "${entry}" is not https; expected an absolute https URL`);
    if (url.username || url.password || url.hash) {
      throw new Error(
        `third-party proxy allowlist: "${entry}" has credentials or a #fragment; expected a plain https URL`,
      );
    }
    if (UNSAFE_FOR_NGINX.test(entry)) {
      throw new Error(
        `third-party proxy allowlist: "${entry}" contains a quote, backslash, $, ; or brace; expected them percent-encoded`,
      );
    }
    urls.add(entry);
  }
  return [...urls].sort();
}

/**
 * The `url` parameter values that ask for an allowlisted URL: as encodeURIComponent writes it
 * (what the client sends) and, when that differs, as written (what a person types).
 */
export function proxyParameterValues(url: string): string[] {
  const encoded = encodeURIComponent(url);
  return encoded === url ? [url] : [encoded, url];
}

/** The address the page asks the proxy for, e.g. /__third-party-proxy?url=https%3A%2F%2F… */
export function proxyAddress(url: string): string {
  return `${THIRD_PARTY_PROXY_PATH}?url=${encodeURIComponent(url)}`;
}

/**
 * The upstream headers nginx hides from the reader. Stock nginx can hide a header by name only,
 * not pass a list of names, so this lists every response header a browser, a cache or a CDN
 * acts on (the validators, ETag and Last-Modified, are passed; nginx itself drops Date, Server,
 * X-Pad and X-Accel-*, and writes the connection's own). A name nobody defines still passes, and
 * no browser acts on it. The Node proxy passes the validators alone (PASSED_UPSTREAM_HEADERS).
 */
export const NGINX_HIDDEN_UPSTREAM_HEADERS: readonly string[] = [
  // What the proxy writes itself.
  'Content-Type',
  'Cache-Control',
  // The site's own security headers, and the upstream's attempts at others.
  'Content-Security-Policy',
  'Content-Security-Policy-Report-Only',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Feature-Policy',
  'Document-Policy',
  'Document-Policy-Report-Only',
  'Require-Document-Policy',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Opener-Policy-Report-Only',
  'Cross-Origin-Embedder-Policy',
  'Cross-Origin-Embedder-Policy-Report-Only',
  'Cross-Origin-Resource-Policy',
  'Origin-Agent-Cluster',
  'X-Frame-Options',
  'X-XSS-Protection',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-UA-Compatible',
  'Integrity-Policy',
  'Integrity-Policy-Report-Only',
  'Public-Key-Pins',
  'Public-Key-Pins-Report-Only',
  'Expect-CT',
  // Service workers, storage, navigation, preloading.
  'Service-Worker-Allowed',
  'Clear-Site-Data',
  'Set-Cookie',
  'Set-Cookie2',
  'Refresh',
  'Link',
  'Location',
  'Content-Location',
  'Content-Disposition',
  'Speculation-Rules',
  'Supports-Loading-Mode',
  'Origin-Trial',
  'Set-Login',
  'Activate-Storage-Access',
  'Observe-Browsing-Topics',
  'Attribution-Reporting-Register-Source',
  'Attribution-Reporting-Register-Trigger',
  'Attribution-Reporting-Info',
  'Ad-Auction-Allowed',
  'Ad-Auction-Signals',
  'Ad-Auction-Additional-Bid',
  'Shared-Storage-Write',
  'Use-As-Dictionary',
  'SourceMap',
  'X-SourceMap',
  'WWW-Authenticate',
  'Proxy-Authenticate',
  'Authentication-Info',
  'Proxy-Authentication-Info',
  // Reading the answer from other origins, timing it, reporting from it.
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Headers',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Private-Network',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
  'Timing-Allow-Origin',
  'Server-Timing',
  'NEL',
  'Report-To',
  'Reporting-Endpoints',
  // The origin's connection and client hints.
  'Alt-Svc',
  'Accept-CH',
  'Accept-CH-Lifetime',
  'Critical-CH',
  // Caches and CDNs between the site and its readers.
  'Expires',
  'Pragma',
  'Age',
  'Vary',
  'No-Vary-Search',
  'Warning',
  'CDN-Cache-Control',
  'Surrogate-Control',
  'Surrogate-Key',
  'Cache-Tag',
  'Cache-Status',
  'Cloudflare-CDN-Cache-Control',
  // How the body is to be read: the proxy asked for identity.
  'Content-Encoding',
  'Content-Language',
  'Content-Range',
  'Accept-Ranges',
  'Content-Digest',
  'Repr-Digest',
  'Digest',
  'Content-MD5',
  // Advice and disclosure.
  'Retry-After',
  'Allow',
  'Upgrade',
  'Trailer',
  'Via',
  'X-Powered-By',
  'X-AspNet-Version',
  'X-Robots-Tag',
  'Deprecation',
  'Sunset',
  'Tk',
  'P3P',
];

/** The allowlist a build wrote to outDir; empty when the site has no third-party scripts. */
export function readAllowlist(outDir: string): string[] {
  const file = path.join(outDir, ALLOWLIST_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((url) => typeof url === 'string' && url.startsWith('https://'))) {
    throw new Error(`${file}: expected a JSON list of https URLs`);
  }
  return parsed;
}

/**
 * The allowlisted URL a request asks for, or null: the path must be the proxy's, the query
 * exactly one `url` parameter, and its decoded value one of the allowlisted URLs character
 * for character (an extra query, a different case or a trailing slash is another URL).
 * `requestTarget` is the request's path and query, e.g. /__third-party-proxy?url=….
 */
export function allowlistedTarget(requestTarget: string, allowlist: readonly string[]): string | null {
  let url: URL;
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
