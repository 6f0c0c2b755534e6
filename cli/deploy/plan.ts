// What a deploy must do, from the built files and the bucket's listing: which files go up, in
// which wave, which stay and which go. Pure, so it is tested without a bucket.
import { isContentHashed, type LocalFile, type RemoteObject } from './local-files.ts';
import { headersOf, isDeployRecordKey, type HeadersRecord } from './records.ts';

export interface DeployPlan {
  /** In upload order: hashed files, pages, redirects, data, then app-data.json and sw.js (see uploadWave). */
  upload: LocalFile[];
  unchanged: LocalFile[];
  /** Content-hashed objects the build no longer has, left for pages of the build before. */
  keep: string[];
  /** Keys in the bucket that the build no longer has; removed after every upload succeeded. */
  remove: string[];
}

/**
 * The files that announce a build: app-data.json to the readers' version check and search box
 * (it names the search index), sw.js to the service worker. They go up after everything else,
 * so neither announces a build half uploaded.
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
  // Each file's wave once, not once a comparison: a first deploy of 50,000 articles sorts 154,000 files.
  const ranked = files.map((file) => ({ file, rank: UPLOAD_WAVES.indexOf(uploadWave(file)) }));
  ranked.sort((a, b) => a.rank - b.rank || (a.file.key < b.file.key ? -1 : a.file.key > b.file.key ? 1 : 0));
  return ranked.map(({ file }) => file);
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
