// Deploys to an S3-compatible server (s3rver) on 127.0.0.1, checked through the server's own
// storage rather than the client under test, and through a Bucket wrapper that notes every
// write (PUT or DELETE) as it starts and ends.
import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { writeBuildRecord } from '../../postbuild/build-record.ts';
import { REDIRECTS_FILE, renderRedirectsFile } from '../../hosting/redirects-file.ts';
import { RecordingBucket, type BucketWrite } from '../../tests/support/hosting/recording-bucket.ts';
import { startS3Server, S3RVER_CREDENTIALS, type TestS3Server } from '../../tests/support/hosting/s3-server.ts';
import { writeSiteFile, writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { bucketName, describeBucketError, S3Bucket, type Bucket } from './bucket.ts';
import { deploySite, DeployError, DeployRefusal, type DeployEvent, type DeployOptions } from './deploy.ts';
import { type LocalFile } from './local-files.ts';
import { UPLOAD_WAVES, uploadWave } from './plan.ts';
import { DEPLOY_RECORD_KEY, HEADERS_RECORD_KEY } from './records.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const SITE_ID = 'testsite';
const BUCKET = bucketName(SITE_ID, 'dev');
const SITE = {
  'index.html': '<h1>Home</h1>',
  'authors/index.html': '<h1>Authors</h1>',
  'index.txt': 'rsc home',
  'app-data.json': '{"buildHash":"a"}',
  '_next/static/chunks/a1.js': 'a()',
  'page-data/sq/d/00ff.json': '{}',
  _headers: '/*\n  X-Frame-Options: DENY\n',
};
/** Buckets of the tests below that need one of their own. */
const OWN_BUCKETS = ['idn-wrong-site', 'idn-guard', 'idn-no-home', 'idn-order', 'idn-kept'];
/** Buckets that also answer as websites (index documents, object redirects). */
const WEBSITE_BUCKETS = ['idn-redirects'];
const FAILING_WAVES = ['pages', 'redirects', 'data', 'announcing files'] as const;

let s3: TestS3Server;
const folders: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server(
    [BUCKET, ...OWN_BUCKETS, ...WEBSITE_BUCKETS, ...FAILING_WAVES.map((wave) => failingBucketName(wave))],
    WEBSITE_BUCKETS,
  );
});

afterAll(async () => {
  await s3?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function failingBucketName(wave: string): string {
  return `idn-fail-${wave.replace(/ /g, '-')}`;
}

/** A built site: its files and the record the build writes last. */
function builtSite(files: Record<string, string>, siteId = SITE_ID, buildHash = 'build1'): string {
  const folder = writeSiteFolder(files);
  writeBuildRecord(folder, { siteId, buildHash });
  folders.push(folder);
  return folder;
}

function s3Bucket(name: string, credentials = S3RVER_CREDENTIALS): S3Bucket {
  return new S3Bucket(name, { endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true }, credentials);
}

const keysOf = (events: DeployEvent[], kind: 'uploaded' | 'removed') =>
  events.flatMap((event) => {
    if (event.kind === 'uploaded' && kind === 'uploaded') return [event.file.key];
    return event.kind === 'removed' && kind === 'removed' ? [event.key] : [];
  });

/** Deploys through a RecordingBucket, so the test sees each write the deploy made. */
async function deploy(outDir: string, bucket: Bucket, options: Partial<DeployOptions> = {}) {
  const events: DeployEvent[] = [];
  const recording = bucket instanceof RecordingBucket ? bucket : new RecordingBucket(bucket);
  const onEvent = (event: DeployEvent) => events.push(event);
  const result = await deploySite({ outDir, bucket: recording, siteId: SITE_ID, onEvent, ...options });
  const [uploaded, removed] = [keysOf(events, 'uploaded'), keysOf(events, 'removed')];
  return { ...result, uploaded, removed, writes: recording.writes() };
}

const storedKeys = (name: string) => s3.stored(name).map((object) => object.key);
const storedBody = (name: string, key: string) => s3.stored(name).find((object) => object.key === key)?.body;
const deployRecordOf = (name: string) => JSON.parse(storedBody(name, DEPLOY_RECORD_KEY) ?? 'null') as unknown;

async function refusalOf(promise: Promise<unknown>): Promise<DeployRefusal> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeployRefusal);
  return error as DeployRefusal;
}

