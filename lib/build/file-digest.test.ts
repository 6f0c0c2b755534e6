import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, expect, it } from 'vitest';

import { fileDigest } from './file-digest.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-digest-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/** A clock a minute ahead: every file here is then old enough to be remembered. */
const later = () => Date.now() + 60_000;

it("gives the SHA-256 of the file's bytes", () => {
  const file = path.join(dir, 'a.md');
  fs.writeFileSync(file, 'first');
  expect(fileDigest(file)).toEqual(sha256('first'));
  expect(fileDigest(file, later())).toEqual(sha256('first'));
});

it('reads a remembered file again once it changed, even to the same size and modification time', () => {
  const file = path.join(dir, 'a.md');
  // A whole second, which the file system keeps exactly: the times are then the same to the nanosecond.
  const time = new Date('2026-01-01T00:00:00Z');
  fs.writeFileSync(file, 'first');
  fs.utimesSync(file, time, time);
  expect(fileDigest(file, later())).toEqual(sha256('first'));
  fs.writeFileSync(file, 'other');
  fs.utimesSync(file, time, time);
  expect(fileDigest(file, later())).toEqual(sha256('other'));
});

it('reads a file changed a moment ago every time, whatever its times say', () => {
  const file = path.join(dir, 'a.md');
  fs.writeFileSync(file, 'first');
  expect(fileDigest(file)).toEqual(sha256('first'));
  fs.writeFileSync(file, 'other');
  expect(fileDigest(file)).toEqual(sha256('other'));
});

it('reads a file put in the place of another', () => {
  const file = path.join(dir, 'a.md');
  fs.writeFileSync(file, 'first');
  expect(fileDigest(file, later())).toEqual(sha256('first'));
  fs.writeFileSync(path.join(dir, 'b.md'), 'other');
  fs.renameSync(path.join(dir, 'b.md'), file);
  expect(fileDigest(file, later())).toEqual(sha256('other'));
});

it('fails as a read does when the file is gone', () => {
  expect(() => fileDigest(path.join(dir, 'missing.md'))).toThrow(/ENOENT/);
});
