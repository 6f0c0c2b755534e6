export interface SitePath {
  /** Decoded and normalised: one leading slash, no empty, `.` or `..` segments. */
  path: string;
  segments: string[];
  /** The address ends with a slash (or a `.` / `..` segment): a folder's page. */
  folder: boolean;
  /** The raw query with its `?`, or ''. */
  search: string;
}
/** A request target read as nginx reads $uri; null where nginx answers 400. */
export function readRequestTarget(target: string): SitePath | null;
/** Normalised segments as a same-origin Location path, each segment percent-encoded. */
export function encodeSitePath(segments: readonly string[], folder: boolean): string;
/** The address whose headers a file of out/ gets (authors/index.html → /authors/). */
export function addressOfFile(file: string): string;
