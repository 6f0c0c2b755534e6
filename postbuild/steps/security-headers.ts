// Post-build: hashes every page's inline scripts and writes the security and cache headers
// for the hosts: out/_headers (CDNs, `npm start`) and deploy/nginx/generated/ (nginx), with
// the third-party proxy's allowlist taken from the site's third_party_scripts.
import path from 'node:path';

import { getSiteSettings } from '../../lib/content/index.ts';
import { checkAllowlist } from '../../hosting/proxy-allowlist.ts';
import { writeHostingFiles } from '../hosting/write-hosting-files.ts';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
const nginxDir = path.resolve(process.env.NGINX_GENERATED_DIR ?? 'deploy/nginx/generated');

export async function writeSecurityHeaders(): Promise<void> {
  const summary = await writeHostingFiles({
    outDir,
    nginxDir,
    thirdPartyAllowlist: checkAllowlist(getSiteSettings().thirdPartyScripts.map((script) => script.src)),
  });
  const written = summary.written.map((file) => path.relative(process.cwd(), file)).join(', ');
  console.log(
    `security headers: ${summary.pages} pages, ${summary.scriptHashes} inline script hashes; wrote ${written}`,
  );
}
