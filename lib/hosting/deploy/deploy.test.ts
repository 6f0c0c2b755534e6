// Deploys to an S3-compatible server (s3rver) on 127.0.0.1, checked through the server's own
// storage rather than the client under test.
import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startS3Server, S3RVER_CREDENTIALS, type TestS3Server } from '../testing/s3-server';
import { writeSiteFile, writeSiteFolder } from '../testing/site-folder';
import { bucketName, describeBucketError, S3Bucket, type Bucket } from './bucket';
import { deploySite, DeployError, type DeployEvent } from './deploy';
import { HEADERS_RECORD_KEY, type LocalFile } from './plan';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = bucketName('testsite', 'dev');
const SITE = {
  'index.html': '<h1>Home</h1>',
  'authors/index.html': '<h1>Authors</h1>',
  'index.txt': 'rsc home',
  'app-data.json': '{"buildHash":"a"}',
  '_next/static/chunks/a1.js': 'a()',
  'page-data/sq/d/00ff.json': '{}',
  _headers: '/*\n  X-Frame-Options: DENY\n',
};

describe('deploySite against an S3 server', () => {
  let s3: TestS3Server;
  let site: string;
  const bucket = (name = BUCKET, credentials = S3RVER_CREDENTIALS) =>
    new S3Bucket(name, { endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true }, credentials);
  const keysOf = (events: DeployEvent[], kind: 'uploaded' | 'removed') =>
    events.flatMap((event) => (event.kind === 'uploaded' && kind === 'uploaded' ? [event.file.key] : event.kind === 'removed' && kind === 'removed' ? [event.key] : []));
  const deploy = async (options: { dryRun?: boolean } = {}) => {
    const events: DeployEvent[] = [];
    const plan = await deploySite({ outDir: site, bucket: bucket(), onEvent: (event) => events.push(event), ...options });
    return { plan, uploaded: keysOf(events, 'uploaded'), removed: keysOf(events, 'removed') };
  };

  beforeAll(async () => {
    s3 = await startS3Server([BUCKET]);
    site = writeSiteFolder(SITE);
  });

  afterAll(async () => {
    await s3?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it('plans without touching the bucket on a dry run', async () => {
    const { plan, uploaded } = await deploy({ dryRun: true });
    expect(plan.upload).toHaveLength(6);
    expect(uploaded).toEqual([]);
    expect(s3.stored(BUCKET)).toEqual([]);
  });

  it('uploads the whole build with its types and cache rules, pages last, never _headers', async () => {
    const { uploaded } = await deploy();
    expect(uploaded.slice(-3).sort()).toEqual(['app-data.json', 'authors/index.html', 'index.html']);
    const stored = new Map(s3.stored(BUCKET).map((object) => [object.key, object]));
    expect([...stored.keys()]).toEqual([HEADERS_RECORD_KEY, '_next/static/chunks/a1.js', 'app-data.json', 'authors/index.html', 'index.html', 'index.txt', 'page-data/sq/d/00ff.json']);
    expect(stored.get('index.html')).toMatchObject({ body: '<h1>Home</h1>', contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    expect(stored.get('index.txt')).toMatchObject({ contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache' });
    expect(stored.get('_next/static/chunks/a1.js')).toMatchObject({ contentType: 'text/javascript; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' });
    expect(stored.get('page-data/sq/d/00ff.json')?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(stored.get(HEADERS_RECORD_KEY)).toMatchObject({ contentType: 'application/json', cacheControl: 'no-cache' });
  });

  it('uploads nothing when nothing changed', async () => {
    const { plan, uploaded, removed } = await deploy();
    expect([uploaded, removed]).toEqual([[], []]);
    expect(plan.unchanged).toHaveLength(6);
  });

  it('re-uploads an object whose recorded headers differ from the rules now, without --force', async () => {
    const record = JSON.parse(s3.stored(BUCKET).find((object) => object.key === HEADERS_RECORD_KEY)!.body) as { headers: string[]; objects: Record<string, number> };
    record.headers.push('text/html; cache-control=max-age=600');
    record.objects['authors/index.html'] = record.headers.length - 1;
    await bucket().writeJson(HEADERS_RECORD_KEY, JSON.stringify(record));
    const { uploaded, removed } = await deploy();
    expect([uploaded, removed]).toEqual([['authors/index.html'], []]);
    expect((await deploy()).uploaded).toEqual([]);
  });

  it('uploads exactly the changed and new files, then deletes the ones gone from the build', async () => {
    writeSiteFile(site, 'authors/index.html', '<h1>Authors, updated</h1>');
    writeSiteFile(site, '_next/static/chunks/b2.js', 'b()');
    rmSync(`${site}/_next/static/chunks/a1.js`);
    const { uploaded, removed } = await deploy();
    expect(uploaded).toEqual(['_next/static/chunks/b2.js', 'authors/index.html']);
    expect(removed).toEqual(['_next/static/chunks/a1.js']);
    const stored = s3.stored(BUCKET);
    expect(stored.map((object) => object.key)).toEqual([HEADERS_RECORD_KEY, '_next/static/chunks/b2.js', 'app-data.json', 'authors/index.html', 'index.html', 'index.txt', 'page-data/sq/d/00ff.json']);
    expect(stored.find((object) => object.key === 'authors/index.html')?.body).toBe('<h1>Authors, updated</h1>');
  });

  it('lists a bucket of more than one page of objects (1,000 a page)', async () => {
    for (let index = 0; index < 1005; index += 1) writeSiteFile(site, `page-data/many/${index}.json`, `{"n":${index}}`);
    const first = await deploy();
    expect(first.uploaded).toHaveLength(1005);
    const second = await deploy();
    expect([second.uploaded, second.removed]).toEqual([[], []]);
    rmSync(`${site}/page-data/many`, { recursive: true });
    expect((await deploy()).removed).toHaveLength(1005);
  }, 60_000);

  it('names the bucket in one line when it does not exist, and changes nothing', async () => {
    const before = s3.stored(BUCKET);
    const error = await deploySite({ outDir: site, bucket: bucket('idn-nosuchsite-dev') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeployError);
    expect((error as Error).message).toBe(
      `deploy: bucket "idn-nosuchsite-dev" at ${s3.endpoint}: the bucket does not exist (NoSuchBucket); nothing was uploaded or deleted`,
    );
    expect(s3.stored(BUCKET)).toEqual(before);
  });

  it('names the bucket and the credentials when the access key is unknown, and changes nothing', async () => {
    writeSiteFile(site, 'index.html', '<h1>Home, again</h1>');
    const before = s3.stored(BUCKET);
    const error = await deploySite({ outDir: site, bucket: bucket(BUCKET, { accessKeyId: 'nobody', secretAccessKey: 'x' }) }).catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(new RegExp(`^deploy: bucket "${BUCKET}" at .*: the access key is not known there \\(check AWS_ACCESS_KEY_ID\\) \\(InvalidAccessKeyId\\); nothing was uploaded or deleted$`));
    expect(s3.stored(BUCKET)).toEqual(before);
  });
});

describe('deploySite when an upload fails', () => {
  it('stops, names the file and the bucket, and deletes nothing', async () => {
    const site = writeSiteFolder({ 'index.html': 'new', 'a.json': '{}', 'b.json': '{}' });
    const removed: string[] = [];
    const failing: Bucket = {
      name: 'idn-x',
      location: 'test',
      list: async () => [{ key: 'gone.json', etag: 'x' }],
      upload: async (file: LocalFile) => {
        if (file.key === 'b.json') throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied' });
      },
      remove: async (key) => {
        removed.push(key);
      },
      readText: async () => undefined,
      writeJson: async () => {},
    };
    await expect(deploySite({ outDir: site, bucket: failing, concurrency: 1 })).rejects.toThrow(
      'deploy: uploading b.json to bucket "idn-x" at test: these credentials may not use the bucket (AccessDenied); nothing was deleted',
    );
    expect(removed).toEqual([]);
    rmSync(site, { recursive: true, force: true });
  });
});

describe('describeBucketError', () => {
  it('says when the server cannot be reached', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(describeBucketError(error, { name: 'idn-a', location: 'http://127.0.0.1:1' })).toBe(
      'bucket "idn-a" at http://127.0.0.1:1: the server cannot be reached (ECONNREFUSED)',
    );
  });
});

describe('bucketName', () => {
  it('is idn-{site} in production and idn-{site}-dev in development', () => {
    expect(bucketName('oddsaces', 'prod')).toBe('idn-oddsaces');
    expect(bucketName('oddsaces', 'dev')).toBe('idn-oddsaces-dev');
  });
});
