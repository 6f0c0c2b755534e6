// Every address the shell goes to, fetches, assigns, pushes or replaces is made here
// (docs/client-shell.md#addresses). Two rules:
// - It never leaves the site's origin. A path that begins with two slashes is a host to the
//   URL parser: a page opened at `//other-host/x/` (hosts serve their 404 page there) would
//   have the shell go to `//other-host/x/`, that is to another site, after a Back. So does a
//   backslash, which the parser reads as a slash.
// - It is the address the hosts serve the page at: one slash between segments and a trailing
//   slash (they redirect `/terms` to `/terms/` and `/a//b/` to `/a/b/`), so the address bar
//   shows the canonical address of the page it shows.

/** Any origin would do: only the path the parser makes of an address is kept. */
const BASE = 'http://site.invalid';

/** A last segment with an extension is a file (a feed, an image, a data file), not a page. */
export const isFilePath = (path: string): boolean => /\.[a-z0-9]+$/i.test(path);

/**
 * The site path of `pathname`: one leading slash, no empty segment, a trailing slash unless it
 * names a file. `//other-host/x` → `/other-host/x/`, `/terms` → `/terms/`, `/a//b//` → `/a/b/`.
 */
export function sitePath(pathname: string): string {
  // Every run of slashes and backslashes becomes one slash, with the tabs and line breaks in
  // it: the parser drops those, so `/\t/host` would be `//host` to it. Parsing then only
  // removes segments (`.`, `..`, `%2e`), which never makes two slashes meet again.
  const path = new URL(`/${pathname}`.replace(/[/\\][\t\n\r/\\]*/g, '/'), BASE).pathname;
  return path.endsWith('/') || isFilePath(path) ? path : `${path}/`;
}

/**
 * `href`, a path with its query and fragment (never an origin: `//host/x` is read as the path
 * `/host/x/`), as the shell shows it: its path made a site path, its query and fragment kept as
 * they are (after the path, nothing can name a host).
 */
export function siteHref(href: string): string {
  const cut = href.search(/[?#]|$/);
  return sitePath(href.slice(0, cut)) + href.slice(cut);
}
