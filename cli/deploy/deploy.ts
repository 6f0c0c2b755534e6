// A deploy: check that out/ and the bucket are the site's, list the bucket, upload what
// changed in waves (hashed files, pages, redirects, data, then app-data.json and sw.js), write the
// records, then delete what the build no longer has. Every guard runs before the first
// write, so a refused deploy leaves the bucket as it was; nothing is deleted unless every
// upload succeeded.
import pLimit from 'p-limit';

import { readBuildRecord, type BuildRecord } from '../../postbuild/build-record.ts';
import { describeBucketError, type Bucket } from './bucket.ts';
import { foreignBucketRefusal, missingBucketRefusal, readBucket, type BucketState } from './bucket-state.ts';
import { deletionRefusal } from './deletion-guard.ts';
import { DeployError, DeployRefusal } from './deploy-errors.ts';
import { readLocalFiles, type LocalFile } from './local-files.ts';
import { planDeploy, uploadWave, UPLOAD_WAVES, type DeployPlan } from './plan.ts';
import {
  DEPLOY_RECORD_KEY,
  HEADERS_RECORD_KEY,
  isDeployRecordKey,
  parseHeadersRecord,
  serializeDeployRecord,
  serializeHeadersRecord,
} from './records.ts';

export { DeployError, DeployRefusal };

export type DeployEvent =
  | { kind: 'read'; files: number; recorded: number; hashed: number; recordProblem?: string }
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
  /** Takes the build's recorded MD5 of every file of the recorded size, changed since or not (readLocalFiles). */
  trustRecordedHashes?: boolean;
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
  const { files: local, ...hashing } = await readLocalFiles(outDir, {
    trustRecordedHashes: options.trustRecordedHashes,
  });
  onEvent({ kind: 'read', files: local.length, ...hashing });
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
