// The security headers of every response, written once. nginx (deploy/nginx), the `_headers`
// file for CDNs and `npm start` all receive them from here through the post-build step.
export type Header = readonly [name: string, value: string];

/** A page's inline code, as Content-Security-Policy sources (postbuild/hosting/inline-sources.ts reads it from the HTML). */
export interface InlineSources {
  /** `'sha256-…'` of each executable inline script the site marked as its own, in document order, without repeats. */
  scriptHashes: string[];
  /** The start of each executable inline script without the site's mark: no policy allows them. */
  unmarkedScripts: string[];
  /** `'sha256-…'` of each `<style>` element. */
  styleHashes: string[];
  /** True when some element has a `style="…"` attribute (hashes cannot allow those). */
  hasStyleAttributes: boolean;
  /** Inline event handlers and `javascript:` links: no hash-based policy allows them. */
  blockedInlineCode: string[];
  /**
   * The address (data-src) of each `<script type="text/partytown">`: third-party scripts Partytown runs in its
   * worker, or on the main thread if it has not taken them in time.
   */
  offMainThreadScripts: string[];
}

// Features the site never uses are switched off for it and for anything it embeds. Only
// names Chromium knows are listed: an unknown one costs a console error on every page.
// clipboard-write stays on for the page itself (the article's copy-link button).
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The headers every response carries, apart from the per-page Content-Security-Policy. */
export const SECURITY_HEADERS: readonly Header[] = [
  // Two years is the preload list's figure; one year is what the issue and most audits ask.
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // frame-ancestors supersedes it; old browsers that ignore CSP still read this one.
  ['X-Frame-Options', 'DENY'],
];

/**
 * Directives that hold for every response whatever the page: none of them limits scripts
 * or styles, so this policy can be combined with a page's own (both are then enforced).
 */
const BASE_DIRECTIVES: readonly string[] = [
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function styleSources(page: InlineSources): string[] {
  // A style="" attribute cannot be allowed by a hash (short of 'unsafe-hashes'), and a policy
  // holding any hash ignores 'unsafe-inline': such a page gets 'unsafe-inline' alone.
  if (page.hasStyleAttributes) return ["'self'", "'unsafe-inline'"];
  return ["'self'", ...page.styleHashes];
}

/**
 * What a page with off-main-thread scripts needs besides its own files: each script's address
 * (origin and path: a policy matches no query) for Partytown's fallback to the main thread.
 */
function offMainThreadScriptSources(page: InlineSources): string[] {
  const sources = page.offMainThreadScripts.map((src) => {
    const url = new URL(src);
    return `${url.origin}${url.pathname}`;
  });
  return [...new Set(sources)];
}

/**
 * The Content-Security-Policy of one page: files from the site itself, and inline code
 * only where its hash is listed. Never 'unsafe-inline' or 'unsafe-eval' for scripts.
 * Without a page (JSON, images, the proxy) nothing inline is allowed at all. A page with
 * Partytown also allows its same-origin sandbox frame and its scripts' exact addresses.
 */
export function contentSecurityPolicy(page?: InlineSources): string {
  const offMainThread = page && page.offMainThreadScripts.length > 0;
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...(page?.scriptHashes ?? []), ...(offMainThread ? offMainThreadScriptSources(page) : [])].join(' ')}`,
    `style-src ${(page ? styleSources(page) : ["'self'"]).join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // Partytown's sandbox is a hidden page of the site's own, answered by its service worker.
    offMainThread ? "frame-src 'self'" : "frame-src 'none'",
    ...BASE_DIRECTIVES,
  ];
  return directives.join('; ');
}

/** The part of every page's policy that does not depend on the page (see BASE_DIRECTIVES). */
export function baseContentSecurityPolicy(): string {
  return BASE_DIRECTIVES.join('; ');
}
