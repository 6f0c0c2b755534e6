// The files of a built site with their sizes and change times, and their MD5s when asked: what
// the deploy needs to plan (cli/deploy/local-files.ts) and what the build records for it
// (hosting/file-hashes.ts). At 50,000 articles out/ holds 154,000 files in 110,000 folders, and
// listing and statting them is nearly all kernel time (`find` takes as long as Node does). Two
// ways to save it:
// - The kernel serves two threads reading different folders at twice the rate of one, so a
//   large out/ is shared among worker threads (scan-files-worker.ts); a small one, where
//   starting a thread costs more than it saves, is read on this one.
// - Given the files out/ held at a known time (the build's record), a folder that has not
//   changed since holds exactly the files it held then: statting it (0.6 s for 110,000 folders
//   here) replaces reading it (1.6 s). Only the folders that changed are read again.
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { hashFile } from '../../hosting/file-hashes.ts';
import { walkFolders, type WalkReply } from './scan-files-worker.ts';
import { inWorker, statInParallel } from './scan-threads.ts';

export interface ScannedFile {
  /** The path under out/, slash-separated: the object key. */
  key: string;
  size: number;
  /** When the file last changed in any way the file system records: bytes, name, place (ctime). */
  ctimeMs: number;
  /** Hex MD5 of the bytes, when the scan was asked to hash. */
  md5?: string;
}

export interface ScanOptions {
  /** Threads to share the work among; 1 reads on this thread. */
  threads?: number;
}

/** A file whose MD5 the caller knows, as it was when known: its size and change time. */
export interface KnownHash {
  size: number;
  md5: string;
  ctimeMs: number;
}

/** Threads at most; beyond the cores there is nothing to gain. */
const MAX_SCAN_THREADS = 4;
/** Siblings enough for a folder to be walked by a thread rather than opened here. */
const MANY_SIBLINGS = 64;
/** Files enough to share among threads when no folder is left to walk. */
const MANY_FILES = 4096;

const defaultThreads = () => Math.min(os.availableParallelism(), MAX_SCAN_THREADS);
const byKey = (a: ScannedFile, b: ScannedFile) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Every file under outDir (dotfiles included, links neither followed nor listed), sorted by
 * key as listSiteFiles sorts them, with size and change time, and MD5 when `hash` is set.
 * A file of `known` is not read when its size and change time are the ones known: nothing has
 * written it, renamed it or linked it since (the change time moves with each); any other is.
 */
export async function scanSiteFiles(
  outDir: string,
  {
    hash = false,
    threads = defaultThreads(),
    known,
    files: listed,
  }: ScanOptions & {
    hash?: boolean;
    known?: ReadonlyMap<string, KnownHash>;
    /** Every file of outDir, when the caller has them (out-in-place.ts, filesNow): none is walked. */
    files?: readonly string[];
  } = {},
): Promise<ScannedFile[]> {
  // The tree is opened here, breadth first, until each folder left to walk is one of many
  // siblings: dealt out one by one, such folders share the work evenly, while a folder with
  // few siblings may hold most of the site (page-data/ holds a third of its files) and is
  // opened further. The files met on the way are dealt out too (out/og/ holds one per article).
  const files: string[] = listed ? [...listed] : [];
  const folders: string[] = [];
  let opening = listed ? [] : [''];
  while (opening.length > 0) {
    const next: string[] = [];
    for (const prefix of opening) {
      const subfolders: string[] = [];
      for (const entry of readdirSync(path.join(outDir, prefix), { withFileTypes: true })) {
        if (entry.isDirectory()) subfolders.push(`${prefix}${entry.name}/`);
        else if (entry.isFile()) files.push(`${prefix}${entry.name}`);
      }
      const walkedElsewhere = threads > 1 && subfolders.length >= MANY_SIBLINGS;
      for (const folder of subfolders) (walkedElsewhere ? folders : next).push(folder);
    }
    opening = next;
  }
  const skipped = hash && known && known.size > 0 ? { known: [...known.keys()].join('\n') } : {};
  // Files alone are dealt out too when there are many (a listing given).
  const replies =
    folders.length === 0 && (threads === 1 || files.length < MANY_FILES)
      ? [walkFolders({ root: outDir, files, folders: [], hash, ...skipped })]
      : await Promise.all(
          dealt(threads).map((mine) =>
            inWorker<WalkReply>({
              kind: 'walk',
              root: outDir,
              files: files.filter(mine),
              folders: folders.filter(mine),
              hash,
              ...skipped,
            }),
          ),
        );
  const scanned = replies.flatMap(filesOfWalk).sort(byKey);
  if (hash) {
    for (const file of scanned) {
      if (file.md5) continue;
      const was = known?.get(file.key);
      if (was && was.size === file.size && was.ctimeMs === file.ctimeMs) file.md5 = was.md5;
      else Object.assign(file, hashFile(path.join(outDir, file.key)));
    }
  }
  return scanned;
}

