// Post-build: writes out/sitemap.xml (a sitemap index with its children above the protocol's
// limits) and out/robots.txt for the chosen site, from the pages the routes export.
import fs from 'node:fs';
import path from 'node:path';

import { builtPages } from '../../lib/content/built-pages.ts';
import { getSiteContent } from '../../lib/content/index.ts';
import { paths } from '../../lib/site/paths.ts';
import { buildRobotsTxt, buildSitemapFiles, sitemapPaths } from '../sitemap/sitemap-files.ts';

export function writeSitemap(): void {
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const content = getSiteContent();
  const domain = content.site.domain.replace(/\/+$/, '');
  const sitePaths = sitemapPaths(builtPages(content));
  const files = buildSitemapFiles(domain, sitePaths);
  for (const [name, xml] of files) fs.writeFileSync(path.join(outDir, name), xml);
  fs.writeFileSync(path.join(outDir, 'robots.txt'), buildRobotsTxt(domain, paths.serverError));
  const shape = files.size === 1 ? 'one sitemap' : `an index and ${files.size - 1} child sitemaps`;
  console.log(`sitemap: ${sitePaths.length} addresses in ${shape}`);
}
