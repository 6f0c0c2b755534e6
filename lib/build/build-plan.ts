// The build plan (docs/incremental-builds.md): which pages this build renders and which it
// takes from the page cache. A page is taken from the cache when the last build left its HTML
// under the same fingerprint (page-fingerprints.ts); every page renders with BUILD_FULL=1, and
// when the cache is missing, unreadable or from other code, with one line saying why. The
// content check makes it in its own process, from the content it has just read
// (scripts/check-content.ts --plan); scripts/plan-build.ts makes it alone.
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { computeBuildHash } from './build-hash.ts';
import { digestMemo } from './file-digest.ts';
import {
  cachedPageFile,
  fileSha256,
  PAGE_CACHE_FORMAT,
  pageCacheDir,
  pageDigestsFile,
  readManifest,
  writePlan,
  writeWhole,
} from './page-cache.ts';
import { fingerprintPages, type KeptFingerprints } from './page-fingerprints.ts';
import { buildTime } from '../content/build-time.ts';
import type { SiteContent } from '../content/model/index.ts';
import { readShowUnpublished } from '../content/publication.ts';
import type { StaticQueryUrls } from '../content/snapshot.ts';

/**
 * Writes the plan for `content`, whose content key is `key` (the key of the files it was read
 * from), into the page cache of the project at `root`, and returns the line that says what it
 * decided.
 */
export function writeBuildPlan(
  root: string,
  siteId: string,
  content: SiteContent & { staticQueryUrls?: StaticQueryUrls },
  key: string,
): string {
  const started = performance.now();
  // The code's own hash even when BUILD_HASH names the build: an operator's fixed name must not
  // let a page of other code out of the cache.
  const buildHash = [computeBuildHash(root), process.env.BUILD_HASH].filter(Boolean).join('+');
  const dir = pageCacheDir(root);
  const full = process.env.BUILD_FULL === '1';
  const { fingerprints, kept } = fingerprintPages(
    content,
    {
      buildHash,
      siteId,
      year: buildTime().getUTCFullYear(),
      showUnpublished: readShowUnpublished(),
      siteDir: path.join(root, 'content', siteId),
    },
    // BUILD_FULL=1 computes every fingerprint: a build that trusts nothing kept.
    full ? undefined : readKeptFingerprints(keptFingerprintsFile(dir)),
  );

  let reason: string | undefined;
  const restore: string[] = [];
  const hashes: Record<string, string> = {};
  if (full) reason = 'BUILD_FULL=1';
  else {
    const read = readManifest(dir);
    if ('reason' in read) reason = read.reason;
    else if (read.manifest.buildHash !== buildHash)
      reason = `the code changed (build hash ${buildHash}, the cache's ${read.manifest.buildHash})`;
    else {
      // A kept page is used only as it was written: a file changed or cut short since renders.
      // Each is read only when it changed since the last plan read it (file-digest.ts).
      digestMemo.load(pageDigestsFile(dir));
      for (const [address, fingerprint] of fingerprints) {
        const hash = read.manifest.hashes[fingerprint];
        if (read.manifest.pages[address] !== fingerprint || !hash) continue;
        if (fileSha256(cachedPageFile(dir, fingerprint)) !== hash) continue;
        restore.push(address);
        hashes[fingerprint] = hash;
      }
      digestMemo.save(
        pageDigestsFile(dir),
        Object.keys(hashes).map((fingerprint) => cachedPageFile(dir, fingerprint)),
      );
    }
  }
  // The key of the content the fingerprints were made from, not of the files as they are now.
  writePlan(dir, {
    format: PAGE_CACHE_FORMAT,
    key,
    buildHash,
    pages: Object.fromEntries(fingerprints),
    restore,
    hashes,
  });
  try {
    writeWhole(keptFingerprintsFile(dir), JSON.stringify(kept));
  } catch (error) {
    // Only the next plan's time depends on it.
    console.warn(`build plan: fingerprints not kept (${(error as Error).message}); the next plan computes them all`);
  }
  const ms = Math.round(performance.now() - started);
  const where = path.relative(root, dir) || dir;
  return reason
    ? `build plan: all ${fingerprints.size} pages render: ${reason} (${ms} ms)`
    : `build plan: ${fingerprints.size - restore.length} of ${fingerprints.size} pages render, ${restore.length} from ${where}/ (${ms} ms)`;
}

/** Where the plan keeps its fingerprints and what they were made from, for the next plan. */
const keptFingerprintsFile = (dir: string) => path.join(dir, 'fingerprints.json');

const keptFingerprintsSchema = z.strictObject({
  format: z.string(),
  whole: z.string(),
  pages: z.record(z.string(), z.string()),
  own: z.record(z.string(), z.string()),
});

/** The last plan's fingerprints, or none when missing or unreadable: then each is computed. */
function readKeptFingerprints(file: string): KeptFingerprints | undefined {
  try {
    const parsed = keptFingerprintsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
