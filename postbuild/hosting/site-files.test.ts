import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { listPublishedFiles, listSiteFiles, pageAddress } from './site-files.ts';

function siteWith(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-files-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  return dir;
}

describe('listSiteFiles', () => {
  it('lists every file as a sorted relative path with forward slashes', () => {
    const dir = siteWith(['index.html', 'b/index.html', 'a/x/y.json', '.well-known/security.txt']);
    expect(listSiteFiles(dir)).toEqual(['.well-known/security.txt', 'a/x/y.json', 'b/index.html', 'index.html']);
  });
});

describe('listPublishedFiles', () => {
  it('leaves out the files for hosts and the deploy: headers file, proxy allowlist, build record', () => {
    const site = siteWith(['_headers', '_third-party-allowlist.json', '_build.json', 'index.html', 'a/_build.json']);
    expect(listPublishedFiles(site)).toEqual(['a/_build.json', 'index.html']);
  });
});

describe('pageAddress', () => {
  it('gives a folder index its trailing-slash address and any other file its own path', () => {
    expect(pageAddress('index.html')).toBe('/');
    expect(pageAddress('authors/index.html')).toBe('/authors/');
    expect(pageAddress('404.html')).toBe('/404.html');
  });
});
