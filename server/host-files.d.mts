/** The site and build out/ holds, written last by the post-build step. */
export const BUILD_RECORD_FILE: '_build.json';
/** Files of out/ for hosts and the deploy: never served, never uploaded. */
export const HOST_FILES: readonly ['_headers', '_redirects', '_third-party-allowlist.json', '_build.json'];
/** Whether a normalised site path names a host file, in any case, or its compressed twin. */
export function isHostFilePath(sitePath: string): boolean;
