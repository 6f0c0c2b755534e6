// What a deploy reads of the bucket before it plans: the listing, the headers record and the
// deploy record, which must name the site being deployed; and the refusals a bucket's state
// alone calls for.
import type { Bucket } from './bucket.ts';
import { describeBucketError } from './bucket.ts';
import { DeployError, DeployRefusal } from './deploy-errors.ts';
import type { RemoteObject } from './local-files.ts';
import { DEPLOY_RECORD_KEY, HEADERS_RECORD_KEY, parseDeployRecord, type DeployRecord } from './records.ts';

export interface BucketState {
  remote: RemoteObject[];
  bucketMissing: boolean;
  headersText?: string;
  deployRecordText?: string;
  deployRecord?: DeployRecord;
}

/** The bucket's listing and records; a record naming another site is refused here. */
export async function readBucket(bucket: Bucket, siteId: string): Promise<BucketState> {
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
export function missingBucketRefusal(bucket: Bucket): string {
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
export function foreignBucketRefusal(bucket: Bucket, objects: number): string {
  return (
    `deploy: bucket "${bucket.name}" at ${bucket.location} holds ${objects} objects but no ${DEPLOY_RECORD_KEY}, ` +
    "so no deploy of this site wrote it; if it is this site's bucket, deploy once with --adopt"
  );
}
