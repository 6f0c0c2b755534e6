import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { compareFiles, hashFiles } from './out-files.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function writeTree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-files-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('what a build changed in out/', () => {
  it('hashes every file under the folder, nested ones by their forward-slash path', () => {
    const hashes = hashFiles(writeTree({ 'index.html': 'home', 'articles/a/index.html': 'a', 'og/a.png': '' }));
    expect([...hashes.keys()].sort()).toEqual(['articles/a/index.html', 'index.html', 'og/a.png']);
    expect(hashes.get('index.html')).toBe('106a6c241b8797f52e1e77317b96a201');
  });

  it('counts the new and the changed files as written, and the removed ones apart', () => {
    const before = hashFiles(writeTree({ 'index.html': 'home', 'a.html': 'a', 'b.html': 'b', 'gone.html': 'x' }));
    const after = hashFiles(writeTree({ 'index.html': 'home, new', 'a.html': 'a', 'b.html': 'b', 'new.html': 'n' }));
    expect(compareFiles(before, after)).toEqual({ written: 2, added: 1, changed: 1, removed: 1, total: 4 });
  });

  it('counts every file as written after an empty out/, and none after the same bytes again', () => {
    const files = { 'index.html': 'home', 'sw.js': 'self' };
    const first = hashFiles(writeTree(files));
    expect(compareFiles(new Map(), first)).toMatchObject({ written: 2, added: 2, removed: 0 });
    expect(compareFiles(first, hashFiles(writeTree(files)))).toMatchObject({ written: 0, removed: 0, total: 2 });
  });
});
