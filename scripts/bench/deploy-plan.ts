// The deploy's planning time over a built out/: `deploySite` itself, as a dry run,
// against a bucket held in memory whose listing has as many keys as out/ has files. Nothing
// is uploaded and no S3 server runs: the bucket answers the listing and the two records, and
// refuses any write.
import { readBuildRecord } from '../../postbuild/build-record.ts';
import type { Bucket } from '../../cli/deploy/bucket.ts';
import { deploySite, type DeployEvent } from '../../cli/deploy/deploy.ts';
import { type LocalFile, readLocalFiles, type RemoteObject } from '../../cli/deploy/local-files.ts';
import { planDeploy } from '../../cli/deploy/plan.ts';
import {
  DEPLOY_RECORD_KEY,
  HEADERS_RECORD_KEY,
  parseDeployRecord,
  parseHeadersRecord,
  serializeDeployRecord,
  serializeHeadersRecord,
} from '../../cli/deploy/records.ts';

/** Every this-many files of out/, one is listed with another ETag: the plan uploads it. */
export const CHANGED_EVERY = 10;
/** Every this-many files, the listing holds one key the build does not have: the plan keeps or deletes it. */
export const GONE_EVERY = 50;

export interface SyntheticBucketState {
  remote: RemoteObject[];
  /** Key → text of the deploy's records as the last deploy left them. */
  records: Map<string, string>;
}

/**
 * What the bucket holds after the deploy of a build like this one: every file of `local` (one
 * in CHANGED_EVERY with other bytes), plus one gone key in GONE_EVERY, alternately a page
 * (deleted) and a hashed chunk (kept for one more deploy, or deleted when the last deploy
 * already kept it: every other one), and the two records.
 */
export function syntheticBucketState(local: readonly LocalFile[], siteId: string): SyntheticBucketState {
  const remote: RemoteObject[] = local.map((file, index) => ({
    key: file.key,
    etag: `"${index % CHANGED_EVERY === 0 ? 'f'.repeat(32) : file.md5}"`,
  }));
  const keptBefore: string[] = [];
  const gone = Math.floor(local.length / GONE_EVERY);
  for (let index = 0; index < gone; index++) {
    const hashed = index % 2 === 1;
    const key = hashed ? `_next/static/chunks/gone-${index}.js` : `articles/gone-${index}/index.html`;
    if (hashed && index % 4 === 1) keptBefore.push(key);
    remote.push({ key, etag: `"${'0'.repeat(32)}"` });
  }
  const records = new Map([
    [HEADERS_RECORD_KEY, serializeHeadersRecord(local)],
    [DEPLOY_RECORD_KEY, serializeDeployRecord({ siteId, buildHash: 'the-build-before', kept: keptBefore })],
  ]);
  for (const key of records.keys()) remote.push({ key, etag: `"${'1'.repeat(32)}"` });
  return { remote, records };
}

/** A bucket that lists and reads what it is given and refuses every write. */
export function memoryBucket(state: SyntheticBucketState): Bucket {
  const refuse = (what: string) => () => Promise.reject(new Error(`bench: the planning bucket refuses ${what}`));
  return {
    name: 'bench-planning',
    location: 'memory',
    list: () => Promise.resolve(state.remote),
    readText: (key) => Promise.resolve(state.records.get(key)),
    upload: refuse('uploads'),
    remove: refuse('deletions'),
    writeJson: refuse('writes'),
  };
}

export interface DeployPlanning {
  files: number;
  listedKeys: number;
  upload: number;
  unchanged: number;
  keep: number;
  remove: number;
  /** How many MD5s the dry run took from the build's record (hosting/file-hashes.ts) rather than computing them. */
  recordedHashes: number;
  /** The dry run: out/ read (and what changed since the build hashed), the listing and records read, the plan made and guarded. */
  dryRunMs: number;
  /** `planDeploy` alone, over the files and listing already in hand. */
  planMs: number;
  /** Why the deploy would be refused: a synthetic listing that trips a guard is a bench bug. */
  refusal?: string;
}

/** Plans the deploy of `outDir` (a build of `siteId`) against a synthetic listing of its size. */
export async function measureDeployPlanning(outDir: string, siteId: string): Promise<DeployPlanning> {
  if (readBuildRecord(outDir).siteId !== siteId) throw new Error(`bench: ${outDir} is not a build of ${siteId}`);
  const local = (await readLocalFiles(outDir)).files;
  const state = syntheticBucketState(local, siteId);
  let recordedHashes = 0;
  const onEvent = (event: DeployEvent) => {
    if (event.kind === 'read') recordedHashes = event.recorded;
  };
  const started = performance.now();
  const { plan, refusal } = await deploySite({ outDir, bucket: memoryBucket(state), siteId, dryRun: true, onEvent });
  const dryRunMs = performance.now() - started;
  const options = {
    uploadedHeaders: parseHeadersRecord(state.records.get(HEADERS_RECORD_KEY)),
    keptBefore: parseDeployRecord(state.records.get(DEPLOY_RECORD_KEY)!).kept,
  };
  const planStarted = performance.now();
  planDeploy(local, state.remote, options);
  const planMs = performance.now() - planStarted;
  return {
    files: local.length,
    listedKeys: state.remote.length,
    upload: plan.upload.length,
    unchanged: plan.unchanged.length,
    keep: plan.keep.length,
    remove: plan.remove.length,
    recordedHashes,
    dryRunMs: Math.round(dryRunMs),
    planMs: Math.round(planMs),
    ...(refusal === undefined ? {} : { refusal }),
  };
}
