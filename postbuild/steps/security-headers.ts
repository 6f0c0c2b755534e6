// Post-build: hashes every page's inline scripts and writes the security and cache headers
// for the hosts: out/_headers (CDNs, `npm start`) and deploy/nginx/generated/ (nginx), with
// the third-party proxy's allowlist taken from the site's third_party_scripts.
import path from 'node:path';

import { computeBuildHash } from '../../lib/build/build-hash.ts';
import { pageCacheDir } from '../../lib/build/page-cache.ts';
import { getSiteSettings } from '../../lib/content/index.ts';
import { checkAllowlist } from '../../hosting/proxy-allowlist.ts';
import { filesNow } from '../export/out-in-place.ts';
import { inlineSourcesCacheFile } from '../hosting/inline-sources-cache.ts';
import { writeHostingFiles } from '../hosting/write-hosting-files.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
const nginxDir = path.resolve(process.env.NGINX_GENERATED_DIR ?? 'deploy/nginx/generated');

export async function writeSecurityHeaders(state: PostBuildState = newPostBuildState()): Promise<void> {
  const summary = await writeHostingFiles({
    outDir,
    nginxDir,
    thirdPartyAllowlist: checkAllowlist(getSiteSettings().thirdPartyScripts.map((script) => script.src)),
    // A page restored from the page cache, or rendered to the same bytes, is not parsed again,
    // nor read when an earlier step knows its bytes' SHA-256; BUILD_FULL=1 parses every page,
    // as it renders every page.
    inlineSourcesCache: {
      file: inlineSourcesCacheFile(pageCacheDir()),
      codeHash: computeBuildHash(),
      reuse: process.env.BUILD_FULL !== '1',
      known: state.knownFiles,
    },
    ...(state.stock && { files: filesNow(state.stock) }),
  });
  state.filesAfterHeaders = summary.filesAfter;
  const written = summary.written.map((file) => path.relative(process.cwd(), file)).join(', ');
  console.log(
    `security headers: ${summary.pages} pages (${summary.pages - summary.cachedPages} parsed, ${summary.cachedPages} from the cache), ${summary.scriptHashes} inline script hashes; wrote ${written}`,
  );
}
