// The files a build writes into out/ for hosts and for the deploy, never for readers: nginx
// (deploy/nginx/site.conf) and `npm start` (server/serve.ts) answer them with 404, and
// `npm run deploy` does not upload them (postbuild/hosting/site-files.ts).
import { FILE_HASHES_FILE } from './file-hashes.ts';
import { ALLOWLIST_FILE } from './proxy-allowlist.ts';
import { REDIRECTS_FILE } from './redirects-file.ts';

/** The site and build out/ holds, written last by the post-build step (postbuild/build-record.ts). */
export const BUILD_RECORD_FILE = '_build.json' as const;

/** The CDN headers and redirects files, the allowlist of `npm start`'s proxy, the deploy's hashes and the build record. */
export const HOST_FILES = Object.freeze([
  '_headers',
  REDIRECTS_FILE,
  ALLOWLIST_FILE,
  FILE_HASHES_FILE,
  BUILD_RECORD_FILE,
] as const);

/** A name with its compression suffix taken off: the form isHostFilePath compares. */
const withoutCompression = (name: string) => name.replace(/(\.(gz|br))+$/, '');

const HOST_FILE_NAMES: ReadonlySet<string> = new Set(HOST_FILES.map((file) => withoutCompression(file.toLowerCase())));

/**
 * Whether a decoded, normalised site path (server/request-path.ts) names a host file: in any
 * letter case (a case-insensitive file system opens `_HEADERS` as `_headers`), with a trailing
 * slash, dots or spaces (which Windows drops from a name), or as a compressed twin
 * (`_build.json.gz`, which a benchmark's precompression writes beside any JSON file). A host file
 * that is itself compressed (`_file-hashes.json.gz`) is matched with and without its suffix.
 */
export function isHostFilePath(sitePath: string): boolean {
  const name = sitePath
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
    .replace(/[. ]+$/, '');
  return HOST_FILE_NAMES.has(withoutCompression(name));
}
