// What the post-build knows of each page it keeps in the page cache (lib/build/page-cache.ts),
// so that a page restored from it costs no step a read. The cache holds each page as the
// client-bundle rewrite leaves it (page-rewrite.ts); beside it, in pages.json, each kept page's
// facts, by fingerprint: the SHA-256 and MD5 of its bytes and their size (the build record's
// hashes, the security headers' key), what it links under /_next/ (the rewrite removes the
// router's scripts no page links) and how often each rewrite rule matched it (a rule expected
// on some page must match once in the build). The rewrite is a function of the page next build
// rendered and of the client bundle's tags alone, so a page restored under its fingerprint for
// the same bundle is byte for byte the page this build would rewrite. The record names the
// bundle its pages were rewritten for, and the build stops if this build's differs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import {
  type BuildPlan,
  cachedPageFile,
  manifestFile,
  pageDigestsFile,
  parsedOrReason,
  PAGE_CACHE_FORMAT,
  type PageCacheManifest,
  writeWhole,
} from '../../lib/build/page-cache.ts';
import { StampMemo } from '../../lib/build/file-digest.ts';
import type { ClientBundle } from '../client-bundle.ts';
import type { PageMatches } from '../page-rewrite.ts';

const FORMAT = 'cached pages 1';

const matchesSchema = z.strictObject({
  routerScripts: z.number().int().nonnegative(),
  headEnd: z.number().int().nonnegative(),
  scriptPreloads: z.number().int().nonnegative(),
  twitterCopies: z.number().int().nonnegative(),
});

const factsSchema = z.strictObject({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  md5: z.string().regex(/^[0-9a-f]{32}$/),
  size: z.number().int().nonnegative(),
  links: z.array(z.string()),
  matches: matchesSchema,
});
/** What the post-build knows of one page as the rewrite left it. */
export type PageFacts = z.infer<typeof factsSchema>;

const recordSchema = z.strictObject({
  format: z.literal(FORMAT),
  /** bundleTags() of the bundle the pages were rewritten for. */
  bundle: z.string().min(1),
  pages: z.record(z.string(), factsSchema),
});
export type CachedPagesRecord = z.infer<typeof recordSchema>;

/** The record's file, in the page cache's folder. */
export const cachedPagesFile = (dir: string) => path.join(dir, 'pages.json');

/** What the rewrite writes into every page of the bundle: its entry, its preloads and the consent gate. */
export function bundleTags(bundle: Pick<ClientBundle, 'entry' | 'preload' | 'consentGate'>): string {
  const tags = { entry: bundle.entry, preload: bundle.preload, consentGate: bundle.consentGate ?? null };
  return createHash('sha256').update(JSON.stringify(tags)).digest('hex');
}

/** The record in dir, or why there is none that can be used (one line). */
export function readCachedPages(dir: string): { record: CachedPagesRecord } | { reason: string } {
  const file = cachedPagesFile(dir);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { reason: `${file}: ${(error as Error).message}` };
  }
  const parsed = parsedOrReason(recordSchema, json, file, `a ${FORMAT} record`);
  return 'reason' in parsed ? parsed : { record: parsed.value };
}

export function writeCachedPages(dir: string, record: CachedPagesRecord): void {
  writeWhole(cachedPagesFile(dir), JSON.stringify(record));
}

/** The facts of a page's bytes that do not depend on the rewrite. */
export function bytesFacts(bytes: Buffer): Pick<PageFacts, 'sha256' | 'md5' | 'size'> {
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    md5: createHash('md5').update(bytes).digest('hex'),
    size: bytes.length,
  };
}

/** The page cache of an incremental build (lib/build/page-cache.ts): its folder and this build's plan. */
export interface ExportCache {
  dir: string;
  plan: BuildPlan;
}

/** A page of out/ taken from the page cache: its fingerprint, its facts, and its change time once in out/. */
export interface RestoredPage extends PageFacts {
  fingerprint: string;
  /** The file's change time in out/ right after it was put there: any later write or link moves it. */
  ctimeMs: number;
}

/** The pages of an incremental build, by path under out/ (slash-separated), as the export step left them. */
export interface CachedPages extends ExportCache {
  /** bundleTags() of the client bundle the restored pages were rewritten for; undefined when none is restored. */
  bundle: string | undefined;
  /** Pages taken from the cache, already rewritten: the client-bundle step leaves them as they are. */
  restored: Map<string, RestoredPage>;
  /** Pages next build rendered that the plan names, with their fingerprints: kept once rewritten. */
  rendered: Map<string, string>;
}

/** A file of out/ whose size and MD5 (and SHA-256, for a page) a step knows, and its change time when it was known. */
export interface KnownFile {
  size: number;
  md5: string;
  sha256?: string;
  ctimeMs: number;
}

