// out/_file-hashes.json.gz: the size and MD5 of every published file, as the build left them.
// The build writes it just before the build record (postbuild/steps/write-build-record-file.ts);
// the deploy reads it so that planning a 50,000-article deploy stats each file instead of
// reading and hashing 3 GB (docs/hosting.md#the-recorded-hashes). A host file: never served or uploaded.
//
// The hashes are a cache, not an authority: the deploy trusts an entry only for a file whose
// size is the recorded one and which, with every folder on its path, has not changed since
// this file was put in place (trustedHash), and hashes any other. Neither the file nor its
// compression holds a time, so two builds of one commit write the same bytes.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

import { z } from 'zod';

/** The file's name in out/; a host file, never served or uploaded (hosting/host-files.ts). */
export const FILE_HASHES_FILE = '_file-hashes.json.gz' as const;

export interface FileHash {
  size: number;
  /** Hex MD5 of the bytes: what S3 gives as the ETag of an object uploaded in one part. */
  md5: string;
}

/** The recorded hashes, and when the file holding them was written. */
export interface RecordedHashes {
  /** Every published file when the hashes were written, sorted. */
  keys: readonly string[];
  /** Key → position in `sizes` and `md5s`. */
  positions: ReadonlyMap<string, number>;
  sizes: readonly number[];
  /** Every MD5 in key order, 32 hex digits each, end to end. */
  md5s: string;
  /** When the file holding them was put in place (its ctime). */
  writtenAtMs: number;
}

// Column by column (keys, sizes, MD5s end to end), not an object or array a file: at 50,000
// articles, 154,000 small arrays took longer to parse and to collect than the walk of out/.
const fileHashesSchema = z
  .strictObject({
    version: z.literal(1),
    keys: z.array(z.string().min(1)),
    sizes: z.array(z.number().int().nonnegative()),
    md5s: z.string().regex(/^[0-9a-f]*$/),
  })
  .refine(({ keys, sizes, md5s }) => sizes.length === keys.length && md5s.length === keys.length * 32, {
    message: 'one size and one 32-digit MD5 a key',
  });

const EXPECTED = 'expected gzip of {"version":1,"keys":[…],"sizes":[…],"md5s":"…"}';

/** The size and MD5 of one file, read whole. */
export function hashFile(file: string): FileHash {
  const bytes = readFileSync(file);
  return { size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') };
}

/** The bytes of the file: gzip of one line of JSON, keys in the order given. */
export function renderFileHashes(files: readonly (FileHash & { key: string })[]): Buffer {
  const text = JSON.stringify({
    version: 1,
    keys: files.map((file) => file.key),
    sizes: files.map((file) => file.size),
    md5s: files.map((file) => file.md5).join(''),
  });
  // Level 6, not 9: at 50,000 articles 0.2 s against 0.5 s, for 3 % more bytes (the MD5s hardly compress).
  return gzipSync(`${text}\n`, { level: 6 });
}

/**
 * Writes outDir/_file-hashes.json.gz through a temporary file and a rename, so a build that
 * stops half-way leaves the whole file of the build before or none, never half of one.
 */
export function writeFileHashes(outDir: string, files: readonly (FileHash & { key: string })[]): string {
  const file = path.join(outDir, FILE_HASHES_FILE);
  const partial = `${file}.partial`;
  writeFileSync(partial, renderFileHashes(files));
  renameSync(partial, file);
  return file;
}

/**
 * The hashes outDir's build recorded: undefined when it recorded none (a build from before the
 * file existed), and a one-line problem naming the file when the file cannot be read as one.
 */
export function readFileHashes(outDir: string): RecordedHashes | { problem: string } | undefined {
  const file = path.join(outDir, FILE_HASHES_FILE);
  let writtenAtMs: number;
  let parsed: unknown;
  try {
    writtenAtMs = statSync(file).ctimeMs;
  } catch {
    return undefined;
  }
  try {
    parsed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  } catch (error) {
    return { problem: `${file}: ${(error as Error).message}; ${EXPECTED}` };
  }
  const result = fileHashesSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the file';
    return { problem: `${file}: ${where}: ${issue?.message ?? 'invalid'}; ${EXPECTED}` };
  }
  const { keys, sizes, md5s } = result.data;
  return { keys, positions: new Map(keys.map((key, position) => [key, position])), sizes, md5s, writtenAtMs };
}

/**
 * The recorded hash of a file whose size is the recorded one and which, with every folder on
 * its path, has not changed since the hashes were put in place (postbuild/hosting/scan-files.ts
 * tells by the change time, ctime, which any write, rename or move sets and no tool can set
 * back, as `touch` or an archive sets a modification time). Any other file is hashed again.
 */
export function trustedHash(
  recorded: RecordedHashes | undefined,
  key: string,
  found: { size: number; unchangedSince: boolean },
): FileHash | undefined {
  const position = recorded?.positions.get(key);
  if (position === undefined || !found.unchangedSince || recorded!.sizes[position] !== found.size) return undefined;
  return { size: found.size, md5: recorded!.md5s.slice(position * 32, position * 32 + 32) };
}
