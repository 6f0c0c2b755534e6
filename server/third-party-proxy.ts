// The third-party proxy (docs/architecture.md#hosting): /__third-party-proxy?url=… forwards only exact,
// allowlisted https URLs. The allowlist is the site's third_party_scripts (site.yaml): the
// scripts a site runs are exactly the URLs its proxy will fetch.
import { THIRD_PARTY_PROXY_PATH } from './proxy-server.mjs';

export { THIRD_PARTY_PROXY_PATH };

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
