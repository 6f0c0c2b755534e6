// Post-build: writes out/sitemap.xml (a sitemap index with its children above the protocol's
// limits) and out/robots.txt for the chosen site with next-sitemap, from the pages the routes
// export. A build whose pages are the last one's, at the same addresses, leaves them as they
// are (outputs-in-place.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';

import { computeBuildHash } from '../../lib/build/build-hash.ts';
import { pageCacheDir } from '../../lib/build/page-cache.ts';
import { builtPages } from '../../lib/content/built-pages.ts';
import { getSiteContent } from '../../lib/content/index.ts';
import { paths } from '../../lib/site/paths.ts';
import { sitemapPaths, writeSitemapFiles } from '../sitemap/next-sitemap.ts';
import { type OutputsRecord, outputsInPlace, recordOutputs } from './outputs-in-place.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

/** Bumped when the record's shape changes, so an older one is not read. */
const SITEMAP_FILES_FORMAT = 'sitemap-files 1';

export function writeSitemap(state: PostBuildState = newPostBuildState()): void {
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const content = getSiteContent();
  const siteUrl = content.site.domain.replace(/\/+$/, '');
  const sitePaths = sitemapPaths(builtPages(content));
  const disallow = [paths.serverError];
  const record: OutputsRecord = {
    file: path.join(pageCacheDir(), 'sitemap-files.json'),
    format: SITEMAP_FILES_FORMAT,
    key: createHash('sha256')
      .update(`${SITEMAP_FILES_FORMAT}\0${computeBuildHash()}\0`)
      .update(JSON.stringify({ siteUrl, sitePaths, disallow }))
      .digest('hex'),
  };
  const inPlace = outputsInPlace(state, outDir, record);
  // The sitemaps, then robots.txt.
  const sitemaps = inPlace ? inPlace.slice(0, -1) : writeSitemapFiles(outDir, { siteUrl, paths: sitePaths, disallow });
  if (!inPlace) recordOutputs(record, [...sitemaps, 'robots.txt']);
  const shape = sitemaps.length === 1 ? 'one sitemap' : `an index and ${sitemaps.length - 1} child sitemaps`;
  console.log(`sitemap: ${sitePaths.length} addresses in ${shape}${inPlace ? ', as they were' : ''}`);
}
