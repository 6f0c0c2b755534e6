import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { writeBuildRecordFile } from './build-record.ts';

let outDir: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the post-build step "build record"', () => {
  it('writes out/_build.json with the site of SITE_ID and the build hash every step uses', () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'build-record-'));
    vi.stubEnv('SITE_ID', 'stavkablef');
    vi.stubEnv('BUILD_HASH', 'feedc0de');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    writeBuildRecordFile(outDir);
    expect(JSON.parse(readFileSync(path.join(outDir, '_build.json'), 'utf8'))).toEqual({
      version: 1,
      siteId: 'stavkablef',
      buildHash: 'feedc0de',
    });
    const line = /^build record: wrote .*_build\.json \(site stavkablef, build feedc0de\)$/;
    expect(log).toHaveBeenCalledWith(expect.stringMatching(line));
  });
});
