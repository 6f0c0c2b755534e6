import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { FILE_HASHES_FILE, readFileHashes, type RecordedHashes } from '../../hosting/file-hashes.ts';
import { writeBuildRecordFile } from './write-build-record-file.ts';

let outDir: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the post-build step "build record"', () => {
  it('writes out/_build.json with the site of SITE_ID and the build hash every step uses', async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'build-record-'));
    vi.stubEnv('SITE_ID', 'stavkablef');
    vi.stubEnv('BUILD_HASH', 'feedc0de');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await writeBuildRecordFile(outDir);
    expect(JSON.parse(readFileSync(path.join(outDir, '_build.json'), 'utf8'))).toEqual({
      version: 1,
      siteId: 'stavkablef',
      buildHash: 'feedc0de',
      // The example site's placeholders (its site.yaml, example_facts), for the deploy to refuse.
      exampleFacts: [
        'legal.operator',
        'legal.address',
        'legal.hosting',
        'ads.sponsored_links',
        'ads.banner',
        'third_party_scripts.0.src',
        'third_party_scripts.0.retention',
        'responsible_gambling.services.0',
      ],
    });
    const line = /^build record: wrote .*_build\.json \(site stavkablef, build feedc0de\)$/;
    expect(log).toHaveBeenCalledWith(expect.stringMatching(line));
  });

  it('first records the size and MD5 of every published file, host files left out', async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'build-record-'));
    writeFileSync(path.join(outDir, 'index.html'), '<p>home</p>');
    writeFileSync(path.join(outDir, '_headers'), '/*');
    vi.stubEnv('SITE_ID', 'stavkablef');
    vi.stubEnv('BUILD_HASH', 'feedc0de');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await writeBuildRecordFile(outDir);
    const recorded = readFileHashes(outDir) as RecordedHashes;
    expect(recorded.keys).toEqual(['index.html']);
    expect(recorded.md5s).toBe(createHash('md5').update('<p>home</p>').digest('hex'));
    expect(statSync(path.join(outDir, FILE_HASHES_FILE)).ctimeMs).toBeLessThanOrEqual(
      statSync(path.join(outDir, '_build.json')).ctimeMs,
    );
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^build record: wrote .*_file-hashes\.json\.gz \(1 files\)$/),
    );
  });
});
