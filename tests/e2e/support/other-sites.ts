// The Russian and Turkish example sites, built into out-sites/ (npm run build:site -- {id}) and
// served by `npm start`'s server in the worker's process, one server a site for the worker's life
// (support/test.ts); the default site is Playwright's own web server. The specs are skipped,
// saying why, when a build is missing. A spec that uses these helpers takes `test` from
// support/test.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { RunningServe } from '../../support/hosting/site-server.ts';
import { test } from './test.ts';

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
  test.beforeAll(async ({ perWorker }) => {
    [ru, tr] = await Promise.all([perWorker.serve(RU_DIR), perWorker.serve(TR_DIR)]);
  });
  return { ru: () => ru!.baseURL, tr: () => tr!.baseURL };
}

/**
 * For a spec that runs the same tests on each site: the default site (no `outDir`) is
 * Playwright's own server and keeps relative addresses; a site built into out-sites/ is served
 * for the enclosing describe block, which is skipped, saying why, when its build is missing.
 * Returns the page address of a path on that site.
 */
export function servedSite(site: { id: string; outDir?: string }): (pathname: string) => string {
  const outDir = site.outDir === undefined ? undefined : path.resolve(site.outDir);
  test.skip(
    outDir !== undefined && !existsSync(path.join(outDir, 'index.html')),
    `run \`npm run build:site -- ${site.id}\` first (npm test does)`,
  );
  let serve: RunningServe | undefined;
  test.beforeAll(async ({ perWorker }) => {
    if (outDir) serve = await perWorker.serve(outDir);
  });
  return (pathname) => (serve ? `${serve.baseURL}${pathname}` : pathname);
}
