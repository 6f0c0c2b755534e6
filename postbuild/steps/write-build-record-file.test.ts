import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { FILE_HASHES_FILE, readFileHashes, type RecordedHashes } from '../../hosting/file-hashes.ts';
import { readKeptHashes, recordFileHashes, writeBuildRecordFile } from './write-build-record-file.ts';

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

  it('keeps the MD5s for the next build, which reads only the files changed since', async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'build-record-'));
    const keptHashes = `${outDir}-hashes.json`;
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    writeFileSync(path.join(outDir, 'a.json'), 'a');
    writeFileSync(path.join(outDir, 'b.json'), 'b');
    // A minute on: the files are old enough for their hashes to be kept.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      await recordFileHashes(outDir, undefined, readKeptHashes(keptHashes));
      const kept = JSON.parse(readFileSync(keptHashes, 'utf8')) as { files: Record<string, [number, number, string]> };
      expect(kept.files['a.json']![2]).toBe(md5('a'));
      // What is kept is what the next record says of an unchanged file: it is not read again.
      kept.files['a.json']![2] = md5('kept');
      kept.files['b.json']![2] = md5('kept');
      writeFileSync(keptHashes, JSON.stringify(kept));
      writeFileSync(path.join(outDir, 'b.json'), 'B');
      await recordFileHashes(outDir, undefined, readKeptHashes(keptHashes));
      expect((readFileHashes(outDir) as RecordedHashes).md5s).toBe(md5('kept') + md5('B'));
    } finally {
      vi.useRealTimers();
      rmSync(keptHashes, { force: true });
    }
  });

  it('keeps no MD5 of a file changed a moment before it was read', async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'build-record-'));
    const keptHashes = `${outDir}-hashes.json`;
    writeFileSync(path.join(outDir, 'a.json'), 'a');
    try {
      await recordFileHashes(outDir, undefined, readKeptHashes(keptHashes));
      expect(JSON.parse(readFileSync(keptHashes, 'utf8'))).toEqual({ format: 'out-hashes 1', files: {} });
    } finally {
      rmSync(keptHashes, { force: true });
    }
  });
});