/**
 * Keeps the pages this build rendered in the cache as the rewrite leaves them: `keep` takes
 * each rewritten page (after it is written to out/), `finish` writes the record, then the
 * manifest (the cache's last word: a build stopped before it leaves the cache of the build
 * before, whole), and drops the pages no page of this build has. Every page of out/ the cache
 * holds is then in `known`, for the build record. `keepDigests`, once the files are seconds
 * old, adds the kept pages' SHA-256s to the digests the next build's plan checks the cache
 * with (scripts/plan-build.ts): it would otherwise read every page this build rendered.
 */
export function keepRewrittenPages(
  cached: CachedPages,
  bundle: Pick<ClientBundle, 'entry' | 'preload' | 'consentGate'>,
  outDir: string,
  known: Map<string, KnownFile>,
) {
  const { dir, plan } = cached;
  const facts = new Map<string, PageFacts>();
  for (const { fingerprint, sha256, md5, size, links, matches } of cached.restored.values())
    facts.set(fingerprint, { sha256, md5, size, links, matches });
  for (const [key, { size, md5, sha256, ctimeMs }] of cached.restored) known.set(key, { size, md5, sha256, ctimeMs });
  const keptNow = new Set<string>();
  /** The fingerprints of this build's pages the cache holds. */
  const keptFingerprints = () =>
    [...new Set(Object.values(plan.pages))].filter((fingerprint) => facts.has(fingerprint));
  return {
    keep(key: string, bytes: Buffer, rewrite: { links: string[]; matches: PageMatches }): void {
      const fingerprint = cached.rendered.get(key);
      if (fingerprint === undefined) return;
      keepWhole(path.join(outDir, key), cachedPageFile(dir, fingerprint), bytes);
      const page = { ...bytesFacts(bytes), links: rewrite.links, matches: rewrite.matches };
      facts.set(fingerprint, page);
      keptNow.add(fingerprint);
      // After the link, which moves the page's change time.
      const { ctimeMs } = fs.lstatSync(path.join(outDir, key));
      known.set(key, { size: page.size, md5: page.md5, sha256: page.sha256, ctimeMs });
    },
    keepDigests(): void {
      const digests = new StampMemo().load(pageDigestsFile(dir));
      for (const fingerprint of keptNow)
        digests.remember(cachedPageFile(dir, fingerprint), facts.get(fingerprint)!.sha256);
      digests.save(
        pageDigestsFile(dir),
        keptFingerprints().map((fingerprint) => cachedPageFile(dir, fingerprint)),
      );
    },
    finish(): void {
      const kept = keptFingerprints();
      writeCachedPages(dir, {
        format: FORMAT,
        bundle: bundleTags(bundle),
        pages: Object.fromEntries(kept.map((fingerprint) => [fingerprint, facts.get(fingerprint)!])),
      });
      const manifest: PageCacheManifest = {
        format: PAGE_CACHE_FORMAT,
        buildHash: plan.buildHash,
        pages: plan.pages,
        hashes: Object.fromEntries(kept.map((fingerprint) => [fingerprint, facts.get(fingerprint)!.sha256])),
      };
      writeWhole(manifestFile(dir), JSON.stringify(manifest));
      // Pages of earlier builds that no page of this one has: the cache holds one build's pages.
      const names = new Set(kept.map((fingerprint) => path.basename(cachedPageFile(dir, fingerprint))));
      const htmlDir = path.dirname(cachedPageFile(dir, 'x'));
      const present = fs.existsSync(htmlDir) ? fs.readdirSync(htmlDir) : [];
      for (const name of present) if (!names.has(name)) fs.rmSync(path.join(htmlDir, name), { force: true });
    },
  };
}

/**
 * Puts the page just written at `outFile` in the cache as `cached`: a hard link to it, so that
 * a full build writes each page once and the next build finds every page of out/ already its
 * cached file (out-in-place.ts keeps it); a copy when the cache is on another file system. Either
 * is made beside and renamed into place, so no half page is ever under a cached name. No step
 * writes a page of out/ in place after this (export-pages.ts, linkOrCopy).
 */
function keepWhole(outFile: string, cached: string, bytes: Buffer): void {
  const temporary = `${cached}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  fs.rmSync(temporary, { force: true });
  try {
    fs.linkSync(outFile, temporary);
  } catch {
    fs.writeFileSync(temporary, bytes);
  }
  fs.renameSync(temporary, cached);
}

/**
 * Before a rewrite that keeps the restored pages as they are: they must have been rewritten for
 * this build's bundle. The bundle is a function of the code and the settings, which every
 * page's fingerprint holds, so another one means a bundle that is not reproducible; the
 * manifest goes, so that the next build renders every page.
 */
export function checkRestoredBundle(
  cached: CachedPages,
  bundle: Pick<ClientBundle, 'entry' | 'preload' | 'consentGate'>,
): void {
  if (cached.restored.size === 0 || cached.bundle === bundleTags(bundle)) return;
  fs.rmSync(manifestFile(cached.dir), { force: true });
  throw new Error(
    `client bundle: the ${cached.restored.size} pages restored from ${cached.dir} were rewritten for another client bundle than this build's (entry ${bundle.entry}), with the same code and settings; expected the bundle to be reproducible. The page cache's manifest is removed: the next build renders every page`,
  );
}
