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

  it('stops its render threads when a step before the social images fails, and exits', () => {
    // The site's content and logo, so that the empty cache lacks every image; no .next/, so the
    // first step fails before the images' part has drawn them.
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
    const root = path.resolve(import.meta.dirname, '..');
    for (const name of ['content', 'public', 'package-lock.json'])
      fs.symlinkSync(path.join(root, name), path.join(project, name));
    const cacheDir = path.join(project, 'og-cache');
    const result = spawnSync(process.execPath, [SCRIPT], {
      cwd: project,
      env: { ...process.env, OUT_DIR: path.join(project, 'out'), SOCIAL_IMAGE_CACHE_DIR: cacheDir },
      encoding: 'utf8',
      // Threads left running would keep the process alive for good.
      timeout: 60_000,
    });
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `export pages: ${path.join(project, '.next', 'prerender-manifest.json')} is missing`,
    );
    // The images' part ran (it made their cache), and no thread of it was left drawing.
    expect(fs.existsSync(cacheDir)).toBe(true);
  }, 90_000);
});
