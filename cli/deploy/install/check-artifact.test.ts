// The deploy job's check of the build job's artifact: only out/ and deploy/nginx/, plain files and
// folders, no node_modules; the command exits 1 with one line naming what is wrong.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { artifactProblem } from './check-artifact.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An unpacked artifact holding `files` (path → text), as the build job uploads it. */
function artifact(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'idn-artifact-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const BUILD = { 'out/index.html': '<h1>A</h1>', 'out/_next/a.js': '', 'deploy/nginx/site.conf': '' };

describe('artifactProblem', () => {
  it('takes the build and its nginx configuration', () => {
    expect(artifactProblem(artifact(BUILD))).toBeUndefined();
  });

  it.each([
    ['a root node_modules', 'node_modules/zod/index.js', 'artifact: node_modules is a folder named node_modules'],
    [
      'a node_modules inside out/',
      'out/node_modules/x.js',
      'artifact: out/node_modules is a folder named node_modules',
    ],
    ['a file beside out/', 'package.json', 'artifact: package.json is a file outside them'],
    ['a file in deploy/ but not deploy/nginx/', 'deploy/run.sh', 'artifact: deploy/run.sh is a file outside them'],
    ['a checkout module', 'cli/deploy/run.ts', 'artifact: cli is a folder outside them'],
  ])('refuses %s', (_, extra, message) => {
    expect(artifactProblem(artifact({ ...BUILD, [extra]: '' }))).toBe(
      `${message}; expected only out/ and deploy/nginx/, as plain files and folders`,
    );
  });

  it('refuses a symbolic link, even one inside out/', () => {
    const root = artifact(BUILD);
    symlinkSync('/etc/passwd', path.join(root, 'out/passwd'));
    expect(artifactProblem(root)).toMatch(/^artifact: out\/passwd is a symbolic link; expected only out\//);
  });

  it('refuses an artifact without out/', () => {
    expect(artifactProblem(artifact({ 'deploy/nginx/site.conf': '' }))).toMatch(/^artifact: .*\/out is missing;/);
  });
});

describe('node cli/deploy/install/check-artifact.ts DIR', () => {
  const run = (root: string) => {
    try {
      execFileSync(process.execPath, [path.join(import.meta.dirname, 'check-artifact.ts'), root], { stdio: 'pipe' });
      return { code: 0, stderr: '' };
    } catch (error) {
      const failed = error as { status: number; stderr: Buffer };
      return { code: failed.status, stderr: failed.stderr.toString() };
    }
  };

  it('exits 0 on the build, 1 with one line on a root node_modules', () => {
    expect(run(artifact(BUILD)).code).toBe(0);
    const refused = run(artifact({ ...BUILD, 'node_modules/p-limit/index.js': 'steal()' }));
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      'artifact: node_modules is a folder named node_modules; expected only out/ and deploy/nginx/, as plain files and folders',
    ]);
  });
});
