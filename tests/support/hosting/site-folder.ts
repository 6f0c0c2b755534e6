// A small built site in a temporary folder, for tests that must not wait for `npm run build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll } from 'vitest';

export function writeSiteFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'idn-site-'));
  for (const [file, text] of Object.entries(files)) writeSiteFile(dir, file, text);
  return dir;
}

/** writeSiteFolder for one test file: every folder it writes is removed once the file's tests are done. */
export function siteFoldersRemovedAfterAll(): (files: Record<string, string>) => string {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return (files) => {
    const folder = writeSiteFolder(files);
    folders.push(folder);
    return folder;
  };
}

export function writeSiteFile(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
