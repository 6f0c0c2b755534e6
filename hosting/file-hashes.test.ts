import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { siteFoldersRemovedAfterAll } from '../tests/support/hosting/site-folder.ts';
import {
  FILE_HASHES_FILE,
  hashFile,
  readFileHashes,
  renderFileHashes,
  trustedHash,
  writeFileHashes,
  type RecordedHashes,
} from './file-hashes.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const folderWith = siteFoldersRemovedAfterAll();

const FILES = [
  { key: 'articles/a/index.html', size: 5, md5: md5('a-one') },
  { key: 'index.html', size: 4, md5: md5('home') },
];

describe('the recorded file hashes', () => {
  it('are written as gzip with no time in it, the same bytes for the same files', () => {
    expect(renderFileHashes(FILES).equals(renderFileHashes(FILES))).toBe(true);
    const folder = folderWith({});
    const file = writeFileHashes(folder, FILES);
    expect(file).toBe(path.join(folder, FILE_HASHES_FILE));
    expect(readFileSync(file).equals(renderFileHashes(FILES))).toBe(true);
  });

  it('read back as the keys, sizes and MD5s written, with when the file was put in place', () => {
    const folder = folderWith({});
    writeFileHashes(folder, FILES);
    const read = readFileHashes(folder) as RecordedHashes;
    expect(read.keys).toEqual(FILES.map((file) => file.key));
    expect(read.writtenAtMs).toBe(statSync(path.join(folder, FILE_HASHES_FILE)).ctimeMs);
    const unchanged = { size: 5, unchangedSince: true };
    expect(trustedHash(read, 'articles/a/index.html', unchanged)).toEqual({ size: 5, md5: md5('a-one') });
  });

  it('are absent for a build that wrote none, and name the file and the form expected when unreadable', () => {
    expect(readFileHashes(folderWith({}))).toBeUndefined();
    const notGzip = folderWith({ [FILE_HASHES_FILE]: '{}' });
    expect(readFileHashes(notGzip)).toEqual({
      problem: expect.stringMatching(/_file-hashes\.json\.gz: .*; expected gzip of \{"version":1,"keys"/),
    });
    const uneven = folderWith({});
    const text = JSON.stringify({ version: 1, keys: ['a', 'b'], sizes: [1], md5s: md5('a') });
    writeFileSync(path.join(uneven, FILE_HASHES_FILE), gzipSync(text));
    expect(readFileHashes(uneven)).toEqual({
      problem: expect.stringMatching(/_file-hashes\.json\.gz: the file: one size and one 32-digit MD5 a key; expected/),
    });
    const wrongType = folderWith({});
    writeFileSync(
      path.join(wrongType, FILE_HASHES_FILE),
      gzipSync(JSON.stringify({ version: 1, keys: ['a'], sizes: ['1'], md5s: md5('a') })),
    );
    expect(readFileHashes(wrongType)).toEqual({ problem: expect.stringMatching(/_file-hashes\.json\.gz: sizes\.0: /) });
  });

  it('are trusted only for a file of the recorded size, unchanged since with every folder on its path', () => {
    const recorded: RecordedHashes = {
      keys: ['a.html'],
      positions: new Map([['a.html', 0]]),
      sizes: [10],
      md5s: md5('a'),
      writtenAtMs: 1000,
    };
    expect(trustedHash(recorded, 'a.html', { size: 10, unchangedSince: true })).toEqual({ size: 10, md5: md5('a') });
    expect(trustedHash(recorded, 'a.html', { size: 11, unchangedSince: true })).toBeUndefined();
    expect(trustedHash(recorded, 'a.html', { size: 10, unchangedSince: false })).toBeUndefined();
    expect(trustedHash(recorded, 'b.html', { size: 10, unchangedSince: true })).toBeUndefined();
    expect(trustedHash(undefined, 'a.html', { size: 10, unchangedSince: true })).toBeUndefined();
  });

  it('hash a file by its bytes', () => {
    const folder = folderWith({ 'x.txt': 'some bytes' });
    expect(hashFile(path.join(folder, 'x.txt'))).toEqual({ size: 10, md5: md5('some bytes') });
  });
});
