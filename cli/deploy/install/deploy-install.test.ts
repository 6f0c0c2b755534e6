// The workflow's deploy job runs no code an install script could have written: it installs only
// this folder's lock file, with scripts off, into a fresh checkout, and deploys the build job's
// artifact. These tests keep that install complete and show it working end to end.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

import { writeBuildRecord } from '../../../postbuild/build-record.ts';
import { runCommand } from '../../../tests/support/run-command.ts';
import { startS3Server, S3RVER_CREDENTIALS, type TestS3Server } from '../../../tests/support/hosting/s3-server.ts';
import { writeSiteFolder } from '../../../tests/support/hosting/site-folder.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const INSTALL = path.relative(ROOT, import.meta.dirname);
const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const rootLock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

/** The packages cli/deploy/run.ts imports, following every module of the project it reaches. */
async function packagesTheDeployImports(): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'cli/deploy/run.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const names = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const imported of input.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const parts = imported.path.split('/');
      names.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return [...names].sort();
}

describe("the deploy's own install (cli/deploy/install)", () => {
  it('lists every package the deploy imports, nothing more', async () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual(await packagesTheDeployImports());
  });

  it("pins each at the version the project's lock file installs", () => {
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(version, name).toBe(rootLock.packages[`node_modules/${name}`]?.version);
    }
  });
});

describe('a deploy from a fresh checkout with only the artifact and the install', () => {
  let s3: TestS3Server | undefined;
  const folders: string[] = [];
  afterAll(async () => {
    await s3?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('installs with `npm ci --ignore-scripts` and deploys the default site', async () => {
    // The files of the repository, as actions/checkout gives them (with those not yet committed):
    // no node_modules, no build.
    const checkout = mkdtempSync(path.join(tmpdir(), 'idn-deploy-checkout-'));
    folders.push(checkout);
    const tracked = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.', ':!content', ':!docs'],
      {
        cwd: ROOT,
      },
    )
      .toString()
      .split('\0')
      .filter(Boolean);
    for (const file of tracked) {
      mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
      cpSync(path.join(ROOT, file), path.join(checkout, file));
    }
    // The artifact of the build job: out/, here a small build of the default site.
    const artifact = writeSiteFolder({ 'index.html': '<h1>Odds &amp; Aces</h1>', 'authors/index.html': '<h1>A</h1>' });
    folders.push(artifact);
    writeBuildRecord(artifact, { siteId: 'oddsaces', buildHash: 'fresh1' });
    cpSync(artifact, path.join(checkout, 'out'), { recursive: true });

    const install = await runCommand(
      'npm',
      ['ci', '--ignore-scripts', '--no-audit', '--no-fund'],
      path.join(checkout, INSTALL),
      {},
    );
    expect(install.code, install.output).toBe(0);

    s3 = await startS3Server(['idn-oddsaces-dev']);
    const env: Record<string, string> = {
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      SITE_ID: '',
    };
    const deployed = await runCommand('bash', [path.join(INSTALL, 'run-deploy.sh'), '--env', 'dev'], checkout, env);
    expect(deployed.code, deployed.output).toBe(0);
    expect(deployed.output).toContain('deploy: done');
    expect(s3.stored('idn-oddsaces-dev').map((object) => object.key)).toEqual(
      expect.arrayContaining(['index.html', 'authors/index.html', '_deploy/deploy.json']),
    );
  }, 240_000);
});
