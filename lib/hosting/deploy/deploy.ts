// A deploy: list the bucket, upload what changed (pages last), then remove what the build
// no longer has. Nothing is removed unless every upload succeeded.
import pLimit from 'p-limit';

import type { Bucket } from './bucket';
import { describeBucketError } from './bucket';
import {
  HEADERS_RECORD_KEY,
  isEntryPoint,
  parseHeadersRecord,
  planDeploy,
  readLocalFiles,
  serializeHeadersRecord,
  type DeployPlan,
  type LocalFile,
  type RemoteObject,
} from './plan';

export type DeployEvent =
  | { kind: 'planned'; plan: DeployPlan }
  | { kind: 'uploaded'; file: LocalFile; done: number; total: number }
  | { kind: 'removed'; key: string; done: number; total: number };

export interface DeployOptions {
  outDir: string;
  bucket: Bucket;
  dryRun?: boolean;
  /** Upload every file whatever the bucket holds (a changed rule needs no force: see HEADERS_RECORD_KEY). */
  force?: boolean;
  concurrency?: number;
  onEvent?: (event: DeployEvent) => void;
}

/** Thrown with a one-line message naming the bucket; `plan` tells what had been decided. */
export class DeployError extends Error {
  constructor(message: string, readonly plan?: DeployPlan) {
    super(message);
    this.name = 'DeployError';
  }
}

/** Runs work over items, `concurrency` at a time; the first failure cancels what has not started. */
async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  const limit = pLimit(concurrency);
  await Promise.all(
    items.map((item) =>
      limit(async () => {
        try {
          await work(item);
        } catch (error) {
          limit.clearQueue();
          throw error;
        }
      }),
    ),
  );
}

export async function deploySite(options: DeployOptions): Promise<DeployPlan> {
  const { bucket, onEvent = () => {} } = options;
  const concurrency = options.concurrency ?? 8;
  const local = readLocalFiles(options.outDir);

  let remote: RemoteObject[];
  let recordText: string | undefined;
  try {
    remote = await bucket.list();
    recordText = remote.some((object) => object.key === HEADERS_RECORD_KEY) ? await bucket.readText(HEADERS_RECORD_KEY) : undefined;
  } catch (error) {
    throw new DeployError(`deploy: ${describeBucketError(error, bucket)}; nothing was uploaded or deleted`);
  }
  const plan = planDeploy(local, remote, { force: options.force, uploadedHeaders: parseHeadersRecord(recordText) });
  onEvent({ kind: 'planned', plan });
  if (options.dryRun) return plan;

  // Two waves, so no page is visible before the files it names.
  const assets = plan.upload.filter((file) => !isEntryPoint(file.key));
  const entryPoints = plan.upload.filter((file) => isEntryPoint(file.key));
  let uploaded = 0;
  for (const wave of [assets, entryPoints]) {
    await inParallel(wave, concurrency, async (file) => {
      try {
        await bucket.upload(file);
      } catch (error) {
        throw new DeployError(`deploy: uploading ${file.key} to ${describeBucketError(error, bucket)}; nothing was deleted`, plan);
      }
      onEvent({ kind: 'uploaded', file, done: ++uploaded, total: plan.upload.length });
    });
  }

  // Written once every upload succeeded: a run that stopped half-way leaves the old record,
  // whose stale entries only cause those objects to be sent again.
  const record = serializeHeadersRecord(local);
  if (record !== recordText) {
    try {
      await bucket.writeJson(HEADERS_RECORD_KEY, record);
    } catch (error) {
      throw new DeployError(`deploy: writing ${HEADERS_RECORD_KEY} to ${describeBucketError(error, bucket)}; nothing was deleted`, plan);
    }
  }

  let removed = 0;
  await inParallel(plan.remove, concurrency, async (key) => {
    try {
      await bucket.remove(key);
    } catch (error) {
      throw new DeployError(`deploy: deleting ${key} from ${describeBucketError(error, bucket)}; the new build is fully uploaded`, plan);
    }
    onEvent({ kind: 'removed', key, done: ++removed, total: plan.remove.length });
  });
  return plan;
}
