// Post-build, the last step: out/_file-hashes.json.gz, the size and MD5 of every published file
// (hosting/file-hashes.ts), then out/_build.json, which names the site and the build out/ holds
// (postbuild/build-record.ts). Last, so the hashes are of the files as they stay, only an out/
// every other step finished carries a record, and `npm run deploy` deploys nothing else.
import path from 'node:path';

import { writeFileHashes } from '../../hosting/file-hashes.ts';
import { currentBuildHash } from '../../lib/build/build-hash.ts';
import { exampleFacts } from '../../lib/content/example-facts.ts';
import { loadSiteSettings } from '../../lib/content/load.ts';
import { writeBuildRecord } from '../build-record.ts';
import { type KnownHash, scanSiteFiles } from '../hosting/scan-files.ts';
import { isPublishedFile } from '../hosting/site-files.ts';
import { currentSiteId } from '../../lib/site/site-id.ts';

/**
 * Hashes every published file of outDir and writes their record; its path and how many files it
 * holds. A file of `known` (the pages a step wrote or took from the page cache) unchanged since
 * is not read: its MD5 is the one known (scanSiteFiles).
 */
export async function recordFileHashes(
  outDir: string,
  known?: ReadonlyMap<string, KnownHash>,
): Promise<{ file: string; files: number }> {
  const scanned = await scanSiteFiles(outDir, { hash: true, known });
  const files = scanned
    .filter(({ key }) => isPublishedFile(key))
    .map(({ key, size, md5 }) => ({ key, size, md5: md5! }));
  return { file: writeFileHashes(outDir, files), files: files.length };
}

export async function writeBuildRecordFile(
  outDir = path.resolve(process.env.OUT_DIR ?? 'out'),
  known?: ReadonlyMap<string, KnownHash>,
): Promise<void> {
  const hashes = await recordFileHashes(outDir, known);
  console.log(`build record: wrote ${path.relative(process.cwd(), hashes.file)} (${hashes.files} files)`);
  const siteId = currentSiteId();
  const site = loadSiteSettings({ root: process.cwd(), siteId });
  const record = { siteId, buildHash: currentBuildHash(), exampleFacts: [...exampleFacts(site)] };
  const file = writeBuildRecord(outDir, record);
  const shown = path.relative(process.cwd(), file);
  console.log(`build record: wrote ${shown} (site ${record.siteId}, build ${record.buildHash})`);
}
