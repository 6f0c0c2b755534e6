// Post-build: writes out/sitemap.xml and out/robots.txt with next-sitemap for the chosen site.
import { spawnSync } from 'node:child_process';

import { loadSiteSettings } from '../lib/content/load';
import { currentSiteId } from '../lib/site/site-id';

// The domain is all this step needs: site.yaml alone, not the whole site's content.
const site = loadSiteSettings({ root: process.cwd(), siteId: currentSiteId() });
const result = spawnSync('next-sitemap', ['--config', 'next-sitemap.config.js'], {
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: site.domain },
  shell: process.platform === 'win32',
});
process.exitCode = result.status ?? 1;
