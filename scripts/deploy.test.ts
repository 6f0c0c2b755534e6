// `npm run deploy` end to end: the command, its arguments and its messages, against an S3
// server (s3rver) on 127.0.0.1.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startS3Server, S3RVER_CREDENTIALS, type TestS3Server } from '../lib/hosting/testing/s3-server';
import { writeSiteFile, writeSiteFolder } from '../lib/hosting/testing/site-folder';

const TSX = path.resolve(__dirname, '../node_modules/.bin/tsx');
const SCRIPT = path.resolve(__dirname, 'deploy.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('npm run deploy', () => {
  let s3: TestS3Server;
  let site: string;

  const run = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
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
      const child = spawn(TSX, [SCRIPT, '--out', site, ...args], { env: processEnv });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  beforeAll(async () => {
    s3 = await startS3Server(['idn-testsite-dev', 'idn-testsite']);
    site = writeSiteFolder({ 'index.html': '<h1>Home</h1>', 'app-data.json': '{}', '_next/static/chunks/a.js': 'a()' });
  });

  afterAll(async () => {
    await s3?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it('prints the plan on a dry run and leaves the bucket alone', async () => {
    const { code, stdout } = await run(['--env', 'dev', '--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toContain(`→ bucket "idn-testsite-dev" at ${s3.endpoint} (dry run)`);
    expect(stdout).toContain('deploy: 3 to upload, 0 unchanged, 0 to delete');
    expect(stdout).toContain('  upload index.html  (text/html; charset=utf-8; no-cache)');
    expect(s3.stored('idn-testsite-dev')).toEqual([]);
  });

  it('deploys to idn-{site} for prod, showing each file, and then only what changed', async () => {
    const first = await run(['--env', 'prod']);
    expect(first.code).toBe(0);
    // The chunk first; the page and app-data.json after it, in whichever order they finish.
    expect(first.stdout).toContain('[1/3] uploaded _next/static/chunks/a.js');
    expect(first.stdout).toMatch(/\[[23]\/3\] uploaded index\.html/);
    expect(s3.stored('idn-testsite').map((object) => object.key)).toEqual(['_deploy/headers.json', '_next/static/chunks/a.js', 'app-data.json', 'index.html']);
    expect(s3.stored('idn-testsite-dev')).toEqual([]);

    writeSiteFile(site, 'index.html', '<h1>Home, updated</h1>');
    const second = await run(['--env', 'prod']);
    expect(second.stdout).toContain('deploy: 1 to upload, 2 unchanged, 0 to delete');
    expect(second.stdout).toMatch(/deploy: done in [\d.]+ s: 1 uploaded, 0 deleted, 2 unchanged/);
  });

  it('fails in one line naming the bucket when the credentials are wrong', async () => {
    const { code, stderr } = await run(['--env', 'dev'], { AWS_ACCESS_KEY_ID: 'nobody' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `deploy: bucket "idn-testsite-dev" at ${s3.endpoint}: the access key is not known there (check AWS_ACCESS_KEY_ID) (InvalidAccessKeyId); nothing was uploaded or deleted`,
    ]);
  });

  it('asks for --env prod or dev', async () => {
    const { code, stderr } = await run(['--env', 'staging']);
    expect(code).toBe(2);
    expect(stderr).toContain('deploy: --env is "staging"; expected prod or dev');
  });
});
