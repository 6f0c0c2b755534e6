import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { closeCheckMemo, memoized, openCheckMemo } from './check-memo.ts';

let dir: string;
let file: string;
let calls: string[];
const check = (text: string) =>
  memoized('words', [text], () => {
    calls.push(text);
    return { words: text.split(' ').length, text };
  });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-memo-'));
  file = path.join(dir, 'pages', 'content-checks.json');
  calls = [];
});
afterEach(() => {
  closeCheckMemo();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('memoized', () => {
  it('computes every answer while no memo is open', () => {
    expect(check('a b')).toEqual({ words: 2, text: 'a b' });
    check('a b');
    expect(calls).toEqual(['a b', 'a b']);
    expect(closeCheckMemo()).toBeUndefined();
  });

  it('answers a text the last check read from its file, and computes a changed one', () => {
    openCheckMemo(file, 'code-1');
    check('a b');
    check('c d e');
    expect(closeCheckMemo()).toEqual({ kept: 0, computed: 2 });
    calls = [];
    openCheckMemo(file, 'code-1');
    expect(check('a b')).toEqual({ words: 2, text: 'a b' });
    expect(check('c d e f')).toEqual({ words: 4, text: 'c d e f' });
    expect(calls).toEqual(['c d e f']);
    expect(closeCheckMemo()).toEqual({ kept: 1, computed: 1 });
    // Only what this check asked for is kept: 'c d e' is gone.
    calls = [];
    openCheckMemo(file, 'code-1');
    check('c d e');
    expect(calls).toEqual(['c d e']);
  });

  it('leaves the file as it is when a check asks for exactly what it holds, and rewrites it otherwise', () => {
    openCheckMemo(file, 'code-1');
    check('a b');
    check('c d e');
    closeCheckMemo();
    const written = fs.statSync(file).ino;
    openCheckMemo(file, 'code-1');
    check('c d e');
    check('a b');
    expect(closeCheckMemo()).toEqual({ kept: 2, computed: 0 });
    expect(fs.statSync(file).ino).toBe(written);
    openCheckMemo(file, 'code-1');
    check('a b');
    expect(closeCheckMemo()).toEqual({ kept: 1, computed: 0 });
    expect(fs.statSync(file).ino).not.toBe(written);
    calls = [];
    openCheckMemo(file, 'code-1');
    check('a b');
    check('c d e');
    expect(calls).toEqual(['c d e']);
  });

  it('gives a fresh copy each time, so a caller that changes an answer changes no other', () => {
    openCheckMemo(file, 'code-1');
    const first = check('a b');
    first.words = 99;
    expect(check('a b').words).toBe(2);
  });

  it("keeps no answer for other code, a BUILD_FULL=1 check or a file that is not a memo's", () => {
    openCheckMemo(file, 'code-1');
    check('a b');
    closeCheckMemo();
    for (const open of [
      () => openCheckMemo(file, 'code-2'),
      () => openCheckMemo(file, 'code-1', { fresh: true }),
      () => {
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split('\n').slice(0, 2).join('\n'));
        openCheckMemo(file, 'code-1');
      },
    ]) {
      calls = [];
      open();
      check('a b');
      expect(calls).toEqual(['a b']);
      closeCheckMemo();
    }
  });

  it('tells apart a check by its name and each argument', () => {
    openCheckMemo(file, 'code-1');
    const count = (name: string, args: string[]) => memoized(name, args, () => `${name}:${args.join('|')}`);
    expect(count('a', ['x', 'y'])).toBe('a:x|y');
    expect(count('a', ['xy'])).toBe('a:xy');
    expect(count('b', ['x', 'y'])).toBe('b:x|y');
    expect(count('a', ['x', 'y'])).toBe('a:x|y');
    expect(closeCheckMemo()).toEqual({ kept: 0, computed: 3 });
  });
});
