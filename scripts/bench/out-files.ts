// What a build changed in out/: every file's hash before and after, compared. A build writes
// out/ afresh, so "written" here means what a deploy would upload: the files whose bytes differ
// from the build before, and the new ones.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as its path relative to `dir` (forward slashes) → the MD5 of its bytes. */
export function hashFiles(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep).join('/');
    hashes.set(relative, createHash('md5').update(fs.readFileSync(file)).digest('hex'));
  }
  return hashes;
}

export interface FileChanges {
  /** Files new or changed: what a deploy uploads. */
  written: number;
  added: number;
  changed: number;
  removed: number;
  /** Files after the build. */
  total: number;
}

export function compareFiles(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): FileChanges {
  let added = 0;
  let changed = 0;
  for (const [file, hash] of after) {
    const old = before.get(file);
    if (old === undefined) added++;
    else if (old !== hash) changed++;
  }
  let removed = 0;
  for (const file of before.keys()) if (!after.has(file)) removed++;
  return { written: added + changed, added, changed, removed, total: after.size };
}