describe('deploySite against an S3 server', () => {
  let site: string;
  beforeAll(() => {
    site = builtSite(SITE);
  });

  it('plans without touching the bucket on a dry run', async () => {
    const { plan, uploaded, writes, refusal } = await deploy(site, s3Bucket(BUCKET), { dryRun: true });
    expect(plan.upload).toHaveLength(6);
    expect([uploaded, writes, refusal]).toEqual([[], [], undefined]);
    expect(s3.stored(BUCKET)).toEqual([]);
  });

  it('uploads the whole build with its types and cache rules, never _headers or _build.json', async () => {
    await deploy(site, s3Bucket(BUCKET));
    const stored = new Map(s3.stored(BUCKET).map((object) => [object.key, object]));
    expect([...stored.keys()]).toEqual([
      DEPLOY_RECORD_KEY,
      HEADERS_RECORD_KEY,
      '_next/static/chunks/a1.js',
      'app-data.json',
      'authors/index.html',
      'index.html',
      'index.txt',
      'page-data/sq/d/00ff.json',
    ]);
    expect(stored.get('index.html')).toMatchObject({
      body: '<h1>Home</h1>',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(stored.get('index.txt')).toMatchObject({
      contentType: 'text/plain; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(stored.get('_next/static/chunks/a1.js')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(stored.get('page-data/sq/d/00ff.json')?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(stored.get(HEADERS_RECORD_KEY)).toMatchObject({ contentType: 'application/json', cacheControl: 'no-cache' });
    expect(deployRecordOf(BUCKET)).toEqual({ version: 1, siteId: SITE_ID, buildHash: 'build1', kept: [] });
  });

  it('writes nothing at all when the same build is deployed again: no PUT, no DELETE', async () => {
    const before = s3.stored(BUCKET);
    const { plan, writes } = await deploy(site, s3Bucket(BUCKET));
    expect(writes).toEqual([]);
    expect(plan.unchanged).toHaveLength(6);
    expect(s3.stored(BUCKET)).toEqual(before);
  });

  it('re-uploads an object whose recorded headers differ from the rules now, without --force', async () => {
    type StoredHeaders = { headers: string[]; objects: Record<string, number> };
    const record = JSON.parse(storedBody(BUCKET, HEADERS_RECORD_KEY)!) as StoredHeaders;
    record.headers.push('text/html; cache-control=max-age=600');
    record.objects['authors/index.html'] = record.headers.length - 1;
    await s3Bucket(BUCKET).writeJson(HEADERS_RECORD_KEY, JSON.stringify(record));
    const { uploaded, removed } = await deploy(site, s3Bucket(BUCKET));
    expect([uploaded, removed]).toEqual([['authors/index.html'], []]);
    expect((await deploy(site, s3Bucket(BUCKET))).writes).toEqual([]);
  });

  it('uploads the changed and new files, deletes what the build lost, keeps its old chunk', async () => {
    writeSiteFile(site, 'authors/index.html', '<h1>Authors, updated</h1>');
    writeSiteFile(site, '_next/static/chunks/b2.js', 'b()');
    rmSync(`${site}/_next/static/chunks/a1.js`);
    rmSync(`${site}/index.txt`);
    const { uploaded, removed, plan } = await deploy(site, s3Bucket(BUCKET));
    expect(uploaded).toEqual(['_next/static/chunks/b2.js', 'authors/index.html']);
    expect([removed, plan.keep]).toEqual([['index.txt'], ['_next/static/chunks/a1.js']]);
    expect(storedKeys(BUCKET)).toEqual([
      DEPLOY_RECORD_KEY,
      HEADERS_RECORD_KEY,
      '_next/static/chunks/a1.js',
      '_next/static/chunks/b2.js',
      'app-data.json',
      'authors/index.html',
      'index.html',
      'page-data/sq/d/00ff.json',
    ]);
    expect(storedBody(BUCKET, 'authors/index.html')).toBe('<h1>Authors, updated</h1>');
  });

  it('lists a bucket of more than one page of objects (1,000 a page)', async () => {
    for (let index = 0; index < 1005; index += 1) writeSiteFile(site, `page-data/many/${index}.json`, `{"n":${index}}`);
    const first = await deploy(site, s3Bucket(BUCKET));
    expect(first.uploaded).toHaveLength(1005);
    expect((await deploy(site, s3Bucket(BUCKET))).writes).toEqual([]);
    rmSync(`${site}/page-data/many`, { recursive: true });
    expect((await deploy(site, s3Bucket(BUCKET), { allowDeletions: true })).removed).toHaveLength(1005);
  }, 60_000);

  it('names the bucket in one line when the access key is unknown, and changes nothing', async () => {
    writeSiteFile(site, 'index.html', '<h1>Home, again</h1>');
    const before = s3.stored(BUCKET);
    const unknownKey = s3Bucket(BUCKET, { accessKeyId: 'nobody', secretAccessKey: 'x' });
    const error = await deploy(site, unknownKey).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeployError);
    expect(error).not.toBeInstanceOf(DeployRefusal);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^deploy: bucket "${BUCKET}" at .*: the access key is not known there \\(check AWS_ACCESS_KEY_ID\\) ` +
          '\\(InvalidAccessKeyId\\); nothing was uploaded or deleted$',
      ),
    );
    expect(s3.stored(BUCKET)).toEqual(before);
  });
});

describe('a bucket that does not exist', () => {
  it('is reported by a dry run with what a deploy would upload once it is created', async () => {
    const site = builtSite({ 'index.html': 'home', 'app-data.json': '{}' });
    const missing = s3Bucket('idn-nosuchsite-dev');
    const { bucketMissing, refusal, plan, writes } = await deploy(site, missing, { dryRun: true });
    expect(bucketMissing).toBe(true);
    expect(plan.upload.map((file) => file.key)).toEqual(['index.html', 'app-data.json']);
    expect(refusal).toBe(
      `deploy: bucket "idn-nosuchsite-dev" at ${s3.endpoint} does not exist; a deploy creates no bucket: ` +
        'create it with its website settings (docs/hosting.md, "Creating a bucket"), then deploy again',
    );
    expect(writes).toEqual([]);
  });

  it('is refused by a deploy in one line naming the bucket, which is still not created', async () => {
    const site = builtSite({ 'index.html': 'home' });
    const refusal = await refusalOf(deploy(site, s3Bucket('idn-nosuchsite-dev')));
    expect(refusal.message).toMatch(/^deploy: bucket "idn-nosuchsite-dev" at \S+ does not exist; /);
    expect(refusal.message).toMatch(/, then deploy again; nothing was changed$/);
    await expect(s3Bucket('idn-nosuchsite-dev').list()).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

describe('the site check', () => {
  const name = 'idn-wrong-site';
  let before: ReturnType<TestS3Server['stored']>;
  beforeAll(async () => {
    await deploy(builtSite({ 'index.html': 'home of testsite' }), s3Bucket(name));
    before = s3.stored(name);
  });

  it('refuses an out/ built for another site, naming both, and leaves the bucket untouched', async () => {
    const other = builtSite({ 'index.html': 'home of othersite' }, 'othersite');
    for (const dryRun of [false, true]) {
      const recording = new RecordingBucket(s3Bucket(name));
      const refusal = await refusalOf(deploy(other, recording, { dryRun }));
      expect(refusal.message).toBe(
        `deploy: ${other} holds a build of site "othersite" (its _build.json), but SITE_ID is "testsite"; ` +
          'build with SITE_ID=testsite, or deploy with SITE_ID=othersite; nothing was changed',
      );
      expect(recording.writes()).toEqual([]);
    }
    expect(s3.stored(name)).toEqual(before);
  });

  it('refuses an out/ with no build record', async () => {
    const unrecorded = writeSiteFolder({ 'index.html': 'home' });
    folders.push(unrecorded);
    const refusal = await refusalOf(deploy(unrecorded, s3Bucket(name)));
    expect(refusal.message).toMatch(/^deploy: \S+_build\.json does not exist; expected the record `npm run build`/);
    expect(s3.stored(name)).toEqual(before);
  });

  it('refuses a bucket whose deploy record names another site, naming both', async () => {
    const record = '{"version":1,"siteId":"othersite","buildHash":"x","kept":[]}\n';
    await s3Bucket(name).writeJson(DEPLOY_RECORD_KEY, record);
    const recording = new RecordingBucket(s3Bucket(name));
    const refusal = await refusalOf(deploy(builtSite({ 'index.html': 'new home' }), recording));
    expect(refusal.message).toBe(
      `deploy: bucket "${name}" at ${s3.endpoint} holds site "othersite" (its ${DEPLOY_RECORD_KEY}), ` +
        'not "testsite" (SITE_ID); nothing was changed',
    );
    expect(recording.writes()).toEqual([]);
    expect(storedBody(name, 'index.html')).toBe('home of testsite');
  });

  it('refuses a bucket whose deploy record cannot be read, saying what is wrong', async () => {
    await s3Bucket(name).writeJson(DEPLOY_RECORD_KEY, '{"version":1,"siteId":"testsite"}');
    const refusal = await refusalOf(deploy(builtSite({ 'index.html': 'new home' }), s3Bucket(name)));
    expect(refusal.message).toBe(
      `deploy: bucket "${name}" at ${s3.endpoint}: ${DEPLOY_RECORD_KEY}: buildHash: ` +
        'Invalid input: expected string, received undefined; expected the record a deploy writes ' +
        `({"version":1,"siteId":…}); delete that object if the bucket is site "testsite"'s; nothing was changed`,
    );
    expect(storedBody(name, 'index.html')).toBe('home of testsite');
  });
});

describe('the deletion guard', () => {
  const eightKeys = ['index.html', ...[1, 2, 3, 4, 5, 6, 7].map((n) => `page-${n}/index.html`)];
  const eightFiles = Object.fromEntries(eightKeys.map((key) => [key, key]));
  const filesBut = (unwanted: RegExp) =>
    Object.fromEntries(Object.entries(eightFiles).filter(([key]) => !unwanted.test(key)));

  it('refuses to delete more than a quarter of the bucket without --allow-deletions, listing some', async () => {
    const name = 'idn-guard';
    const site = builtSite(eightFiles);
    await deploy(site, s3Bucket(name));
    for (const n of [5, 6, 7]) rmSync(`${site}/page-${n}`, { recursive: true });
    const before = s3.stored(name);

    const refusal = await refusalOf(deploy(site, s3Bucket(name)));
    expect(refusal.message).toBe(
      `deploy: the deploy would delete 3 of the 8 objects in bucket "${name}" ` +
        '(page-5/index.html, page-6/index.html, page-7/index.html), more than a quarter of them; ' +
        `check that ${site} holds the whole build, or pass --allow-deletions; nothing was changed`,
    );
    expect(s3.stored(name)).toEqual(before);

    const allowed = await deploy(site, s3Bucket(name), { allowDeletions: true });
    expect(allowed.removed.sort()).toEqual(['page-5/index.html', 'page-6/index.html', 'page-7/index.html']);
    expect(storedKeys(name).filter((key) => key.endsWith('.html'))).toHaveLength(5);
  });

  it('lets a deploy delete up to a quarter', async () => {
    const name = 'idn-guard';
    const { removed } = await deploy(builtSite(filesBut(/^page-[4-7]\//)), s3Bucket(name));
    expect(removed).toEqual(['page-4/index.html']);
  });

  it('refuses any deletion when out/ has no index.html, even one object', async () => {
    const name = 'idn-no-home';
    await deploy(builtSite(eightFiles), s3Bucket(name));
    const homeless = builtSite(filesBut(/^(index|page-7\/index)\.html$/));
    const before = s3.stored(name);

    const refusal = await refusalOf(deploy(homeless, s3Bucket(name)));
    expect(refusal.message).toBe(
      `deploy: ${homeless} has no index.html, yet the deploy would delete 2 of the 8 objects in bucket "${name}" ` +
        '(index.html, page-7/index.html); pass --allow-deletions if that is meant; nothing was changed',
    );
    expect(s3.stored(name)).toEqual(before);
    const allowed = await deploy(homeless, s3Bucket(name), { allowDeletions: true });
    expect(allowed.removed.sort()).toEqual(['index.html', 'page-7/index.html']);
  });
});

describe('the page at an old address', () => {
  const name = 'idn-redirects';
  const MOVED = '<meta http-equiv="refresh" content="0; url=/authors/"><a href="/authors/">Authors</a>';
  const files = {
    'index.html': '<h1>Home</h1>',
    'authors/index.html': '<h1>Authors</h1>',
    '404.html': '<h1>Not found</h1>',
    'articles/old-slug/index.html': MOVED,
  };
  const withRedirect = {
    ...files,
    [REDIRECTS_FILE]: renderRedirectsFile([{ from: '/articles/old-slug/', to: '/authors/' }]),
  };
  const redirectOf = (key: string) => s3.stored(name).find((object) => object.key === key)?.websiteRedirectLocation;

  it('is uploaded with x-amz-website-redirect-location after the pages, and the website answers 301', async () => {
    const site = builtSite(withRedirect);
    const dry = await deploy(site, s3Bucket(name), { dryRun: true });
    const planned = dry.plan.upload.map((file) => [file.key, uploadWave(file), file.websiteRedirect]);
    expect(planned.filter(([, wave]) => wave !== 'hashed files')).toEqual([
      ['404.html', 'pages', undefined],
      ['authors/index.html', 'pages', undefined],
      ['index.html', 'pages', undefined],
      ['articles/old-slug/index.html', 'redirects', '/authors/'],
    ]);

    const { uploaded } = await deploy(site, s3Bucket(name));
    expect(uploaded.at(-1)).toBe('articles/old-slug/index.html');
    // Read from the server's own storage: the object holds the page and the redirect.
    expect(s3.stored(name).find((object) => object.key === 'articles/old-slug/index.html')).toMatchObject({
      body: MOVED,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      websiteRedirectLocation: '/authors/',
    });
    expect(redirectOf('authors/index.html')).toBeUndefined();
    expect(storedKeys(name)).not.toContain(REDIRECTS_FILE);

    const website = await fetch(s3.websiteUrl(name, '/articles/old-slug/'), { redirect: 'manual' });
    expect([website.status, website.headers.get('location')]).toEqual([301, '/authors/']);
    expect((await fetch(s3.websiteUrl(name, '/authors/'), { redirect: 'manual' })).status).toBe(200);

    expect((await deploy(site, s3Bucket(name))).writes).toEqual([]);
  });

  it('is sent again when it becomes a page, or a page becomes one, with the same bytes', async () => {
    const { uploaded } = await deploy(builtSite(files), s3Bucket(name));
    expect(uploaded).toEqual(['articles/old-slug/index.html']);
    expect(redirectOf('articles/old-slug/index.html')).toBeUndefined();
    expect((await fetch(s3.websiteUrl(name, '/articles/old-slug/'), { redirect: 'manual' })).status).toBe(200);

    const again = await deploy(builtSite(withRedirect), s3Bucket(name));
    expect(again.uploaded).toEqual(['articles/old-slug/index.html']);
    expect(redirectOf('articles/old-slug/index.html')).toBe('/authors/');
  });

  it('is deleted with the redirect', async () => {
    const without = Object.fromEntries(Object.entries(files).filter(([key]) => !key.startsWith('articles/')));
    const { removed } = await deploy(builtSite(without), s3Bucket(name));
    expect(removed).toEqual(['articles/old-slug/index.html']);
    const website = await fetch(s3.websiteUrl(name, '/articles/old-slug/'), { redirect: 'manual' });
    expect(website.status).toBe(404);
  });
});

/** Keys of a build with files in every upload wave. */
const WAVE_SITE = {
  '_next/static/chunks/a.js': 'a()',
  '_next/static/chunks/b.js': 'b()',
  'page-data/sq/d/0f.json': '{}',
  'index.txt': 'rsc',
  'authors/index.txt': 'rsc authors',
  'page-data/authors/page-data.json': '{}',
  'rss.xml': '<rss/>',
  'index.html': 'home',
  'authors/index.html': 'authors',
  '404.html': 'not found',
  'app-data.json': '{"buildHash":"1"}',
  'sw.js': 'self.version = 1',
  // The page at an old address, with the redirect _redirects gives it.
  'old/index.html': 'moved',
  [REDIRECTS_FILE]: renderRedirectsFile([{ from: '/old/', to: '/authors/' }]),
};

/** The wave of a key of WAVE_SITE: old/index.html is its one redirect. */
const waveOf = (key: string) =>
  uploadWave({ key, websiteRedirect: key === 'old/index.html' ? '/authors/' : undefined });

/** Each group's writes all ended before the next group's first write started. */
type WriteGroup = [name: string, test: (write: BucketWrite) => boolean];

function expectInOrder(events: readonly BucketWrite[], groups: readonly WriteGroup[]) {
  for (const [index, [name, inGroup]] of groups.entries()) {
    expect(events.some(inGroup), `no write of ${name}`).toBe(true);
    const next = groups[index + 1];
    if (!next) continue;
    const lastEnd = events.findLastIndex((event) => event.phase === 'end' && inGroup(event));
    const firstStart = events.findIndex((event) => event.phase === 'start' && next[1](event));
    expect(lastEnd, `${name} ended before ${next[0]} started`).toBeLessThan(firstStart);
  }
}

// Written out, not read from UPLOAD_WAVES: reordering that list must fail here.
const WAVE_ORDER = ['hashed files', 'pages', 'redirects', 'data', 'announcing files'] as const;
const waveGroups = WAVE_ORDER.map((wave): WriteGroup => [
  wave,
  (write) => write.request === 'upload' && waveOf(write.key) === wave,
]);

describe('the order of writes', () => {
  it('uploads hashed files, pages, redirects, data, then app-data.json and sw.js, then the records, then deletes', async () => {
    expect(UPLOAD_WAVES).toEqual(WAVE_ORDER);
    const name = 'idn-order';
    const site = builtSite(WAVE_SITE);
    const first = new RecordingBucket(s3Bucket(name));
    await deploy(site, first);
    const records: WriteGroup = ['records', (write) => write.request === 'writeJson'];
    expectInOrder(first.events, [...waveGroups, records]);
    expect(first.writes().slice(-2)).toEqual([`writeJson ${HEADERS_RECORD_KEY}`, `writeJson ${DEPLOY_RECORD_KEY}`]);

    for (const [key, text] of Object.entries(WAVE_SITE)) {
      if (!key.startsWith('_next/')) writeSiteFile(site, key, `${text} v2`);
    }
    writeSiteFile(site, '_next/static/chunks/c.js', 'c()');
    rmSync(`${site}/rss.xml`);
    const second = new RecordingBucket(s3Bucket(name));
    await deploy(site, second);
    expectInOrder(second.events, [...waveGroups, records, ['deletes', (write) => write.request === 'remove']]);
    expect(second.writes().filter((write) => write.startsWith('remove'))).toEqual(['remove rss.xml']);
  });
});

const INTERNAL_ERROR = 'We encountered an internal error. Please try again.';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a deploy whose upload fails', () => {
  const oldBuild = { ...WAVE_SITE, 'old-only.json': '{}' };
  const newBuild: Record<string, string> = Object.fromEntries(
    Object.entries(WAVE_SITE).map(([key, text]) => [key, key.startsWith('_next/') ? text : `${text} (new)`]),
  );
  newBuild['_next/static/chunks/new.js'] = 'new()';

  it.each(FAILING_WAVES)(
    'in the %s wave stops there, names the file and the answer, and leaves every later file, the record and the bucket',
    async (wave) => {
      const name = failingBucketName(wave);
      await deploy(builtSite(oldBuild), s3Bucket(name));
      const recordBefore = storedBody(name, DEPLOY_RECORD_KEY);
      const failingKey = Object.keys(newBuild).find((key) => waveOf(key) === wave)!;
      const answer = Object.assign(new Error(INTERNAL_ERROR), { name: 'InternalError' });
      const failOne = (file: LocalFile) => (file.key === failingKey ? answer : undefined);
      const failing = new RecordingBucket(s3Bucket(name), failOne);

      const error = await deploy(builtSite(newBuild, SITE_ID, 'build2'), failing).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DeployError);
      expect(error).not.toBeInstanceOf(DeployRefusal);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^deploy: uploading ${escaped(failingKey)} to bucket "${name}" at \\S+: ${escaped(INTERNAL_ERROR)}; ` +
            `\\d+ of \\d+ files were uploaded, stopping in the ${wave} wave: no later file went up, ` +
            'the records were not updated and nothing was deleted$',
        ),
      );
      const laterWaves = UPLOAD_WAVES.slice(UPLOAD_WAVES.indexOf(wave) + 1);
      for (const key of Object.keys(WAVE_SITE).filter(
        (key) => key !== REDIRECTS_FILE && laterWaves.includes(waveOf(key)),
      )) {
        expect(storedBody(name, key), key).toBe(oldBuild[key as keyof typeof oldBuild]);
      }
      expect(failing.writes().filter((write) => !write.startsWith('upload '))).toEqual([]);
      expect(storedBody(name, 'old-only.json')).toBe('{}');
      expect(storedBody(name, '_next/static/chunks/new.js')).toBe('new()');
      expect(storedBody(name, DEPLOY_RECORD_KEY)).toBe(recordBefore);
    },
  );
});

describe('hashed files of the build before', () => {
  const name = 'idn-kept';
  const chunk = (name: string) => `_next/static/chunks/${name}`;
  const build = (chunkName: string, version: number) => ({
    'index.html': `<script src="/${chunk(chunkName)}"></script> v${version}`,
    'about/index.html': 'about',
    'contact/index.html': 'contact',
    'app-data.json': `{"v":${version}}`,
    [chunk(chunkName)]: `${chunkName}()`,
  });

  it('are kept by the next deploy, recorded as kept, and deleted by the one after', async () => {
    await deploy(builtSite(build('a.js', 1)), s3Bucket(name));

    const second = await deploy(builtSite(build('b.js', 2), SITE_ID, 'build2'), s3Bucket(name));
    expect([second.plan.keep, second.removed]).toEqual([[chunk('a.js')], []]);
    expect(storedKeys(name)).toContain(chunk('a.js'));
    expect(deployRecordOf(name)).toEqual({ version: 1, siteId: SITE_ID, buildHash: 'build2', kept: [chunk('a.js')] });

    const again = await deploy(builtSite(build('b.js', 2), SITE_ID, 'build2'), s3Bucket(name));
    expect(again.writes).toEqual([]);
    expect(storedKeys(name)).toContain(chunk('a.js'));

    const third = await deploy(builtSite(build('c.js', 3), SITE_ID, 'build3'), s3Bucket(name));
    expect([third.plan.keep, third.removed]).toEqual([[chunk('b.js')], [chunk('a.js')]]);
    expect(storedKeys(name).filter((key) => key.startsWith('_next/'))).toEqual([chunk('b.js'), chunk('c.js')]);
    expect(deployRecordOf(name)).toEqual({ version: 1, siteId: SITE_ID, buildHash: 'build3', kept: [chunk('b.js')] });
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