export interface FileSince extends ScannedFile {
  /**
   * Neither the file nor any folder on its path below out/ changed since the time given: its
   * bytes and its key are what they were then. Renaming a folder moves its own change time but
   * not those of the files inside, whose keys change with it: so every folder on the path counts.
   */
  unchangedSince: boolean;
}

/**
 * The same list as scanSiteFiles (without MD5s), given `known`: every file outDir held, outside
 * its top folder, at `sinceMs`. Each folder of `known` and each of its files is statted; only
 * the top folder and the folders changed since `sinceMs` (by their change time, which any file
 * added, removed or renamed in them moves) are read, and new folders found in them walked.
 */
export async function scanSiteFilesSince(
  outDir: string,
  known: readonly string[],
  sinceMs: number,
  { threads = defaultThreads() }: ScanOptions = {},
): Promise<FileSince[]> {
  const knownFolders = new Set<string>();
  for (const key of known) {
    for (let folder = folderOf(key); folder !== '' && !knownFolders.has(folder); folder = parentOf(folder))
      knownFolders.add(folder);
  }
  const folderList = [...knownFolders];
  const at = await statInParallel(outDir, [...known, ...folderList], threads);
  const changedFolders = new Set<string>();
  folderList.forEach((folder, index) => {
    const { kind, ctimeMs } = at(known.length + index);
    if (kind !== 'folder' || !(ctimeMs < sinceMs)) changedFolders.add(folder);
  });
  // The top folder is out/ itself: read every time (the build's record was just put in it),
  // never renamed.
  const pathUnchanged = new Map([['', true]]);
  const isPathUnchanged = (folder: string): boolean => {
    let unchanged = pathUnchanged.get(folder);
    if (unchanged === undefined) {
      unchanged = !changedFolders.has(folder) && isPathUnchanged(parentOf(folder));
      pathUnchanged.set(folder, unchanged);
    }
    return unchanged;
  };
  const since = ({ key, size, ctimeMs }: ScannedFile): FileSince => ({
    key,
    size,
    ctimeMs,
    unchangedSince: ctimeMs < sinceMs && isPathUnchanged(folderOf(key)),
  });

  let found: FileSince[] = [];
  known.forEach((key, index) => {
    const { kind, size, ctimeMs } = at(index);
    const folder = folderOf(key);
    if (kind === 'file' && folder !== '' && !changedFolders.has(folder)) found.push(since({ key, size, ctimeMs }));
  });
  // The top folder and the changed ones, read again: their files as they are now, and any
  // folder that is new.
  const files: string[] = [];
  const newFolders: string[] = [];
  for (const folder of ['', ...changedFolders]) {
    let entries;
    try {
      entries = readdirSync(path.join(outDir, folder), { withFileTypes: true });
    } catch {
      continue; // gone, or no longer a folder: its files are gone with it
    }
    for (const entry of entries) {
      if (entry.isFile()) files.push(`${folder}${entry.name}`);
      else if (entry.isDirectory() && !knownFolders.has(`${folder}${entry.name}/`))
        newFolders.push(`${folder}${entry.name}/`);
    }
  }
  const walked = filesOfWalk(walkFolders({ root: outDir, files, folders: newFolders, hash: false }));
  found = found.concat(walked.map(since));
  return found.sort(byKey);
}

/** `articles/a/index.html` → `articles/a/`; a key at the top → ''. */
const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);
/** `articles/a/` → `articles/`; `articles/` → ''. */
const parentOf = (folder: string) => folderOf(folder.slice(0, -1));

/** One filter a thread, dealing items out in turn. */
const dealt = (threads: number) =>
  Array.from({ length: threads }, (_, thread) => (_item: unknown, position: number) => position % threads === thread);

function filesOfWalk(reply: WalkReply): ScannedFile[] {
  return reply.keys.map((key, index): ScannedFile => {
    const md5 = reply.md5s?.[index] || undefined;
    return { key, size: reply.sizes[index]!, ctimeMs: reply.ctimes[index]!, ...(md5 ? { md5 } : {}) };
  });
}
