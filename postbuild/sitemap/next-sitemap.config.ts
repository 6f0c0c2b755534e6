// next-sitemap's configuration, read by its command, which postbuild/sitemap/next-sitemap.ts
// runs with the build's pages in a JSON file named by NEXT_SITEMAP_INPUT. The sitemap lists
// exactly those pages: next-sitemap finds none itself (no Next.js manifest, an empty folder to
// look in), and writes no lastmod, changefreq or priority.
import fs from 'node:fs';

import type { IConfig } from 'next-sitemap';

import { INPUT_VARIABLE, type SitemapInput } from './next-sitemap.ts';

const inputFile = process.env[INPUT_VARIABLE];
if (!inputFile) throw new Error(`${INPUT_VARIABLE} is not set; expected the JSON file postbuild/sitemap writes`);
const input = JSON.parse(fs.readFileSync(inputFile, 'utf8')) as SitemapInput;

const config: IConfig = {
  siteUrl: input.siteUrl,
  // As a static export: no Next.js build manifest is read; the folder next-sitemap would
  // search for HTML files is its own empty output folder.
  output: 'export',
  sourceDir: input.outDir,
  outDir: input.outDir,
  trailingSlash: true,
  sitemapSize: input.sitemapSize,
  // sitemap.xml is the one list while the site fits one file, and an index of its children after.
  generateIndexSitemap: input.paths.length > input.sitemapSize,
  // No date from the clock: two builds of one commit write the same bytes.
  autoLastmod: false,
  // Entries are used as given (no transform): a loc only.
  additionalPaths: () => input.paths.map((loc) => ({ loc })),
  generateRobotsTxt: true,
  robotsTxtOptions: { policies: [{ userAgent: '*', allow: '/', disallow: input.disallow }] },
};

export default config;
