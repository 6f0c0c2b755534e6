// Post-build: copies Partytown's library files to out/~partytown/ for a site with third-party
// scripts; a site without them ships none. The copies are build output, never committed.
import { rmSync } from 'node:fs';
import path from 'node:path';

import { copyLibFiles } from '@qwik.dev/partytown/utils';

import { getSiteSettings } from '../../lib/content/index.ts';
import { PARTYTOWN_LIB_PATH } from '../../browser/consent/consent-record.ts';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

export async function copyPartytownFiles(): Promise<void> {
  const dest = path.join(outDir, PARTYTOWN_LIB_PATH);
  rmSync(dest, { recursive: true, force: true });
  const scripts = getSiteSettings().thirdPartyScripts;
  if (scripts.length === 0) {
    console.log('partytown: the site has no third-party scripts; no Partytown files');
    return;
  }
  await copyLibFiles(dest, { debugDir: false });
  console.log(
    `partytown: ${scripts.length} third-party script(s); library copied to ${path.relative(process.cwd(), dest)}`,
  );
}
