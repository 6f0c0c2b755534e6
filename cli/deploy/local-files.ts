// The built files as the deploy sees them (each with the type, cache rule and redirect its
// object must carry, by the same rules as nginx: hosting/) and the bucket's objects as listed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { cacheControlFor, IMMUTABLE } from '../../hosting/cache-control.ts';
import { contentTypeFor } from '../../hosting/content-type.ts';
import { hashFile, readFileHashes, trustedHash } from '../../hosting/file-hashes.ts';
import { scanSiteFiles, scanSiteFilesSince } from '../../postbuild/hosting/scan-files.ts';
import { isPublishedFile, pageAddress } from '../../postbuild/hosting/site-files.ts';
import { parseRedirectsFile, REDIRECTS_FILE } from '../../hosting/redirects-file.ts';

export interface LocalFile {
  /** The object key: the path under out/, e.g. authors/index.html. */
  key: string;
  file: string;
  size: number;
  /** Hex MD5 of the bytes: what S3 gives as the ETag of an object uploaded in one part. */
  md5: string;
  contentType: string;
  cacheControl: string;
  /**
   * For the page at an old address (out/_redirects): the new address, stored as the object's
   * x-amz-website-redirect-location, which a bucket's website endpoint answers with a 301.
   */
  websiteRedirect?: string;
}

export interface RemoteObject {
  key: string;
  etag: string;
}

export interface LocalFiles {
  files: LocalFile[];
  /** How many MD5s came from the build's recorded hashes (hosting/file-hashes.ts)… */
  recorded: number;
  /** …and how many were computed now, from the bytes. */
  hashed: number;
  /** Why the recorded hashes could not be used at all: every file was hashed now. */
  recordProblem?: string;
}

export interface ReadOptions {
  /**
   * Take a recorded MD5 for every file of the recorded size, whatever its change time: for an
   * out/ that reached this machine as the build left it (the workflow's deploy job downloads it
   * as an artifact, whose digest is checked, and every file has a new change time).
   */
  trustRecordedHashes?: boolean;
}

/**
 * The built files with what their objects must carry (same rules as nginx: postbuild/hosting).
 * Each file's MD5 is the one the build recorded (hosting/file-hashes.ts) when the file and
 * every folder on its path are unchanged since and its size is the recorded one (trustedHash),
 * and is computed from its bytes otherwise: the same MD5 either way, for a stat instead of a
 * read and a hash.
 */
export async function readLocalFiles(outDirGiven: string, options: ReadOptions = {}): Promise<LocalFiles> {
  const outDir = path.resolve(outDirGiven);
  // The pages the build left at old addresses become the bucket's redirects (docs/hosting.md#redirects).
  const redirectsFile = path.join(outDir, REDIRECTS_FILE);
  const redirects = parseRedirectsFile(existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '');
  const read = readFileHashes(outDir);
  const recorded = read !== undefined && !('problem' in read) ? read : undefined;
  // With the build's list, only the folders changed since are read again (scan-files.ts).
  const found = recorded
    ? await scanSiteFilesSince(outDir, recorded.keys, recorded.writtenAtMs)
    : (await scanSiteFiles(outDir)).map((file) => ({ ...file, unchangedSince: false }));
  const files: LocalFile[] = [];
  let fromRecord = 0;
  for (const entry of found) {
    const { key } = entry;
    if (!isPublishedFile(key)) continue;
    // outDir is resolved and keys are slash-separated paths under it: no path.join a file.
    const file = `${outDir}${path.sep}${key}`;
    const unchangedSince = entry.unchangedSince || options.trustRecordedHashes === true;
    const trusted = trustedHash(recorded, key, { size: entry.size, unchangedSince });
    if (trusted) fromRecord++;
    const { size, md5 } = trusted ?? hashFile(file);
    const redirect = key.endsWith('/index.html') ? redirects.get(pageAddress(key)) : undefined;
    files.push({
      key,
      file,
      size,
      md5,
      contentType: contentTypeFor(key),
      cacheControl: cacheControlFor(`/${key}`),
      ...(redirect === undefined ? {} : { websiteRedirect: redirect }),
    });
  }
  return {
    files,
    recorded: fromRecord,
    hashed: files.length - fromRecord,
    ...(read !== undefined && 'problem' in read ? { recordProblem: read.problem } : {}),
  };
}

/** Named by a hash of their content (cache-control.ts): a new version is a new key, never an overwrite. */
export function isContentHashed(key: string): boolean {
  return cacheControlFor(`/${key}`) === IMMUTABLE;
}
