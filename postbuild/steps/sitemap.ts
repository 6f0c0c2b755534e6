// Post-build: writes out/sitemap.xml and out/robots.txt with next-sitemap for the chosen site.
import { spawnSync } from 'node:child_process';

import { getSiteSettings } from '../../lib/content';

export function writeSitemap(): void {
  // The domain is all this step needs.
  const site = getSiteSettings();
  const result = spawnSync('next-sitemap', ['--config', 'next-sitemap.config.js'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: site.domain },
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`next-sitemap exited with ${result.status ?? result.signal}`);
}
