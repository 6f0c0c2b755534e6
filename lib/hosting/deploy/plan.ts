// What a deploy must do, from the built files and the bucket's listing: pure, so it is
// tested without a bucket.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { cacheControlFor } from '../cache-control';
import { contentTypeFor } from '../content-type';
import { listPublishedFiles } from '../site-files';

export interface LocalFile {
  /** The object key: the path under out/, e.g. authors/index.html. */
  key: string;
  file: string;
  size: number;
  /** Hex MD5 of the bytes: what S3 gives as the ETag of an object uploaded in one part. */
  md5: string;
  contentType: string;
  cacheControl: string;
}

export interface RemoteObject {
  key: string;
  etag: string;
}

/**
 * Where a deploy records the type and cache rule each object was uploaded with. A bucket's
 * listing gives only ETags, which see the bytes alone; with this record a change of the rules
 * (lib/hosting) re-uploads exactly the objects whose headers it changes, with no --force.
 */
export const HEADERS_RECORD_KEY = '_deploy/headers.json';

/** The headers an object was uploaded with, keyed by object. */
export type HeadersRecord = ReadonlyMap<string, string>;

const headersOf = (file: Pick<LocalFile, 'contentType' | 'cacheControl'>) => `${file.contentType}; cache-control=${file.cacheControl}`;

/**
 * The record of a build's files as stored: each distinct set of headers once, then each key
 * with the index of its set (a 5,000-article site has some 20,000 keys and a handful of sets).
 */
export function serializeHeadersRecord(files: readonly LocalFile[]): string {
  const sets = [...new Set(files.map(headersOf))].sort();
  const objects = Object.fromEntries([...files].sort((a, b) => (a.key < b.key ? -1 : 1)).map((file) => [file.key, sets.indexOf(headersOf(file))]));
  return `${JSON.stringify({ version: 1, headers: sets, objects })}\n`;
}

/** The record read back; anything unreadable counts as no record, so every object is re-sent. */
export function parseHeadersRecord(text: string | undefined): HeadersRecord | undefined {
  if (text === undefined) return undefined;
  try {
    const { version, headers, objects } = JSON.parse(text) as { version?: unknown; headers?: unknown; objects?: unknown };
    if (version !== 1 || !Array.isArray(headers) || typeof objects !== 'object' || objects === null) return undefined;
    const record = new Map<string, string>();
    for (const [key, index] of Object.entries(objects)) {
      const value: unknown = typeof index === 'number' ? headers[index] : undefined;
      if (typeof value === 'string') record.set(key, value);
    }
    return record;
  } catch {
    return undefined;
  }
}

export interface DeployPlan {
  /** Assets and data first, then the files that point readers at them (see isEntryPoint). */
  upload: LocalFile[];
  unchanged: LocalFile[];
  /** Keys in the bucket that the build no longer has; removed after every upload succeeded. */
  remove: string[];
}

/** The built files with what their objects must carry (same rules as nginx: lib/hosting). */
export function readLocalFiles(outDir: string): LocalFile[] {
  return listPublishedFiles(outDir).map((key) => {
    const file = path.join(outDir, key);
    const bytes = readFileSync(file);
    return {
      key,
      file,
      size: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
      contentType: contentTypeFor(key),
      cacheControl: cacheControlFor(`/${key}`),
    };
  });
}

/**
 * Pages and app-data.json go last: once a reader can see them, every chunk and data file
 * they name is already there, and the version check never announces a build half uploaded.
 */
export function isEntryPoint(key: string): boolean {
  return key.endsWith('.html') || key === 'app-data.json' || key === 'sw.js';
}

/** An ETag as S3 lists it ("\"abc…\"") compared with a hex MD5. */
function sameContent(local: LocalFile, remote: RemoteObject | undefined): boolean {
  return remote !== undefined && remote.etag.replace(/"/g, '').toLowerCase() === local.md5;
}

export interface PlanOptions {
  /** Upload every file whatever the bucket holds. */
  force?: boolean;
  /** What the last deploy recorded; without it no object's headers are known to be right. */
  uploadedHeaders?: HeadersRecord;
}

export function planDeploy(local: readonly LocalFile[], remote: readonly RemoteObject[], options: PlanOptions = {}): DeployPlan {
  const remoteByKey = new Map(remote.map((object) => [object.key, object]));
  const localKeys = new Set([...local.map((file) => file.key), HEADERS_RECORD_KEY]);
  const sameHeaders = (file: LocalFile) => options.uploadedHeaders?.get(file.key) === headersOf(file);
  const changed = local.filter((file) => options.force || !sameContent(file, remoteByKey.get(file.key)) || !sameHeaders(file));
  return {
    upload: [...changed.filter((file) => !isEntryPoint(file.key)), ...changed.filter((file) => isEntryPoint(file.key))],
    unchanged: local.filter((file) => !changed.includes(file)),
    remove: remote.map((object) => object.key).filter((key) => !localKeys.has(key)).sort(),
  };
}
