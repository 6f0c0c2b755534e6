// The built files as the deploy sees them (each with the type, cache rule and redirect its
// object must carry, by the same rules as nginx: hosting/) and the bucket's objects as listed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { cacheControlFor, IMMUTABLE } from '../../hosting/cache-control.ts';
import { contentTypeFor } from '../../hosting/content-type.ts';
import { listPublishedFiles, pageAddress } from '../../postbuild/hosting/site-files.ts';
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

/** The built files with what their objects must carry (same rules as nginx: postbuild/hosting). */
export function readLocalFiles(outDir: string): LocalFile[] {
  // The pages the build left at old addresses become the bucket's redirects (docs/hosting.md#redirects).
  const redirectsFile = path.join(outDir, REDIRECTS_FILE);
  const redirects = parseRedirectsFile(existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '');
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
      ...(key.endsWith('/index.html') && redirects.has(pageAddress(key))
        ? { websiteRedirect: redirects.get(pageAddress(key)) }
        : {}),
    };
  });
}

/** Named by a hash of their content (cache-control.ts): a new version is a new key, never an overwrite. */
export function isContentHashed(key: string): boolean {
  return cacheControlFor(`/${key}`) === IMMUTABLE;
}
