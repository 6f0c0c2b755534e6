// One thread of the file scan (scan-files.ts). A walk: walks the folders it is given, stats (or
// reads and hashes) every file in them and the files it is given, and sends back what it found.
// A stat: stats the paths it is given, without following links. Run on the scan's own thread
// too, for a small out/.
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

import { walkFiles } from '../../lib/build/walk-files.ts';

export interface WalkRequest {
  kind: 'walk';
  root: string;
  /** Files, by path under root. */
  files: string[];
  /** Folders to walk, by path under root with a trailing slash. */
  folders: string[];
  hash: boolean;
  /** With `hash`: files (by path under root, one a line) whose MD5 the caller knows: statted, not read. */
  known?: string;
}

/** Column by column: one array each is far cheaper to pass between threads than an object a file. */
export interface WalkReply {
  keys: string[];
  sizes: number[];
  /** When each file last changed in any way: its bytes, its name or its place (ctime). */
  ctimes: number[];
  md5s?: string[];
}

export interface StatRequest {
  kind: 'stat';
  root: string;
  /** Paths under root, one a line: one string crosses to a thread far faster than 100,000. */
  paths: string;
}

/** What a path is: a file, a folder, missing, or something else (a link, a device…). */
export const PATH_KINDS = ['missing', 'file', 'folder', 'other'] as const;
export type PathKind = (typeof PATH_KINDS)[number];

/** Typed arrays, whose memory moves to the asking thread instead of being copied. */
export interface StatReply {
  /** Index into PATH_KINDS. */
  kinds: Uint8Array<ArrayBuffer>;
  sizes: Float64Array<ArrayBuffer>;
  ctimes: Float64Array<ArrayBuffer>;
}

export function walkFolders({ root, files, folders, hash, known }: Omit<WalkRequest, 'kind'>): WalkReply {
  const keys = [...files];
  for (const folder of folders) walkFiles(root, folder, keys);
  const skipped = new Set(known ? known.split('\n') : []);
  const sizes: number[] = [];
  const ctimes: number[] = [];
  const md5s: string[] = [];
  for (const key of keys) {
    const file = path.join(root, key);
    const stats = lstatSync(file);
    ctimes.push(stats.ctimeMs);
    if (hash && !skipped.has(key)) {
      const bytes = readFileSync(file);
      sizes.push(bytes.length);
      md5s.push(createHash('md5').update(bytes).digest('hex'));
    } else {
      sizes.push(stats.size);
      if (hash) md5s.push('');
    }
  }
  return { keys, sizes, ctimes, ...(hash ? { md5s } : {}) };
}

export function statPaths({ root, paths }: Omit<StatRequest, 'kind'>): StatReply {
  const list = paths === '' ? [] : paths.split('\n');
  const reply = {
    kinds: new Uint8Array(list.length),
    sizes: new Float64Array(list.length),
    ctimes: new Float64Array(list.length),
  };
  list.forEach((relative, index) => {
    const stats = lstatSync(path.join(root, relative), { throwIfNoEntry: false });
    const kind: PathKind = !stats ? 'missing' : stats.isFile() ? 'file' : stats.isDirectory() ? 'folder' : 'other';
    reply.kinds[index] = PATH_KINDS.indexOf(kind);
    reply.sizes[index] = stats?.size ?? 0;
    reply.ctimes[index] = stats?.ctimeMs ?? 0;
  });
  return reply;
}

// Only in a thread started by scan-threads.ts: a test runner's own threads import this module too.
const request = isMainThread ? undefined : (workerData as { scanFiles?: WalkRequest | StatRequest } | null)?.scanFiles;
if (request && parentPort) {
  try {
    if (request.kind === 'walk') parentPort.postMessage(walkFolders(request));
    else {
      const reply = statPaths(request);
      parentPort.postMessage(reply, [reply.kinds.buffer, reply.sizes.buffer, reply.ctimes.buffer]);
    }
  } catch (error) {
    parentPort.postMessage({ error: (error as Error).message });
  }
}
