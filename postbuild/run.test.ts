import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// `npm run postbuild` as an operator sees it when next build left nothing: run for real, in a
// project folder without .next/.
const SCRIPT = path.resolve(import.meta.dirname, 'run.ts');

let project: string | undefined;
afterEach(() => {
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

describe('post-build', () => {
  it('stops at its first step with one line naming it when next build left nothing, and writes nothing', () => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
    const outDir = path.join(project, 'out');
    fs.mkdirSync(outDir);
    fs.writeFileSync(path.join(outDir, 'index.html'), 'an older build');
    const result = spawnSync(process.execPath, [SCRIPT], {
      cwd: project,
      env: { ...process.env, OUT_DIR: outDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(
      result.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn')),
    ).toEqual([
      `export pages: ${path.join(project, '.next', 'prerender-manifest.json')} is missing; expected the output of next build`,
    ]);
    expect(result.stdout).toBe('');
    expect(fs.readdirSync(outDir)).toEqual(['index.html']);
  });
});
