// The inline sources of the pages of the last build (docs/architecture.md#incremental-builds),
// kept beside the page cache by the SHA-256 of each page's bytes: parsing a page for its CSP
// hashes (parse5, 3 to 4 ms a page) is the security-headers step's work, and a page restored
// from the page cache, or rendered to the same bytes, has the sources it had. Keyed by bytes,
// not by address or fingerprint, an entry can only be the parse of the very same text; the
// code's hash (lib/build/build-hash.ts) covers the parser and its rules.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import type { InlineSources } from '../../hosting/security-headers.ts';
import { writeWhole } from '../../lib/build/page-cache.ts';

const FORMAT = 'inline-sources 1';

const sourcesSchema = z.strictObject({
  scriptHashes: z.array(z.string()),
  unmarkedScripts: z.array(z.string()),
  styleHashes: z.array(z.string()),
  hasStyleAttributes: z.boolean(),
  blockedInlineCode: z.array(z.string()),
  offMainThreadScripts: z.array(z.string()),
}) satisfies z.ZodType<InlineSources>;

const cacheSchema = z.strictObject({
  format: z.literal(FORMAT),
  codeHash: z.string().min(1),
  pages: z.record(z.string(), sourcesSchema),
});

/** The file the cache is kept in, in the page cache's folder (lib/build/page-cache.ts). */
export const inlineSourcesCacheFile = (pageCacheDir: string) => path.join(pageCacheDir, 'inline-sources.json');

/** What a page's sources are kept under: its bytes' SHA-256, and whether it is a library's page. */
export function inlineSourcesKey(html: Buffer | string, library: boolean): string {
  return keyOfSha256(createHash('sha256').update(html).digest('hex'), library);
}

/** inlineSourcesKey of a page whose bytes' SHA-256 is known. */
export const keyOfSha256 = (sha256: string, library: boolean) => `${library ? 'library' : 'page'}:${sha256}`;

/**
 * The sources kept in file by a build of the same code, by key; empty when there is no file, it
 * does not parse or it is another code's: then every page is parsed.
 */
export function readInlineSourcesCache(file: string, codeHash: string): Map<string, InlineSources> {
  try {
    const parsed = cacheSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (parsed.success && parsed.data.codeHash === codeHash) return new Map(Object.entries(parsed.data.pages));
  } catch {
    // No cache: every page is parsed.
  }
  return new Map();
}

/** Keeps the sources of this build's pages, and only theirs, for the next build. */
export function writeInlineSourcesCache(
  file: string,
  codeHash: string,
  pages: ReadonlyMap<string, InlineSources>,
): void {
  writeWhole(file, JSON.stringify({ format: FORMAT, codeHash, pages: Object.fromEntries(pages) }));
}
