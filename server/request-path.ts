// The one reading of a request's path in `npm start` (server/serve.ts): decoded and normalised
// once, the way nginx reads $uri, and then used both to decide what may be served (host files,
// dotfiles, the proxy) and to find the file. Deciding on one form of the path and looking the
// file up by another is how `/%5Fheaders` or `/_headers/` reached a file nginx never serves.

export interface SitePath {
  /**
   * Decoded and normalised: one leading slash, no empty, `.` or `..` segments, a trailing slash
   * only for a folder address (`/`, `/authors/`).
   */
  path: string;
  /** The path's segments, decoded (`/a%20b/c/` → ['a b', 'c']). */
  segments: string[];
  /** The address ends with a slash, or with a `.` or `..` segment. */
  folder: boolean;
  /** The raw query with its `?`, or '' (kept as sent, for redirects). */
  search: string;
}

/**
 * Reads a request target (`req.url`, the raw bytes as latin1) as nginx does: percent-escapes
 * decoded (`%2F` and `%2E` included) as UTF-8, runs of slashes merged, `.` and `..` segments
 * resolved. Null for what nginx answers 400: no leading slash, a malformed escape or invalid
 * UTF-8, a NUL, or a `..` above the root (nginx looks invalid UTF-8 up as bytes and answers 404). A backslash is an ordinary character, as on any
 * POSIX file system (nginx too): `/\host` is a file named `\host`, never a path separator.
 */
export function readRequestTarget(target: string): SitePath | null {
  if (typeof target !== 'string') return null;
  // The absolute form (`GET http://host/path`, from proxies) names the same path; this server
  // has one site whatever the host, as nginx's server block does.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = `/${target.slice(absolute[0].length).replace(/^\//, '')}`;
  if (!target.startsWith('/')) return null;
  // A browser never sends a fragment; a raw `#` ends the path for nginx too.
  const withoutFragment = target.split('#', 1)[0] ?? '';
  const queryAt = withoutFragment.indexOf('?');
  const rawPath = queryAt < 0 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const search = queryAt < 0 ? '' : withoutFragment.slice(queryAt);
  let decoded: string;
  try {
    // Bytes above 0x7f arrive unescaped as latin1 characters: escape them so that they are
    // decoded as UTF-8 together with the escapes the client wrote.
    decoded = decodeURIComponent(
      rawPath.replace(/[\x80-\xff]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`),
    );
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const parts = decoded.split('/');
  const segments: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      continue;
    }
    segments.push(part);
  }
  const last = parts.at(-1);
  const folder = segments.length === 0 || last === '' || last === '.' || last === '..';
  const path = `/${segments.join('/')}${folder && segments.length > 0 ? '/' : ''}`;
  return { path, segments, folder, search };
}

/**
 * A normalised path as a Location header: each segment percent-encoded, so the value is always
 * one absolute path on this origin (`/a%20b/`), never `//host` or `/\host`.
 */
export function encodeSitePath(segments: readonly string[], folder: boolean): string {
  const path = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  return folder && segments.length > 0 ? `${path}/` : path;
}

/**
 * The address whose headers a served file gets, whatever address reached it: a folder's
 * index.html is its page (authors/index.html → /authors/, index.html → /), so /authors/ and
 * /authors/index.html send the same policy, as nginx's map of the served file does. Agrees
 * with pageAddress (postbuild/hosting/site-files.ts), which names the pages in `_headers`.
 * `file` is relative to out/, slash-separated.
 */
export function addressOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}
