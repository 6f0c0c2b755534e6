// Post-build: writes out/sitemap.xml and out/robots.txt with next-sitemap for the chosen site.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import { getSiteSettings } from '../../lib/content/index.ts';

export function writeSitemap(): void {
  // The domain is all this step needs.
  const site = getSiteSettings();
  // Its command by path, run by this Node: the step works outside `npm run` too, where
  // node_modules/.bin is not on PATH.
  // (The package exports neither its bin nor its package.json: its folder is above dist/.)
  const entry = createRequire(import.meta.url).resolve('next-sitemap');
  const command = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'bin', 'next-sitemap.mjs');
  const result = spawnSync(process.execPath, [command, '--config', 'next-sitemap.config.cjs'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: site.domain },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`next-sitemap exited with ${result.status ?? result.signal}`);
}
