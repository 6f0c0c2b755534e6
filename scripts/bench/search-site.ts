// A real built site with the search of N synthetic titles swapped in (docs/behaviour.md#search-at-scale):
// a copy of out/ (hard links) whose search manifest, at the address app-data.json names, is
// replaced by the manifest of N titles, beside the files it names, all written by the build's
// own code (lib/site/static-queries.ts). The search costs a reader only its files and the
// page's box, so the benchmark and the end-to-end tests measure a 50,000-title search
// without building 50,000 articles.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { AppData } from '../../browser/shell/app-data.ts';
import { APP_DATA_URL, isStaticQueryUrl } from '../../browser/shell/data-urls.ts';
import { loadSiteContent } from '../../lib/content/load.ts';
import { searchFilesOf } from '../../lib/site/static-queries.ts';
import type { ListOptions } from '../../lib/search/write-lists.ts';
import { syntheticSearchIndex } from './search-titles.ts';

export interface SearchSite {
  outDir: string;
  /** The manifest's address, as app-data.json names it. */
  indexUrl: string;
  /** The search files as written: the manifest's JSON and each file it names. */
  manifest: string;
  files: { url: string; json: string }[];
}

/** Writes a file where out/ may hold a hard link to the original: the link goes, the original stays. */
function replace(file: string, text: string) {
  fs.rmSync(file, { force: true });
  fs.rmSync(`${file}.gz`, { force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  // The gzip twin server/serve.ts sends, at nginx's level (scripts/bench/serve.ts precompress).
  if (Buffer.byteLength(text) >= 256) fs.writeFileSync(`${file}.gz`, gzipSync(text, { level: 5 }));
}

/** The search manifest's address, as the built site's app-data.json names it for the search box. */
function namedIndexUrl(sourceOut: string): string {
  const file = path.join(sourceOut, APP_DATA_URL);
  if (!fs.existsSync(file))
    throw new Error(`search site: ${file} is missing; build the default site first (npm run build)`);
  const { searchIndex } = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<AppData>;
  if (typeof searchIndex !== 'string' || !isStaticQueryUrl(searchIndex))
    throw new Error(
      `search site: ${file}: searchIndex is ${JSON.stringify(searchIndex)}; expected a static query's address (build again with npm run build)`,
    );
  return searchIndex;
}

/**
 * Copies the default site's built `sourceOut` (the oddsaces site, `npm run build`) to
 * `targetDir` and swaps in the search of `titles` synthetic titles.
 */
export function writeSearchSite(options: {
  projectRoot: string;
  sourceOut: string;
  targetDir: string;
  titles: number;
  seed?: number;
  lists?: ListOptions;
}): SearchSite {
  const { projectRoot, sourceOut, targetDir, titles } = options;
  const source = loadSiteContent({ root: projectRoot, siteId: 'oddsaces' });
  const indexUrl = namedIndexUrl(sourceOut);
  if (!fs.existsSync(path.join(sourceOut, indexUrl)))
    throw new Error(
      `search site: ${path.join(sourceOut, indexUrl)} is missing; build the default site first (npm run build)`,
    );
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(targetDir), { recursive: true });
  execFileSync('cp', ['-al', sourceOut, targetDir]);
  const search = searchFilesOf(syntheticSearchIndex(source, titles, options.seed ?? 1), options.lists);
  replace(path.join(targetDir, indexUrl), search.manifest);
  for (const file of search.files) replace(path.join(targetDir, file.url), file.json);
  return { outDir: targetDir, indexUrl, manifest: search.manifest, files: search.files };
}
