import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// `npm run postbuild` as an operator sees it when next build left nothing: run for real.
const SCRIPT = path.resolve(import.meta.dirname, 'run.ts');
const PROJECT = path.resolve(import.meta.dirname, '..');

let outDir: string | undefined;
afterEach(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('post-build', () => {
  it('stops at its first step with one line naming it when out/ holds no build, and writes nothing', () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
    const result = spawnSync(process.execPath, [SCRIPT], {
      cwd: PROJECT,
      env: { ...process.env, OUT_DIR: outDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(
      result.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn')),
    ).toEqual([`client bundle: no home page at ${path.join(outDir, 'index.html')}; expected the output of next build`]);
    expect(result.stdout).toBe('');
    expect(fs.readdirSync(outDir)).toEqual([]);
  });
});
