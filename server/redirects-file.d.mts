/** The redirects file's name in out/: for hosts, never served or uploaded. */
export const REDIRECTS_FILE: '_redirects';
/** The status of every redirect of the site: 301. */
export const REDIRECT_STATUS: 301;
/** `/old/` → `/old`; `/` stays `/`. */
export function withoutTrailingSlash(path: string): string;
/** The text of out/_redirects: each old path with and without its trailing slash. */
export function renderRedirectsFile(redirects: readonly { from: string; to: string }[]): string;
/** old path (both spellings) → new path. */
export function parseRedirectsFile(text: string): Map<string, string>;
