// A deploy: check that out/ and the bucket are the site's, list the bucket, upload what
// changed in waves (hashed files, pages, redirects, data, then app-data.json and sw.js), write the
// records, then delete what the build no longer has. Every guard runs before the first
// write, so a refused deploy leaves the bucket as it was; nothing is deleted unless every
// upload succeeded.
import pLimit from 'p-limit';

import { readBuildRecord, type BuildRecord } from '../../postbuild/build-record.ts';
import type { Bucket } from './bucket.ts';
import { describeBucketError } from './bucket.ts';
import { deletionRefusal } from './deletion-guard.ts';
import { readLocalFiles, type LocalFile, type RemoteObject } from './local-files.ts';
import { planDeploy, uploadWave, UPLOAD_WAVES, type DeployPlan } from './plan.ts';
import {
  DEPLOY_RECORD_KEY,
  HEADERS_RECORD_KEY,
  isDeployRecordKey,
  parseDeployRecord,
  parseHeadersRecord,
  serializeDeployRecord,
  serializeHeadersRecord,
  type DeployRecord,
} from './records.ts';

export type DeployEvent =
  | { kind: 'planned'; plan: DeployPlan; bucketMissing: boolean }
  | { kind: 'uploaded'; file: LocalFile; done: number; total: number }
  | { kind: 'removed'; key: string; done: number; total: number };

export interface DeployOptions {
  outDir: string;
  bucket: Bucket;
  /** The site being deployed (SITE_ID): out/ and the bucket must both be this site's. */
  siteId: string;
  dryRun?: boolean;
  /** Upload every file whatever the bucket holds (a changed rule needs no force: see HEADERS_RECORD_KEY). */
  force?: boolean;
  /** Lets the deploy delete more than a quarter of the bucket, or anything for an out/ with no index.html. */
  allowDeletions?: boolean;
  /** Lets the deploy write into a bucket that holds objects but no deploy record (see foreignBucketRefusal). */
  adopt?: boolean;
  concurrency?: number;
  onEvent?: (event: DeployEvent) => void;
}

export interface DeployResult {
  plan: DeployPlan;
  build: BuildRecord;
  /** The bucket does not exist: a dry run plans as for an empty bucket; a deploy is refused. */
  bucketMissing: boolean;
  /** Why a deploy of this plan would be refused: a dry run reports it, a deploy throws it. */
  refusal?: string;
}

/** Thrown with a one-line message naming the bucket; `plan` tells what had been decided. */
export class DeployError extends Error {
  readonly plan?: DeployPlan;

  constructor(message: string, plan?: DeployPlan) {
    super(message);
    this.plan = plan;
    this.name = 'DeployError';
  }
}

/** A guard stopped the deploy before its first write: the bucket is as it was. */
export class DeployRefusal extends DeployError {
  constructor(message: string, plan?: DeployPlan) {
    super(`${message}; nothing was changed`, plan);
    this.name = 'DeployRefusal';
  }
}

/**
 * Runs work over items, `concurrency` at a time. The first failure stops what has not started;
 * what is running finishes, so when this throws, no request of it is still under way.
 */
