// The files a build writes into out/ for hosts and for the deploy, never for readers: nginx
// (deploy/nginx/site.conf) and `npm start` (server/serve.mjs) answer them with 404, and
// `npm run deploy` does not upload them (postbuild/hosting/site-files.ts). Plain JavaScript, so the
// server of `npm start` reads the same list with node alone.
import { ALLOWLIST_FILE } from './proxy-server.mjs';

/** The site and build out/ holds, written last by the post-build step (postbuild/build-record.ts). */
export const BUILD_RECORD_FILE = '_build.json';

/** The CDN headers file, the allowlist of `npm start`'s proxy, and the build record. */
export const HOST_FILES = Object.freeze(['_headers', ALLOWLIST_FILE, BUILD_RECORD_FILE]);
