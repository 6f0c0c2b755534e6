import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, expect, it } from 'vitest';

import { fileDigest, StampMemo } from './file-digest.ts';

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

it('keeps its answers in a file for another process, which reads only the files changed since', () => {
  const time = new Date('2026-01-01T00:00:00Z');
  const files = ['a.md', 'b.md', 'c.md'].map((name) => path.join(dir, name));
  for (const file of files) fs.writeFileSync(file, path.basename(file));
  const reads: string[] = [];
  const length = (file: string) => (reads.push(path.basename(file)), String(fs.readFileSync(file).length));
  const first = new StampMemo();
  for (const file of files) first.get(file, length, later());
  const memoFile = path.join(dir, 'memo', 'answers.json');
  // Only the files named are kept: c.md's answer is not.
  first.save(memoFile, files.slice(0, 2));

  fs.writeFileSync(files[1]!, 'b, longer');
  fs.utimesSync(files[1]!, time, time);
  reads.length = 0;
  const second = new StampMemo().load(memoFile);
  expect(files.map((file) => second.get(file, length, later()))).toEqual(['4', '9', '4']);
  expect(reads).toEqual(['b.md', 'c.md']);
  expect(second.peek(files[0]!)).toBe('4');
  fs.rmSync(files[0]!);
  expect(second.peek(files[0]!)).toBeUndefined();
});

it('reads every file when its memo file is missing, cut short or of another format', () => {
  const file = path.join(dir, 'a.md');
  fs.writeFileSync(file, 'first');
  const memoFile = path.join(dir, 'answers.json');
  for (const text of [undefined, '{"format":"file-stamps 1","entr', '{"format":"other","entries":{}}']) {
    if (text === undefined) fs.rmSync(memoFile, { force: true });
    else fs.writeFileSync(memoFile, text);
    expect(new StampMemo().load(memoFile).peek(file)).toBeUndefined();
  }
});

it('remembers an answer given for a file as it is now, once the file is old enough, until it changes', () => {
  const file = path.join(dir, 'a.png');
  fs.writeFileSync(file, 'checked');
  const memo = new StampMemo();
  // Changed a moment ago: not remembered, so read when asked.
  memo.remember(file, 'sound');
  expect(memo.peek(file)).toBeUndefined();
  // A link made since moves the change time; the answer given after it holds.
  fs.linkSync(file, path.join(dir, 'b.png'));
  memo.remember(file, 'sound', later());
  expect(memo.peek(file)).toBe('sound');
  const memoFile = path.join(dir, 'answers.json');
  memo.save(memoFile, [file]);
  const reads: string[] = [];
  expect(new StampMemo().load(memoFile).get(file, (read) => (reads.push(read), 'read'), later())).toBe('sound');
  expect(reads).toEqual([]);
  fs.writeFileSync(file, 'changed');
  expect(memo.peek(file)).toBeUndefined();
});

it('tells its answer for a file by the stats of the file opened, and none once it changed', () => {
  const file = path.join(dir, 'a.md');
  fs.writeFileSync(file, 'first');
  const memo = new StampMemo();
  const stamped = () => {
    const fd = fs.openSync(file, 'r');
    try {
      return memo.answerFor(file, fs.fstatSync(fd, { bigint: true }));
    } finally {
      fs.closeSync(fd);
    }
  };
  expect(stamped()).toBeUndefined();
  memo.get(file, () => 'answer', later());
  expect(stamped()).toBe('answer');
  fs.appendFileSync(file, ' and more');
  expect(stamped()).toBeUndefined();
});