async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const limit = pLimit(concurrency);
  let failure: { error: unknown } | undefined;
  await Promise.all(
    items.map((item) =>
      limit(async () => {
        if (failure) return;
        try {
          await work(item);
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw failure.error;
}

/** out/'s record, which must name the site being deployed. */
function buildOfSite(outDir: string, siteId: string): BuildRecord {
  let build: BuildRecord;
  try {
    build = readBuildRecord(outDir);
  } catch (error) {
    throw new DeployRefusal(`deploy: ${(error as Error).message}`);
  }
  if (build.siteId !== siteId) {
    throw new DeployRefusal(
      `deploy: ${outDir} holds a build of site "${build.siteId}" (its _build.json), but SITE_ID is "${siteId}"; ` +
        `build with SITE_ID=${siteId}, or deploy with SITE_ID=${build.siteId}`,
    );
  }
  return build;
}

interface BucketState {
  remote: RemoteObject[];
  bucketMissing: boolean;
  headersText?: string;
  deployRecordText?: string;
  deployRecord?: DeployRecord;
}

/** The bucket's listing and records; a record naming another site is refused here. */
async function readBucket(bucket: Bucket, siteId: string): Promise<BucketState> {
  let state: BucketState;
  try {
    state = await readListingAndRecords(bucket);
  } catch (error) {
    throw new DeployError(`deploy: ${describeBucketError(error, bucket)}; nothing was uploaded or deleted`);
  }
  if (state.deployRecordText === undefined) return state;
  const where = `bucket "${bucket.name}" at ${bucket.location}`;
  let record: DeployRecord;
  try {
    record = parseDeployRecord(state.deployRecordText);
  } catch (error) {
    throw new DeployRefusal(
      `deploy: ${where}: ${DEPLOY_RECORD_KEY}: ${(error as Error).message}; expected the record a deploy writes ` +
        `({"version":1,"siteId":…}); delete that object if the bucket is site "${siteId}"'s`,
    );
  }
  if (record.siteId !== siteId) {
    const holds = `holds site "${record.siteId}" (its ${DEPLOY_RECORD_KEY})`;
    throw new DeployRefusal(`deploy: ${where} ${holds}, not "${siteId}" (SITE_ID)`);
  }
  return { ...state, deployRecord: record };
}

async function readListingAndRecords(bucket: Bucket): Promise<BucketState> {
  let remote: RemoteObject[];
  try {
    remote = await bucket.list();
  } catch (error) {
    if ((error as Error | undefined)?.name === 'NoSuchBucket') return { remote: [], bucketMissing: true };
    throw error;
  }
  const listed = new Set(remote.map((object) => object.key));
  const read = (key: string) => (listed.has(key) ? bucket.readText(key) : Promise.resolve(undefined));
  const [headersText, deployRecordText] = await Promise.all([read(HEADERS_RECORD_KEY), read(DEPLOY_RECORD_KEY)]);
  return { remote, bucketMissing: false, headersText, deployRecordText };
}

/** A deploy never creates a bucket: its website and access settings are the operator's to choose. */
function missingBucketRefusal(bucket: Bucket): string {
  return (
    `deploy: bucket "${bucket.name}" at ${bucket.location} does not exist; a deploy creates no bucket: ` +
    'create it with its website settings (docs/hosting.md, "Creating a bucket"), then deploy again'
  );
}

/**
 * A bucket with objects but no deploy record was never deployed to by this tool: it may be a
 * squatted bucket of the same name, another tool's or another site's. It is written only once
 * the operator says it is the site's (--adopt); the first deploy then writes the record.
 */
function foreignBucketRefusal(bucket: Bucket, objects: number): string {
  return (
    `deploy: bucket "${bucket.name}" at ${bucket.location} holds ${objects} objects but no ${DEPLOY_RECORD_KEY}, ` +
    "so no deploy of this site wrote it; if it is this site's bucket, deploy once with --adopt"
  );
}

/** Why a deploy of this plan may not go ahead: a missing bucket, or deletions the guard stops. */
function refusalOf(
  plan: DeployPlan,
  local: LocalFile[],
  state: BucketState,
  options: DeployOptions,
): string | undefined {
  if (state.bucketMissing) return missingBucketRefusal(options.bucket);
  if (state.deployRecordText === undefined && state.remote.length > 0 && !options.adopt)
    return foreignBucketRefusal(options.bucket, state.remote.length);
  if (options.allowDeletions) return undefined;
  return deletionRefusal({
    plan,
    objectsInBucket: state.remote.filter((object) => !isDeployRecordKey(object.key)).length,
    outDir: options.outDir,
    hasHomePage: local.some((file) => file.key === 'index.html'),
    bucketName: options.bucket.name,
  });
}

export async function deploySite(options: DeployOptions): Promise<DeployResult> {
  const { bucket, outDir, onEvent = () => {} } = options;
  const build = buildOfSite(outDir, options.siteId);
  const local = readLocalFiles(outDir);
  const state = await readBucket(bucket, options.siteId);
  const plan = planDeploy(local, state.remote, {
    force: options.force,
    uploadedHeaders: parseHeadersRecord(state.headersText),
    keptBefore: state.deployRecord?.kept,
  });
  onEvent({ kind: 'planned', plan, bucketMissing: state.bucketMissing });

  const refusal = refusalOf(plan, local, state, options);
  if (options.dryRun) return { plan, build, bucketMissing: state.bucketMissing, refusal };
  if (refusal) throw new DeployRefusal(refusal, plan);

  await uploadInWaves(plan, options, onEvent);
  await writeRecords(plan, local, build, state, bucket);
  await removeStale(plan, options, onEvent);
  return { plan, build, bucketMissing: false };
}

/** Each wave starts once the one before completed; a failure starts no later wave. */
type OnEvent = (event: DeployEvent) => void;

async function uploadInWaves(plan: DeployPlan, options: DeployOptions, onEvent: OnEvent): Promise<void> {
  const { bucket, concurrency = 8 } = options;
  let uploaded = 0;
  for (const wave of UPLOAD_WAVES) {
    const files = plan.upload.filter((file) => uploadWave(file) === wave);
    try {
      await inParallel(files, concurrency, async (file) => {
        try {
          await bucket.upload(file);
        } catch (error) {
          throw new DeployError(`deploy: uploading ${file.key} to ${describeBucketError(error, bucket)}`, plan);
        }
        onEvent({ kind: 'uploaded', file, done: ++uploaded, total: plan.upload.length });
      });
    } catch (error) {
      const stopped = `${uploaded} of ${plan.upload.length} files were uploaded, stopping in the ${wave} wave`;
      const untouched = 'no later file went up, the records were not updated and nothing was deleted';
      throw new DeployError(`${(error as Error).message}; ${stopped}: ${untouched}`, plan);
    }
  }
}

/**
 * Written once every upload succeeded, each only when its text changed: a run that stopped
 * half-way leaves the old records, whose stale entries only cause those objects to be sent again.
 */
async function writeRecords(
  plan: DeployPlan,
  local: LocalFile[],
  build: BuildRecord,
  state: BucketState,
  bucket: Bucket,
): Promise<void> {
  const records: [key: string, text: string, before: string | undefined][] = [
    [HEADERS_RECORD_KEY, serializeHeadersRecord(local), state.headersText],
    [DEPLOY_RECORD_KEY, serializeDeployRecord({ ...build, kept: plan.keep }), state.deployRecordText],
  ];
  for (const [key, text, before] of records) {
    if (text === before) continue;
    try {
      await bucket.writeJson(key, text);
    } catch (error) {
      const state = 'the new build is fully uploaded, nothing was deleted';
      throw new DeployError(`deploy: writing ${key} to ${describeBucketError(error, bucket)}; ${state}`, plan);
    }
  }
}

async function removeStale(plan: DeployPlan, options: DeployOptions, onEvent: OnEvent): Promise<void> {
  const { bucket, concurrency = 8 } = options;
  let removed = 0;
  await inParallel(plan.remove, concurrency, async (key) => {
    try {
      await bucket.remove(key);
    } catch (error) {
      const state = 'the new build is fully uploaded';
      throw new DeployError(`deploy: deleting ${key} from ${describeBucketError(error, bucket)}; ${state}`, plan);
    }
    onEvent({ kind: 'removed', key, done: ++removed, total: plan.remove.length });
  });
}
