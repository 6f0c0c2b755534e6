// Whole-site files a step works out from one input (the search files from the search index,
// the sitemaps from the pages' addresses), left in out/ as they are when the input is the last
// build's: the step keeps a record, in the page cache, of which files it wrote under which key
// (a hash of the input and the code). Working them out again for a body edit was 2 s (search)
// and 1.4 s (sitemaps) at 50,000 articles.
import fs from 'node:fs';
import path from 'node:path';

import { writeWhole } from '../../lib/build/page-cache.ts';
import { keptHashesOf } from './write-build-record-file.ts';
import type { PostBuildState } from './state.ts';

export interface OutputsRecord {
  /** Where the record is kept. */
  file: string;
  /** The record's shape and the step's, bumped when either changes. */
  format: string;
  /** The input's and the code's hash. */
  key: string;
}

/**
 * The files (paths under out/) the record names under this very key, when out/ holds each as
 * the last build left it: in the stock, and unchanged since the last build's record took its
 * size and change time (a file written a moment before that record was not kept by it, and
 * is worked out again), and the first is `first` when given. Each is then said to be kept
 * (out-in-place.ts). Otherwise undefined.
 */
export function outputsInPlace(
  state: PostBuildState,
  outDir: string,
  record: OutputsRecord,
  first?: string,
): string[] | undefined {
  const stock = state.stock;
  if (!stock) return undefined;
  let kept: { format?: unknown; key?: unknown; files?: unknown };
  try {
    kept = JSON.parse(fs.readFileSync(record.file, 'utf8')) as typeof kept;
  } catch {
    return undefined;
  }
  if (kept.format !== record.format || kept.key !== record.key || !Array.isArray(kept.files)) return undefined;
  const files = kept.files as unknown[];
  if (files.length === 0 || !files.every((file) => typeof file === 'string')) return undefined;
  if (first !== undefined && files[0] !== first) return undefined;
  const previous = keptHashesOf(state).previous;
  for (const relative of files as string[]) {
    const was = previous.get(relative);
    const now = stock.files.has(relative)
      ? fs.lstatSync(path.join(outDir, relative), { throwIfNoEntry: false })
      : undefined;
    if (!was || !now?.isFile() || now.nlink !== 1 || now.size !== was.size || now.ctimeMs !== was.ctimeMs)
      return undefined;
  }
  for (const relative of files as string[]) stock.kept.add(relative);
  return files as string[];
}

/** Records that the step wrote `files` (paths under out/) for the record's key. */
export function recordOutputs(record: OutputsRecord, files: readonly string[]): void {
  writeWhole(record.file, JSON.stringify({ format: record.format, key: record.key, files }));
}
