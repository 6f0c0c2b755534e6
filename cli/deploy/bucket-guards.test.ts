// The deploy writes only into a bucket it knows is the site's: one owned by the expected AWS
// account (every request says which, and S3 refuses the rest), and one that a deploy of the
// site wrote before, unless the operator adopts it. Against the loopback S3 server.
import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writeBuildRecord } from '../../postbuild/build-record.ts';
import { startOwnerCheckingS3, type OwnerCheckingS3 } from '../../tests/support/hosting/owner-checking-s3.ts';
import { startS3Server, S3RVER_CREDENTIALS, type TestS3Server } from '../../tests/support/hosting/s3-server.ts';
import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { S3Bucket, s3SettingsFromEnv, type S3Settings } from './bucket.ts';
import { deploySite, DeployError, DeployRefusal, type DeployOptions } from './deploy.ts';
import { DEPLOY_RECORD_KEY } from './records.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const SITE_ID = 'testsite';
const OWNER = '111122223333';
const SITE = { 'index.html': '<h1>Home</h1>', 'authors/index.html': '<h1>Authors</h1>' };
const BUCKETS = ['idn-owned', 'idn-foreign', 'idn-adopted', 'idn-empty'];

let s3: TestS3Server;
let checking: OwnerCheckingS3;
let site: string;

beforeAll(async () => {
  s3 = await startS3Server(BUCKETS);
  checking = await startOwnerCheckingS3(s3.endpoint, OWNER);
  site = writeSiteFolder(SITE);
  writeBuildRecord(site, { siteId: SITE_ID, buildHash: 'build1' });
});

afterAll(async () => {
  await checking?.stop();
  await s3?.stop();
  if (site) rmSync(site, { recursive: true, force: true });
});

const bucket = (name: string, settings: Partial<S3Settings> = {}) =>
  new S3Bucket(
    name,
    { endpoint: checking.endpoint, region: 'us-east-1', forcePathStyle: true, ...settings },
    S3RVER_CREDENTIALS,
  );
const deploy = (options: Partial<DeployOptions> & Pick<DeployOptions, 'bucket'>) =>
  deploySite({ outDir: site, siteId: SITE_ID, ...options });
const storedKeys = (name: string) => s3.stored(name).map((object) => object.key);

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the expected bucket owner (S3_EXPECTED_BUCKET_OWNER)', () => {
  it('is read from the environment, and refused unless it is an account id', () => {
    expect(s3SettingsFromEnv({ S3_EXPECTED_BUCKET_OWNER: OWNER }).expectedBucketOwner).toBe(OWNER);
    expect(s3SettingsFromEnv({}).expectedBucketOwner).toBeUndefined();
    expect(() => s3SettingsFromEnv({ S3_EXPECTED_BUCKET_OWNER: 'my-account' })).toThrow(
      'S3_EXPECTED_BUCKET_OWNER is "my-account"; expected an AWS account id of 12 digits, or unset',
    );
  });

  it('is required for a production deploy to AWS S3, and only there', () => {
    expect(() => s3SettingsFromEnv({}, 'prod')).toThrow(
      'S3_EXPECTED_BUCKET_OWNER is unset; expected the 12-digit AWS account id that owns the bucket, required for a production deploy to AWS S3 (no S3_ENDPOINT)',
    );
    expect(() => s3SettingsFromEnv({ S3_EXPECTED_BUCKET_OWNER: ' ' }, 'prod')).toThrow(
      /^S3_EXPECTED_BUCKET_OWNER is unset;/,
    );
    expect(s3SettingsFromEnv({ S3_EXPECTED_BUCKET_OWNER: OWNER }, 'prod').expectedBucketOwner).toBe(OWNER);
    expect(s3SettingsFromEnv({}, 'dev').expectedBucketOwner).toBeUndefined();
    expect(s3SettingsFromEnv({ S3_ENDPOINT: 'https://example.r2.cloudflarestorage.com' }, 'prod').endpoint).toBe(
      'https://example.r2.cloudflarestorage.com',
    );
  });

  it("goes with every request of a deploy, which then succeeds on the owner's bucket", async () => {
    const before = checking.requests.length;
    await deploy({ bucket: bucket('idn-owned', { expectedBucketOwner: OWNER }) });
    const sent = checking.requests.slice(before);
    // The listing, the record reads and every upload: GET and PUT.
    expect(new Set(sent.map((request) => request.method))).toEqual(new Set(['GET', 'PUT']));
    expect(sent.filter((request) => request.expectedOwner !== OWNER)).toEqual([]);
    expect(storedKeys('idn-owned')).toEqual(expect.arrayContaining(['index.html', DEPLOY_RECORD_KEY]));
  });

  it('stops a deploy at its first request when another account owns the bucket, writing nothing', async () => {
    const before = storedKeys('idn-empty');
    const error = await caught(deploy({ bucket: bucket('idn-empty', { expectedBucketOwner: '999999999999' }) }));
    expect(error).toBeInstanceOf(DeployError);
    expect((error as Error).message).toMatch(
      /^deploy: bucket "idn-empty" at http:\/\/127\.0\.0\.1:\d+: these credentials may not use the bucket, or another account owns it/,
    );
    expect(storedKeys('idn-empty')).toEqual(before);
  });
});

describe('a bucket no deploy of the site wrote', () => {
  it('is refused when it holds objects but no deploy record, before any write', async () => {
    const foreign = bucket('idn-foreign');
    await foreign.writeJson('someone-elses/index.json', '{}');
    const refusal = await caught(deploy({ bucket: foreign }));
    expect(refusal).toBeInstanceOf(DeployRefusal);
    expect((refusal as Error).message).toMatch(
      new RegExp(
        `^deploy: bucket "idn-foreign" at \\S+ holds 1 objects but no ${DEPLOY_RECORD_KEY}, so no deploy of this ` +
          "site wrote it; if it is this site's bucket, deploy once with --adopt; nothing was changed$",
      ),
    );
    expect(storedKeys('idn-foreign')).toEqual(['someone-elses/index.json']);
    // A dry run says the same, without throwing.
    expect((await deploy({ bucket: foreign, dryRun: true })).refusal).toMatch(/deploy once with --adopt$/);
  });

  it("is written with --adopt, and is the site's from then on", async () => {
    const adopted = bucket('idn-adopted');
    await adopted.writeJson('old-site/page.json', '{}');
    await deploy({ bucket: adopted, adopt: true, allowDeletions: true });
    expect(storedKeys('idn-adopted')).toEqual(expect.arrayContaining(['index.html', DEPLOY_RECORD_KEY]));
    // The record is there now: the next deploy needs no --adopt.
    const again = await deploy({ bucket: adopted });
    expect(again.plan.upload).toEqual([]);
    expect(again.plan.unchanged.map((file) => file.key)).toEqual(expect.arrayContaining(['index.html']));
  });

  it('is written without --adopt when it is empty: a new bucket', async () => {
    const fresh = bucket('idn-empty');
    await deploy({ bucket: fresh });
    expect(storedKeys('idn-empty')).toEqual(expect.arrayContaining(['index.html', DEPLOY_RECORD_KEY]));
  });
});
