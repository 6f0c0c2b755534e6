// What a deploy must do, from the built files and the bucket's listing: pure, so it is
// tested without a bucket.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

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

/**
 * Where a deploy records the type and cache rule each object was uploaded with. A bucket's
 * listing gives only ETags, which see the bytes alone; with this record a change of the rules
 * (postbuild/hosting) re-uploads exactly the objects whose headers it changes, with no --force.
 */
export const HEADERS_RECORD_KEY = '_deploy/headers.json';

/** The headers an object was uploaded with, keyed by object. */
export type HeadersRecord = ReadonlyMap<string, string>;

// A redirect is part of an object's headers: an object uploaded before it was one is sent again.
const headersOf = (file: Pick<LocalFile, 'contentType' | 'cacheControl' | 'websiteRedirect'>) =>
  `${file.contentType}; cache-control=${file.cacheControl}` +
  (file.websiteRedirect === undefined ? '' : `; website-redirect=${file.websiteRedirect}`);

/**
 * The record of a build's files as stored: each distinct set of headers once, then each key
 * with the index of its set (a 5,000-article site has some 20,000 keys and a handful of sets).
 */
export function serializeHeadersRecord(files: readonly LocalFile[]): string {
  const sets = [...new Set(files.map(headersOf))].sort();
  const sorted = [...files].sort((a, b) => (a.key < b.key ? -1 : 1));
  const objects = Object.fromEntries(sorted.map((file) => [file.key, sets.indexOf(headersOf(file))]));
  return `${JSON.stringify({ version: 1, headers: sets, objects })}\n`;
}

/** The record read back; anything unreadable counts as no record, so every object is re-sent. */
export function parseHeadersRecord(text: string | undefined): HeadersRecord | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = JSON.parse(text) as { version?: unknown; headers?: unknown; objects?: unknown };
    const { version, headers, objects } = parsed;
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

/**
 * The bucket's own record of the site it holds and of the deploy that filled it: checked
 * before anything is written (a bucket recorded as another site's is refused), and written
 * once every upload of a deploy succeeded. `kept` lists the content-hashed objects the
 * deploy left in place for pages of the build before (see planDeploy).
 */
export const DEPLOY_RECORD_KEY = '_deploy/deploy.json';

/** The deploy's own objects: never part of a build, never deleted by one. */
const RECORD_KEYS: ReadonlySet<string> = new Set([HEADERS_RECORD_KEY, DEPLOY_RECORD_KEY]);

export function isDeployRecordKey(key: string): boolean {
  return RECORD_KEYS.has(key);
}

const deployRecordSchema = z.strictObject({
  version: z.literal(1),
  siteId: z.string().min(1),
  buildHash: z.string().min(1),
  kept: z.array(z.string()),
});

export type DeployRecord = Omit<z.infer<typeof deployRecordSchema>, 'version'>;

/** Sorted and without a time, so the same deploy twice gives the same text and nothing is written. */
export function serializeDeployRecord(record: DeployRecord): string {
  const { siteId, buildHash } = record;
  return `${JSON.stringify({ version: 1, siteId, buildHash, kept: [...record.kept].sort() })}\n`;
}

/** The record read back; unlike the headers record, an unreadable one throws: the site it names is a guard. */
export function parseDeployRecord(text: string): DeployRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('is not JSON');
  }
  const result = deployRecordSchema.safeParse(parsed);
  if (!result.success) {
    const problem = result.error.issues[0];
    throw new Error(`${problem?.path.join('.') || 'the record'}: ${problem?.message ?? 'invalid'}`);
  }
  const { siteId, buildHash, kept } = result.data;
  return { siteId, buildHash, kept };
}

