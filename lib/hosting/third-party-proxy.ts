// The third-party proxy (SPEC section 7): /__third-party-proxy?url=… forwards only exact,
// allowlisted https URLs. The allowlist will come from the site's settings; until then it
// is read from THIRD_PARTY_PROXY_ALLOWLIST (URLs separated by spaces or newlines).

export const THIRD_PARTY_PROXY_PATH = '/__third-party-proxy';

// nginx reads the URLs inside double-quoted strings, where " \ and $ mean something.
const UNSAFE_FOR_NGINX = /["'\\$;{}\s]/;

/** Checks and returns the allowlisted URLs, sorted and without repeats. */
export function parseAllowlist(text: string | undefined): string[] {
  const urls = new Set<string>();
  for (const entry of (text ?? '').split(/\s+/).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`third-party proxy allowlist: "${entry}" is not a URL; expected an absolute https URL`);
    }
    if (url.protocol !== 'https:') throw new Error(`third-party proxy allowlist: "${entry}" is not https; expected an absolute https URL`);
    if (url.username || url.password || url.hash) {
      throw new Error(`third-party proxy allowlist: "${entry}" has credentials or a #fragment; expected a plain https URL`);
    }
    if (UNSAFE_FOR_NGINX.test(entry)) {
      throw new Error(`third-party proxy allowlist: "${entry}" contains a quote, backslash, $, ; or brace; expected them percent-encoded`);
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
