import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  filesNow,
  removeOldPages,
  removeStaleFiles,
  stockCtimeMs,
  takeStock,
  takeStockInThread,
  writeUnlessSame,
} from './out-in-place.ts';
import { listSiteFiles } from '../hosting/site-files.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** An out/ of a finished build and a cache beside it, with the given files under out/. */
function lastBuild(files: Record<string, string>): { outDir: string; cacheDir: string } {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-in-place-'));
  const outDir = path.join(dir, 'out');
  const cacheDir = path.join(dir, 'cache');
  fs.mkdirSync(cacheDir);
  for (const [name, text] of Object.entries({ 'index.html': 'home', '_build.json': '{}', ...files })) {
    fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    fs.writeFileSync(path.join(outDir, name), text);
  }
  return { outDir, cacheDir };
}

const read = (outDir: string, name: string) => fs.readFileSync(path.join(outDir, name), 'utf8');

describe('out/ updated in place', () => {
  it('has no stock to take without a built out/', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'out-in-place-'));
    expect(takeStock(path.join(dir, 'out'))).toBeUndefined();
  });

  it('takes the same stock on a thread of its own, and none without a built out/', async () => {
    const { outDir } = lastBuild({ 'a/index.html': 'page a', 'a/b/data.json': '{}', '.hidden': 'x' });
    fs.symlinkSync('index.html', path.join(outDir, 'a/link.html'));
    const inThread = (await takeStockInThread(outDir))!;
    expect(fs.existsSync(path.join(outDir, '_build.json'))).toBe(false);
    const here = takeStock(outDir)!;
    expect([...inThread.files.keys()].sort()).toEqual([
      '.hidden',
      'a/b/data.json',
      'a/index.html',
      'a/link.html',
      'index.html',
    ]);
    expect(inThread.files).toEqual(here.files);
    // out/'s own change time moved between the two: each stock makes a file there and removes it.
    const listings = (stock: typeof here) =>
      [...stock.folders].map(([folder, { files, folders }]) => ({ folder, files, folders }));
    expect(listings(inThread)).toEqual(listings(here));
    expect(inThread.folders.get('a/')).toEqual(here.folders.get('a/'));
    expect(inThread.kept.size).toBe(0);
    await expect(takeStockInThread(path.join(dir!, 'no-out'))).resolves.toBeUndefined();
  });

  it('removes the build record first: an out/ the steps have not finished carries none', () => {
    const { outDir } = lastBuild({});
    takeStock(outDir);
    expect(fs.existsSync(path.join(outDir, '_build.json'))).toBe(false);
  });

  it('keeps what a step wrote or kept, and removes the rest with the folders it leaves empty', () => {
    const { outDir } = lastBuild({
      'a/index.html': 'page a',
      'gone/deep/index.html': 'a deleted page',
      'page-data/same.json': '{"same":1}',
      'page-data/changed.json': '{"v":1}',
      'page-data/gone/page-data.json': '{}',
    });
    const stock = takeStock(outDir)!;
    // Written right after the stock was taken, within the clock's tick: still this build's.
    fs.writeFileSync(path.join(outDir, 'a/index.html'), 'page a again');
    writeUnlessSame(stock, outDir, 'page-data/same.json', '{"same":1}');
    writeUnlessSame(stock, outDir, 'page-data/changed.json', '{"v":2}');
    writeUnlessSame(stock, outDir, 'page-data/new/page-data.json', '{"new":1}');
    fs.writeFileSync(path.join(outDir, 'index.html'), 'home');

    expect(removeStaleFiles(stock)).toBe(2);
    expect(stock.kept).toEqual(new Set(['page-data/same.json']));
    expect(read(outDir, 'a/index.html')).toBe('page a again');
    expect(read(outDir, 'page-data/changed.json')).toBe('{"v":2}');
    expect(read(outDir, 'page-data/new/page-data.json')).toBe('{"new":1}');
    expect(fs.existsSync(path.join(outDir, 'gone'))).toBe(false);
    expect(fs.readdirSync(path.join(outDir, 'page-data')).sort()).toEqual(['changed.json', 'new', 'same.json']);
  });

  it('knows a data file holds its bytes by the MD5 the last record kept while its size and change time are those', () => {
    const { outDir } = lastBuild({ 'page-data/a.json': '{"v":1}', 'page-data/b.json': '{"v":1}' });
    const stock = takeStock(outDir)!;
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const recordOf = (name: string, text: string) => {
      const { size, ctimeMs } = fs.lstatSync(path.join(outDir, name));
      return { size, ctimeMs, md5: md5(text) };
    };
    // The record says a.json holds {"v":2}: believed, the file unread, and kept as it is.
    writeUnlessSame(stock, outDir, 'page-data/a.json', '{"v":2}', recordOf('page-data/a.json', '{"v":2}'));
    // A record of another change time is not: b.json is read, found other, and written.
    const stale = { ...recordOf('page-data/b.json', '{"v":2}'), ctimeMs: 0 };
    writeUnlessSame(stock, outDir, 'page-data/b.json', '{"v":2}', stale);
    expect(stock.kept).toEqual(new Set(['page-data/a.json']));
    expect(read(outDir, 'page-data/a.json')).toBe('{"v":1}');
    expect(read(outDir, 'page-data/b.json')).toBe('{"v":2}');
  });

  it('removes a file no step wrote, even one of the same bytes a step would write', () => {
    const { outDir } = lastBuild({ 'robots.txt': 'User-agent: *' });
    const stock = takeStock(outDir)!;
    removeStaleFiles(stock);
    expect(fs.existsSync(path.join(outDir, 'robots.txt'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(false);
  });

  it('replaces a file shared with a cache instead of writing through it, even with the same bytes', () => {
    const { outDir, cacheDir } = lastBuild({});
    const cached = path.join(cacheDir, 'kept.json');
    fs.writeFileSync(cached, '{"v":1}');
    fs.linkSync(cached, path.join(outDir, 'shared.json'));
    fs.linkSync(cached, path.join(outDir, 'same.json'));
    const stock = takeStock(outDir)!;
    writeUnlessSame(stock, outDir, 'shared.json', '{"v":2}');
    writeUnlessSame(stock, outDir, 'same.json', '{"v":1}');
    removeStaleFiles(stock);
    expect(fs.readFileSync(cached, 'utf8')).toBe('{"v":1}');
    expect(read(outDir, 'shared.json')).toBe('{"v":2}');
    expect(fs.statSync(path.join(outDir, 'same.json')).nlink).toBe(1);
    expect(stock.kept.has('same.json')).toBe(false);
  });

  it('removes a file of the last build linked from a cache though the cache dropped its link since', () => {
    const { outDir, cacheDir } = lastBuild({});
    const cached = path.join(cacheDir, 'old.png');
    fs.writeFileSync(cached, 'an image no page names now');
    fs.mkdirSync(path.join(outDir, 'og'));
    fs.linkSync(cached, path.join(outDir, 'og/old.png'));
    const stock = takeStock(outDir)!;
    // The cache prunes the image: the shared inode's change time moves, its bytes do not.
    fs.rmSync(cached);
    removeStaleFiles(stock);
    expect(fs.existsSync(path.join(outDir, 'og'))).toBe(false);
  });

  it('removes the pages of the last build but those already the cached file this build restores', () => {
    const { outDir, cacheDir } = lastBuild({ 'b/index.html': 'b, as the cache has it', 'c/index.html': 'c' });
    const cachedA = path.join(cacheDir, 'a.html');
    fs.writeFileSync(cachedA, 'a, as the cache has it');
    fs.mkdirSync(path.join(outDir, 'a'));
    fs.linkSync(cachedA, path.join(outDir, 'a/index.html'));
    const cachedB = path.join(cacheDir, 'b.html');
    fs.writeFileSync(cachedB, 'b, as the cache has it');
    const stock = takeStock(outDir)!;
    removeOldPages(
      stock,
      new Map([
        ['a/index.html', cachedA],
        ['b/index.html', cachedB],
      ]),
    );
    expect(stock.kept).toEqual(new Set(['a/index.html']));
    // b holds the same bytes, but as a file of its own: it goes, to be linked again.
    expect(
      ['a/index.html', 'b/index.html', 'c/index.html', 'index.html', '_build.json'].map((name) =>
        fs.existsSync(path.join(outDir, name)),
      ),
    ).toEqual([true, false, false, false, false]);
  });

  it('leaves the pages a later step writes again in place where they are', () => {
    const { outDir } = lastBuild({ 'old/index.html': 'redirect', 'c/index.html': 'c' });
    const stock = takeStock(outDir)!;
    removeOldPages(stock, new Map(), new Set(['old/index.html']));
    expect(stock.kept.size).toBe(0);
    expect(['old/index.html', 'c/index.html'].map((name) => fs.existsSync(path.join(outDir, name)))).toEqual([
      true,
      false,
    ]);
  });

  it("gives a file's change time from the stock as lstat gives it, to the last bit", () => {
    const { outDir } = lastBuild({ 'a/index.html': 'a', 'b.json': '{}' });
    const stock = takeStock(outDir)!;
    for (const [relative, { ctimeNs }] of stock.files)
      expect(stockCtimeMs(ctimeNs)).toBe(fs.lstatSync(path.join(outDir, relative)).ctimeMs);
    expect(stockCtimeMs(1_764_480_000_123_456_789n)).toBe(1_764_480_000_000 + 123.456789);
  });

  it('lists out/ as a walk would, after files and folders are added, removed, renamed or written', () => {
    const { outDir } = lastBuild({
      'a/index.html': 'a',
      'a/b/index.html': 'b',
      'c/index.html': 'c',
      'd/e/f.json': 'f',
      'g/h.json': 'h',
    });
    fs.symlinkSync('index.html', path.join(outDir, 'a/link.html'));
    const stock = takeStock(outDir)!;
    expect(filesNow(stock)).toEqual(listSiteFiles(outDir));
    fs.writeFileSync(path.join(outDir, 'a/index.html'), 'a, written in place');
    fs.writeFileSync(path.join(outDir, 'a/b/new.json'), 'new');
    fs.rmSync(path.join(outDir, 'c'), { recursive: true });
    fs.renameSync(path.join(outDir, 'd/e'), path.join(outDir, 'd/moved'));
    fs.rmSync(path.join(outDir, 'g/h.json'));
    fs.mkdirSync(path.join(outDir, 'g/h.json'));
    fs.writeFileSync(path.join(outDir, 'g/h.json/inside.json'), 'inside');
    fs.mkdirSync(path.join(outDir, 'new/deeper'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'new/deeper/x.json'), 'x');
    expect(filesNow(stock)).toEqual(listSiteFiles(outDir));
    expect(filesNow(stock)).toContain('d/moved/f.json');
    expect(filesNow(stock)).not.toContain('a/link.html');
  });

  it('writes every file anew without a stock, making its folders', () => {
    const { outDir } = lastBuild({ 'page-data/x.json': '1' });
    writeUnlessSame(undefined, outDir, 'page-data/x.json', '1');
    writeUnlessSame(undefined, outDir, 'page-data/y/page-data.json', '2');
    expect(read(outDir, 'page-data/y/page-data.json')).toBe('2');
  });
});
