// How long browsers and CDNs may keep each file, written once for nginx, the `_headers`
// file and the bucket deploy.

/** Files named by a hash of their content: a new version is a new name, so keep them forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change with any deploy: keep it, but ask (ETag) before each use. */
export const REVALIDATE = 'no-cache';

export interface CacheRule {
  /** Matches a site path such as /_next/static/chunks/app.js (the same regex serves nginx). */
  pattern: RegExp;
  /** The same set as a `_headers` splat pattern (CDNs read no regexes). */
  splat: string;
  cacheControl: string;
}

/**
 * The content-hashed files. Everything else — HTML, app-data.json, sw.js, the menu slice,
 * page data, feeds, images in public/ — revalidates.
 */
export const IMMUTABLE_RULES: readonly CacheRule[] = [
  // Next.js's chunks, named by their hash, and the folder named by the (code-only) build hash.
  { pattern: /^\/_next\/static\//, splat: '/_next/static/*', cacheControl: IMMUTABLE },
  // Static queries (search index, category tree), named by a hash of their content.
  { pattern: /^\/page-data\/sq\/d\/[^/]+\.json$/, splat: '/page-data/sq/d/*', cacheControl: IMMUTABLE },
  // Social preview images, named by a hash of what they show (lib/seo/social-image/card.ts).
  { pattern: /^\/og\/[^/]+$/, splat: '/og/*', cacheControl: IMMUTABLE },
];

/**
 * Files whose staleness would strand readers, named for the hosts that send no Cache-Control
 * unless told (the `_headers` file): the service worker decides which build a reader runs.
 */
export const REVALIDATE_PATHS: readonly string[] = ['/sw.js'];

/** The Cache-Control of a site path (the path a browser asks for, starting with /). */
export function cacheControlFor(sitePath: string): string {
  return IMMUTABLE_RULES.find((rule) => rule.pattern.test(sitePath))?.cacheControl ?? REVALIDATE;
}
