// Post-build, the last step: out/_file-hashes.json.gz, the size and MD5 of every published file
// (hosting/file-hashes.ts), then out/_build.json, which names the site and the build out/ holds
// (postbuild/build-record.ts). Last, so the hashes are of the files as they stay, only an out/
// every other step finished carries a record, and `npm run deploy` deploys nothing else.
import fs from 'node:fs';
import path from 'node:path';

import { writeFileHashes } from '../../hosting/file-hashes.ts';
import { currentBuildHash } from '../../lib/build/build-hash.ts';
import { RACY_MS } from '../../lib/build/file-digest.ts';
import { pageCacheDir, writeWhole } from '../../lib/build/page-cache.ts';
import { exampleFacts } from '../../lib/content/example-facts.ts';
import { loadSiteSettings } from '../../lib/content/load.ts';
import { writeBuildRecord } from '../build-record.ts';
import { type KnownHash, scanSiteFiles } from '../hosting/scan-files.ts';
import { isPublishedFile } from '../hosting/site-files.ts';
import { currentSiteId } from '../../lib/site/site-id.ts';
import type { KeptHashes, PostBuildState } from './state.ts';

/** Where the build record keeps the MD5s of the files no step knows, for the next build. */
export const keptHashesFile = (cacheDir = pageCacheDir()) => path.join(cacheDir, 'out-hashes.json');

/** Bumped when the kept hashes' shape changes, so an older file is not read. */
const KEPT_HASHES_FORMAT = 'out-hashes 1';

export function readKeptHashes(file: string): KeptHashes {
  const previous = new Map<string, KnownHash>();
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { format?: unknown; files?: unknown };
    if (kept.format === KEPT_HASHES_FORMAT && kept.files && typeof kept.files === 'object')
      for (const [key, entry] of Object.entries(kept.files as Record<string, unknown>)) {
        if (!Array.isArray(entry)) continue;
        const [size, ctimeMs, md5] = entry as unknown[];
        if (typeof size === 'number' && typeof ctimeMs === 'number' && typeof md5 === 'string')
          previous.set(key, { size, ctimeMs, md5 });
      }
  } catch {
    // None kept yet, or cut short: every file not known otherwise is read.
  }
  return { file, previous };
}

/** The post-build's kept hashes, read once for the steps that use them (the data files, the build record). */
export function keptHashesOf(state: PostBuildState): KeptHashes {
  state.keptHashes ??= readKeptHashes(keptHashesFile());
  return state.keptHashes;
}

/**
 * Hashes every published file of outDir and writes their record; its path and how many files it
 * holds. A file of `known` (the pages a step wrote or took from the page cache) unchanged since
 * is not read: its MD5 is the one known (scanSiteFiles). With `kept`, so is a file the last
 * build's record kept unchanged since (a data file or a social image left in place): the same
 * size and change time, which any write, rename or link moves, and which no program can set
 * back. The MD5s are then kept in its file for the next build. `listed`: outDir's files, when
 * the caller has them (out-in-place.ts, filesNow), so none is walked.
 */
export async function recordFileHashes(
  outDir: string,
  known?: ReadonlyMap<string, KnownHash>,
  kept?: KeptHashes,
  listed?: readonly string[],
): Promise<{ file: string; files: number }> {
  const knownNow = new Map(kept?.previous);
  for (const [key, hash] of known ?? []) knownNow.set(key, hash);
  const startedMs = Date.now();
  const scanned = await scanSiteFiles(outDir, { hash: true, known: knownNow, ...(listed && { files: listed }) });
  const files = scanned
    .filter(({ key }) => isPublishedFile(key))
    .map(({ key, size, md5 }) => ({ key, size, md5: md5! }));
  if (kept) {
    // A file changed a moment before it was read could change again within one clock step. The
    // files the steps know (the pages) are known again next time: they are not kept.
    const next: Record<string, [number, number, string]> = {};
    for (const { key, size, ctimeMs, md5 } of scanned)
      if (md5 && isPublishedFile(key) && !known?.has(key) && startedMs - ctimeMs > RACY_MS)
        next[key] = [size, ctimeMs, md5];
    writeWhole(kept.file, JSON.stringify({ format: KEPT_HASHES_FORMAT, files: next }));
  }
  return { file: writeFileHashes(outDir, files), files: files.length };
}

export async function writeBuildRecordFile(
  outDir = path.resolve(process.env.OUT_DIR ?? 'out'),
  known?: ReadonlyMap<string, KnownHash>,
  kept?: KeptHashes,
  files?: readonly string[],
): Promise<void> {
  const hashes = await recordFileHashes(outDir, known, kept, files);
  console.log(`build record: wrote ${path.relative(process.cwd(), hashes.file)} (${hashes.files} files)`);
  const siteId = currentSiteId();
  const site = loadSiteSettings({ root: process.cwd(), siteId });
  const record = { siteId, buildHash: currentBuildHash(), exampleFacts: [...exampleFacts(site)] };
  const file = writeBuildRecord(outDir, record);
  const shown = path.relative(process.cwd(), file);
  console.log(`build record: wrote ${shown} (site ${record.siteId}, build ${record.buildHash})`);
}
