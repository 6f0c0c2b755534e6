// The Russian and Turkish example sites, built into out-sites/ (npm run build:site -- {id}) and
// served for the specs of one file by `npm start`'s server in the test's process; the default
// site is Playwright's own web server. The specs are skipped, saying why, when a build is missing.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { test } from '@playwright/test';

import { startServe, type RunningServe } from '../../support/hosting/site-server.ts';

export const RU_DIR = path.resolve('out-sites/stavkablef');
export const TR_DIR = path.resolve('out-sites/oranveblof');

/** Call at the top of a spec file; the returned origins are there once its tests run. */
export function serveOtherSites(): { ru: () => string; tr: () => string } {
  test.skip(
    !existsSync(path.join(RU_DIR, 'index.html')),
    'run `npm run build:site -- stavkablef` first (npm test does)',
  );
  test.skip(
    !existsSync(path.join(TR_DIR, 'index.html')),
    'run `npm run build:site -- oranveblof` first (npm test does)',
  );
  let ru: RunningServe | undefined;
  let tr: RunningServe | undefined;
  test.beforeAll(async () => {
    ru = await startServe({ outDir: RU_DIR });
    tr = await startServe({ outDir: TR_DIR });
  });
  test.afterAll(async () => {
    await tr?.stop();
    await ru?.stop();
  });
  return { ru: () => ru!.baseURL, tr: () => tr!.baseURL };
}