export interface DeployPlan {
  /** In upload order: hashed files, pages, redirects, data, then app-data.json and sw.js (see uploadWave). */
  upload: LocalFile[];
  unchanged: LocalFile[];
  /** Content-hashed objects the build no longer has, left for pages of the build before. */
  keep: string[];
  /** Keys in the bucket that the build no longer has; removed after every upload succeeded. */
  remove: string[];
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

/**
 * The files that announce a build: app-data.json to the readers' version check, sw.js to the
 * service worker. They go up after everything else, so neither announces a build half uploaded.
 */
export const ANNOUNCING_FILES: readonly string[] = ['app-data.json', 'sw.js'];

/** The upload waves, in order; each starts once the one before has completed. */
export const UPLOAD_WAVES = ['hashed files', 'pages', 'redirects', 'data', 'announcing files'] as const;
export type UploadWave = (typeof UPLOAD_WAVES)[number];

/**
 * Which wave a file goes up in. Hashed files first: new keys that nothing names yet, and all a
 * new page needs. Then the pages, then the redirects at old addresses (a page renamed in this
 * build turns into a redirect only once its new address answers), then the data files (page data, feeds, the sitemap, the menu
 * slice): page data names the build a page belongs to, so an open tab of the old build meets the
 * new build hash only once the new pages are in place, and the feeds and sitemap never list a
 * page that is not there yet. Last, the files that announce the build.
 */
export function uploadWave(file: string | Pick<LocalFile, 'key' | 'websiteRedirect'>): UploadWave {
  const key = typeof file === 'string' ? file : file.key;
  if (typeof file !== 'string' && file.websiteRedirect !== undefined) return 'redirects';
  if (ANNOUNCING_FILES.includes(key)) return 'announcing files';
  if (key.endsWith('.html')) return 'pages';
  return isContentHashed(key) ? 'hashed files' : 'data';
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
  /** What the last deploy kept (its DeployRecord's `kept`); nothing when the bucket has no record. */
  keptBefore?: readonly string[];
}

/** Upload order: by wave, then by key (deterministic, and readable in a log). */
function inUploadOrder(files: readonly LocalFile[]): LocalFile[] {
  const rank = (file: LocalFile) => UPLOAD_WAVES.indexOf(uploadWave(file));
  return [...files].sort((a, b) => rank(a) - rank(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * Hashed objects the build no longer has stay for one more deploy: a page opened before this
 * deploy still loads its chunks by their old names. A deploy deletes the ones the previous
 * deploy already kept, and keeps the rest (recording them as kept). A deploy that uploads
 * nothing replaces no page, so it starts no new grace and deletes none of them: deploying the
 * same build twice changes nothing. Without a record, every stale hashed object is kept once.
 */
function splitStale(stale: readonly string[], publishes: boolean, keptBefore: ReadonlySet<string>) {
  const graceOver = (key: string) => isContentHashed(key) && publishes && keptBefore.has(key);
  return {
    keep: stale.filter((key) => isContentHashed(key) && !graceOver(key)),
    remove: stale.filter((key) => !isContentHashed(key) || graceOver(key)),
  };
}

export function planDeploy(
  local: readonly LocalFile[],
  remote: readonly RemoteObject[],
  options: PlanOptions = {},
): DeployPlan {
  const remoteByKey = new Map(remote.map((object) => [object.key, object]));
  const localKeys = new Set(local.map((file) => file.key));
  const sameHeaders = (file: LocalFile) => options.uploadedHeaders?.get(file.key) === headersOf(file);
  const isChanged = (file: LocalFile) => !sameContent(file, remoteByKey.get(file.key)) || !sameHeaders(file);
  const changed = local.filter((file) => options.force || isChanged(file));
  const uploading = new Set(changed);
  const stale = remote
    .map((object) => object.key)
    .filter((key) => !localKeys.has(key) && !isDeployRecordKey(key))
    .sort();
  return {
    upload: inUploadOrder(changed),
    unchanged: local.filter((file) => !uploading.has(file)),
    ...splitStale(stale, changed.length > 0, new Set(options.keptBefore)),
  };
}

/** Enough keys to recognise what a list holds, for one line: "a, b, c, d, e and 12 more". */
export function sampleKeys(keys: readonly string[], count = 5): string {
  const shown = keys.slice(0, count).join(', ');
  return keys.length > count ? `${shown} and ${keys.length - count} more` : shown;
}

export interface DeletionGuardInput {
  plan: DeployPlan;
  /** How many of the site's objects the bucket holds now (the deploy records left out). */
  objectsInBucket: number;
  /** The build folder, and whether it has its home page: an out/ without one is no whole build. */
  outDir: string;
  hasHomePage: boolean;
  bucketName: string;
}

/**
 * Why the deletions of a plan need --allow-deletions, or undefined when they do not: more
 * than a quarter of the bucket's objects, or any object at all for an out/ with no
 * index.html. A half-built or wrong out/ looks like that, and its deploy would empty the site.
 */
export function deletionRefusal(input: DeletionGuardInput): string | undefined {
  const { plan, objectsInBucket, outDir, hasHomePage, bucketName } = input;
  const count = plan.remove.length;
  if (count === 0) return undefined;
  const which = `${count} of the ${objectsInBucket} objects in bucket "${bucketName}" (${sampleKeys(plan.remove)})`;
  if (!hasHomePage) {
    const ask = 'pass --allow-deletions if that is meant';
    return `deploy: ${outDir} has no index.html, yet the deploy would delete ${which}; ${ask}`;
  }
  if (count * 4 > objectsInBucket) {
    const ask = `check that ${outDir} holds the whole build, or pass --allow-deletions`;
    return `deploy: the deploy would delete ${which}, more than a quarter of them; ${ask}`;
  }
  return undefined;
}
