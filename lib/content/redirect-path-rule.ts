// The rule for a path a redirect starts from or leads to (docs/content.md#redirects), read by
// the content module's schema (redirect-path.ts) and by every host's reader of out/_redirects
// (hosting/redirects-file.ts).

/**
 * `/`, or lowercase segments of a-z, 0-9, - and _, each followed by a slash. Narrower than
 * what a host could serve, on purpose: the path is written into nginx's configuration, a line of
 * `_redirects`, an object key and a folder of out/ as it is, so it needs no escaping anywhere;
 * no dot means no `.`/`..` segment, no hidden file and no clash with a file of the build
 * (`/rss.xml/`); lowercase only, because on a case-insensitive disk `/Articles/x/` would be
 * written over the page at `/articles/x/`.
 */
export const REDIRECT_PATH = /^\/(?:[a-z0-9][a-z0-9_-]*\/)*$/;

/** Top-level folders of the build that hold files rather than pages: a redirect there would shadow them. */
export const RESERVED_REDIRECT_ROOTS: ReadonlySet<string> = new Set(['page-data', 'slice-data']);

export const REDIRECT_PATH_TEXT =
  'a site path such as /articles/old-slug/: starting and ending with /, lowercase a-z, 0-9, - and _, ' +
  'no query, fragment, dot segment or empty segment';

/** Why `value` is not a redirect path, or undefined when it is one. */
export function redirectPathProblem(value: string): string | undefined {
  if (!REDIRECT_PATH.test(value)) return REDIRECT_PATH_TEXT;
  const root = value.split('/')[1] ?? '';
  if (RESERVED_REDIRECT_ROOTS.has(root)) return `a path outside /${root}/, which holds the build's data files`;
  return undefined;
}
