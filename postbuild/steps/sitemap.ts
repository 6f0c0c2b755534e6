// Post-build: writes out/sitemap.xml (a sitemap index with its children above the protocol's
// limits) and out/robots.txt for the chosen site with next-sitemap, from the pages the routes
// export.
import path from 'node:path';

import { builtPages } from '../../lib/content/built-pages.ts';
import { getSiteContent } from '../../lib/content/index.ts';
import { paths } from '../../lib/site/paths.ts';
import { sitemapPaths, writeSitemapFiles } from '../sitemap/next-sitemap.ts';

export function writeSitemap(): void {
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const content = getSiteContent();
  const siteUrl = content.site.domain.replace(/\/+$/, '');
  const sitePaths = sitemapPaths(builtPages(content));
  const files = writeSitemapFiles(outDir, { siteUrl, paths: sitePaths, disallow: [paths.serverError] });
  const shape = files.length === 1 ? 'one sitemap' : `an index and ${files.length - 1} child sitemaps`;
  console.log(`sitemap: ${sitePaths.length} addresses in ${shape}`);
}
