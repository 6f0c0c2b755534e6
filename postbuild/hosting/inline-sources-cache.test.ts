import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  inlineSourcesCacheFile,
  inlineSourcesKey,
  readInlineSourcesCache,
  writeInlineSourcesCache,
} from './inline-sources-cache.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function cacheFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-sources-'));
  dirs.push(dir);
  return inlineSourcesCacheFile(dir);
}

const sources = {
  scriptHashes: ["'sha256-a'"],
  unmarkedScripts: [],
  styleHashes: [],
  hasStyleAttributes: false,
  blockedInlineCode: [],
  offMainThreadScripts: [],
};

describe('the inline sources cache', () => {
  it('gives back what the same code kept', () => {
    const file = cacheFile();
    const key = inlineSourcesKey('<html></html>', false);
    writeInlineSourcesCache(file, 'code', new Map([[key, sources]]));
    expect(readInlineSourcesCache(file, 'code')).toEqual(new Map([[key, sources]]));
  });

  it("is empty for other code, a missing file, a file that is not JSON or not the cache's shape", () => {
    const file = cacheFile();
    expect(readInlineSourcesCache(file, 'code').size).toBe(0);
    writeInlineSourcesCache(file, 'code', new Map([[inlineSourcesKey('x', false), sources]]));
    expect(readInlineSourcesCache(file, 'other code').size).toBe(0);
    fs.writeFileSync(file, '{"format":');
    expect(readInlineSourcesCache(file, 'code').size).toBe(0);
    fs.writeFileSync(
      file,
      JSON.stringify({ format: 'inline-sources 1', codeHash: 'code', pages: { k: { scriptHashes: 'x' } } }),
    );
    expect(readInlineSourcesCache(file, 'code').size).toBe(0);
  });

  it("keys a page by its bytes and whether it is a library's", () => {
    expect(inlineSourcesKey('<p>a</p>', false)).toBe(inlineSourcesKey(Buffer.from('<p>a</p>'), false));
    expect(inlineSourcesKey('<p>a</p>', false)).not.toBe(inlineSourcesKey('<p>b</p>', false));
    expect(inlineSourcesKey('<p>a</p>', false)).not.toBe(inlineSourcesKey('<p>a</p>', true));
  });
});
