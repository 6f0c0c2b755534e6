// `npm run deploy` end to end: the command, its arguments and its messages, against an S3
// server (s3rver) on 127.0.0.1.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FILE_HASHES_FILE } from '../../hosting/file-hashes.ts';
import { writeBuildRecord } from '../../postbuild/build-record.ts';
import { recordFileHashes } from '../../postbuild/steps/write-build-record-file.ts';
import { REDIRECTS_FILE, renderRedirectsFile } from '../../hosting/redirects-file.ts';
import { startS3Server, S3RVER_CREDENTIALS, type TestS3Server } from '../../tests/support/hosting/s3-server.ts';
import { writeSiteFile, writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';

const SCRIPT = path.resolve(import.meta.dirname, 'run.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A built site for `siteId`: its files and the record the build writes last. */
function builtSite(files: Record<string, string>, siteId = 'testsite', exampleFacts: string[] = []): string {
  const folder = writeSiteFolder(files);
  writeBuildRecord(folder, { siteId, buildHash: 'build1', exampleFacts });
  return folder;
}

// Each test starts the deploy in a Node process of its own: seconds on a busy machine.
describe('npm run deploy', { timeout: 30_000 }, () => {
  let s3: TestS3Server;
  let site: string;
  const folders: string[] = [];

  const run = (args: string[], env: Record<string, string> = {}, out = site): Promise<Run> =>
    new Promise((resolve) => {
      // The machine's own AWS_* and S3_* settings are left out: only the test server counts.
      const processEnv: NodeJS.ProcessEnv = { ...process.env };
      for (const name of Object.keys(processEnv)) if (/^(AWS_|S3_)/.test(name)) delete processEnv[name];
      Object.assign(processEnv, {
        SITE_ID: 'testsite',
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...env,
      });
      const child = spawn(process.execPath, [SCRIPT, '--out', out, ...args], { env: processEnv });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  beforeAll(async () => {
    s3 = await startS3Server(['idn-testsite-dev', 'idn-testsite']);
    site = builtSite({ 'index.html': '<h1>Home</h1>', 'app-data.json': '{}', '_next/static/chunks/a.js': 'a()' });
    folders.push(site);
  });

  afterAll(async () => {
    await s3?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('prints the plan on a dry run and leaves the bucket alone', async () => {
    const { code, stdout } = await run(['--env', 'dev', '--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toContain(`→ bucket "idn-testsite-dev" at ${s3.endpoint} (dry run)`);
    expect(stdout).toContain('deploy: read 3 files (MD5s: 0 as the build recorded them, 3 computed now)');
    expect(stdout).toContain('deploy: 3 to upload, 0 unchanged, 0 kept, 0 to delete');
    expect(stdout).toContain('  upload index.html  (text/html; charset=utf-8; no-cache)');
    expect(stdout).toContain('deploy: dry run, the bucket was not changed');
    expect(s3.stored('idn-testsite-dev')).toEqual([]);
  });

  it('refuses (exit code 3) a production deploy, dry run included, of a site with example facts, naming each', async () => {
    const withExamples = builtSite({ 'index.html': '<h1>Home</h1>' }, 'testsite', ['legal.operator', 'ads.banner']);
    folders.push(withExamples);
    const refusal = [
      'content/testsite/site.yaml: field "legal.operator" is an example fact; replace it with the site\'s real value and remove it from example_facts',
      'content/testsite/site.yaml: field "ads.banner" is an example fact; replace it with the site\'s real value and remove it from example_facts',
      '',
    ].join('\n');
    for (const args of [
      ['--env', 'prod'],
      ['--env', 'prod', '--dry-run'],
    ]) {
      const { code, stderr } = await run(args, {}, withExamples);
      expect(code).toBe(3);
      expect(stderr).toBe(refusal);
    }
    expect(s3.stored('idn-testsite')).toEqual([]);
    // Dev deploys go on: the example sites can be looked at there.
    const dev = await run(['--env', 'dev', '--dry-run'], {}, withExamples);
    expect(dev.code).toBe(0);
    expect(dev.stdout).toContain('deploy: 1 to upload');
  });

  it('deploys to idn-{site} for prod, showing each file in upload order, and then only what changed', async () => {
    const first = await run(['--env', 'prod']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      '[1/3] uploaded _next/static/chunks/a.js\n[2/3] uploaded index.html\n[3/3] uploaded app-data.json\n',
    );
    const done = /deploy: done in [\d.]+ s: 3 uploaded, 0 deleted, 0 kept, 0 unchanged \(site testsite, build build1\)/;
    expect(first.stdout).toMatch(done);
    expect(s3.stored('idn-testsite').map((object) => object.key)).toEqual([
      '_deploy/deploy.json',
      '_deploy/headers.json',
      '_next/static/chunks/a.js',
      'app-data.json',
      'index.html',
    ]);
    expect(s3.stored('idn-testsite-dev')).toEqual([]);

    writeSiteFile(site, 'index.html', '<h1>Home, updated</h1>');
    const second = await run(['--env', 'prod']);
    expect(second.stdout).toContain('deploy: 1 to upload, 2 unchanged, 0 kept, 0 to delete');
    expect(second.stdout).toMatch(/deploy: done in [\d.]+ s: 1 uploaded, 0 deleted, 0 kept, 2 unchanged/);
  });

  it('refuses (exit code 3) to delete more than a quarter of the bucket without --allow-deletions', async () => {
    writeSiteFile(site, 'a/index.html', 'a');
    writeSiteFile(site, 'b/index.html', 'b');
    expect((await run(['--env', 'prod'])).code).toBe(0);
    rmSync(path.join(site, 'a'), { recursive: true });
    rmSync(path.join(site, 'b'), { recursive: true });
    const before = s3.stored('idn-testsite');

    const dryRun = await run(['--env', 'prod', '--dry-run']);
    expect(dryRun.code).toBe(3);
    expect(dryRun.stdout).toContain(
      'deploy: 0 to upload, 3 unchanged, 0 kept, 2 to delete\n  delete a/index.html\n  delete b/index.html\n',
    );
    const refusal =
      'deploy: the deploy would delete 2 of the 5 objects in bucket "idn-testsite" (a/index.html, b/index.html), ' +
      `more than a quarter of them; check that ${site} holds the whole build, or pass --allow-deletions`;
    expect(dryRun.stderr.trim()).toBe(`${refusal}; a deploy would be refused`);

    const refused = await run(['--env', 'prod']);
    expect([refused.code, refused.stderr.trim()]).toEqual([3, `${refusal}; nothing was changed`]);
    expect(s3.stored('idn-testsite')).toEqual(before);

    const allowed = await run(['--env', 'prod', '--allow-deletions']);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toMatch(/deploy: done in [\d.]+ s: 0 uploaded, 2 deleted, 0 kept, 3 unchanged/);
  });

  it('refuses with exit code 3 an out/ built for another site, naming both', async () => {
    const { code, stdout, stderr } = await run(['--env', 'dev'], { SITE_ID: 'othersite' });
    expect(code).toBe(3);
    expect(stderr.trim().split('\n')).toEqual([
      `deploy: ${site} holds a build of site "testsite" (its _build.json), but SITE_ID is "othersite"; ` +
        'build with SITE_ID=othersite, or deploy with SITE_ID=testsite; nothing was changed',
    ]);
    expect(stdout).not.toContain('uploaded');
  });

  it('says on a dry run that the bucket is missing and what a deploy would upload; a deploy refuses', async () => {
    const newSite = builtSite({ 'index.html': 'home', '_next/static/chunks/n.js': 'n()' }, 'newsite');
    folders.push(newSite);
    const refusal =
      `deploy: bucket "idn-newsite-dev" at ${s3.endpoint} does not exist; a deploy creates no bucket: ` +
      'create it with its website settings (docs/hosting.md, "Creating a bucket"), then deploy again';

    const dryRun = await run(['--env', 'dev', '--dry-run'], { SITE_ID: 'newsite' }, newSite);
    expect(dryRun.code).toBe(3);
    expect(dryRun.stdout).toContain(
      'deploy: 2 to upload, 0 unchanged, 0 kept, 0 to delete (the bucket does not exist)\n' +
        'deploy: bucket "idn-newsite-dev" does not exist; once it is created, a deploy would upload 2 files:\n' +
        '  upload _next/static/chunks/n.js  (text/javascript; charset=utf-8; public, max-age=31536000, immutable)\n' +
        '  upload index.html  (text/html; charset=utf-8; no-cache)\n',
    );
    expect(dryRun.stderr.trim()).toBe(`${refusal}; a deploy would be refused`);

    const deploy = await run(['--env', 'dev'], { SITE_ID: 'newsite' }, newSite);
    expect([deploy.code, deploy.stderr.trim()]).toEqual([3, `${refusal}; nothing was changed`]);
  });

  it('lists the page at an old address with its redirect on a dry run, after the pages', async () => {
    const moved = builtSite(
      {
        'index.html': 'home',
        'articles/old-slug/index.html': 'moved',
        [REDIRECTS_FILE]: renderRedirectsFile([{ from: '/articles/old-slug/', to: '/' }]),
      },
      'movedsite',
    );
    folders.push(moved);
    const dryRun = await run(['--env', 'dev', '--dry-run'], { SITE_ID: 'movedsite' }, moved);
    expect(dryRun.stdout).toContain(
      '  upload index.html  (text/html; charset=utf-8; no-cache)\n' +
        '  upload articles/old-slug/index.html  (text/html; charset=utf-8; no-cache; redirects to /)\n',
    );
    expect(dryRun.stdout).not.toContain(REDIRECTS_FILE);
  });

  it('takes the MD5s the build recorded for files unchanged since, and says when it cannot read them', async () => {
    const recorded = builtSite({ 'index.html': 'home', 'articles/a/index.html': 'a' }, 'hashedsite');
    folders.push(recorded);
    await recordFileHashes(recorded);
    await sleep(30);
    writeSiteFile(recorded, 'articles/a/index.html', 'a, rewritten after the build');
    const dryRun = await run(['--env', 'dev', '--dry-run'], { SITE_ID: 'hashedsite' }, recorded);
    expect(dryRun.stdout).toContain('deploy: read 2 files (MD5s: 1 as the build recorded them, 1 computed now)');

    // Told that out/ is as the build left it, the deploy takes the recorded MD5 of a file of the
    // recorded size whatever its change time; the rewritten file has another size, so it is hashed.
    const trusting = await run(
      ['--env', 'dev', '--dry-run', '--trust-recorded-hashes'],
      { SITE_ID: 'hashedsite' },
      recorded,
    );
    expect(trusting.stdout).toContain('deploy: read 2 files (MD5s: 1 as the build recorded them, 1 computed now)');
    writeSiteFile(recorded, 'index.html', 'HOME');
    const sameSize = await run(
      ['--env', 'dev', '--dry-run', '--trust-recorded-hashes'],
      { SITE_ID: 'hashedsite' },
      recorded,
    );
    expect(sameSize.stdout).toContain('deploy: read 2 files (MD5s: 1 as the build recorded them, 1 computed now)');
    const checking = await run(['--env', 'dev', '--dry-run'], { SITE_ID: 'hashedsite' }, recorded);
    expect(checking.stdout).toContain('deploy: read 2 files (MD5s: 0 as the build recorded them, 2 computed now)');

    writeSiteFile(recorded, FILE_HASHES_FILE, 'not gzip');
    const unreadable = await run(['--env', 'dev', '--dry-run'], { SITE_ID: 'hashedsite' }, recorded);
    // The deploy goes on: it plans (and, the bucket missing here, says a deploy would be refused).
    expect(unreadable.stdout).toContain('deploy: dry run, the bucket was not changed');
    expect(unreadable.stdout).toMatch(
      /deploy: \S+_file-hashes\.json\.gz: .*; expected gzip of .*; hashing every file instead\n/,
    );
    expect(unreadable.stdout).toContain('deploy: read 2 files (MD5s: 0 as the build recorded them, 2 computed now)');
  });

  it('asks for a build when out/ has no build record (exit code 2)', async () => {
    const unrecorded = writeSiteFolder({ 'index.html': 'home' });
    folders.push(unrecorded);
    const { code, stderr } = await run(['--env', 'dev'], {}, unrecorded);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      `deploy: ${path.join(unrecorded, '_build.json')} does not exist; ` +
        'expected the record `npm run build` writes last (run it again)',
    );
  });

  it('fails in one line naming the bucket when the credentials are wrong', async () => {
    const { code, stderr } = await run(['--env', 'dev'], { AWS_ACCESS_KEY_ID: 'nobody' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `deploy: bucket "idn-testsite-dev" at ${s3.endpoint}: the access key is not known there (check AWS_ACCESS_KEY_ID) (InvalidAccessKeyId); nothing was uploaded or deleted`,
    ]);
  });

  it('refuses (exit code 2) a production deploy to AWS S3 without S3_EXPECTED_BUCKET_OWNER, in one line', async () => {
    const refused = await run(['--env', 'prod'], { S3_ENDPOINT: '' });
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe(
      'deploy: S3_EXPECTED_BUCKET_OWNER is unset; expected the 12-digit AWS account id that owns the bucket, required for a production deploy to AWS S3 (no S3_ENDPOINT)',
    );
    expect(refused.stdout).toBe('');
  });

  it('asks for --env prod or dev', async () => {
    const { code, stderr } = await run(['--env', 'staging']);
    expect(code).toBe(2);
    expect(stderr).toContain('deploy: --env is "staging"; expected prod or dev');
  });
});
