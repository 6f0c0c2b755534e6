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

export function planDeploy(local: readonly LocalFile[], remote: readonly RemoteObject[], options: { force?: boolean } = {}): DeployPlan {
  const remoteByKey = new Map(remote.map((object) => [object.key, object]));
  const localKeys = new Set(local.map((file) => file.key));
  const changed = local.filter((file) => options.force || !sameContent(file, remoteByKey.get(file.key)));
  return {
    upload: [...changed.filter((file) => !isEntryPoint(file.key)), ...changed.filter((file) => isEntryPoint(file.key))],
    unchanged: local.filter((file) => !changed.includes(file)),
    remove: remote.map((object) => object.key).filter((key) => !localKeys.has(key)).sort(),
  };
}
