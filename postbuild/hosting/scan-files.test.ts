import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { siteFoldersRemovedAfterAll, writeSiteFile } from '../../tests/support/hosting/site-folder.ts';
import { scanSiteFiles, scanSiteFilesSince, type FileSince } from './scan-files.ts';
import { listSiteFiles } from './site-files.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const folderWith = siteFoldersRemovedAfterAll();

/** A site shaped like a built one: many article folders (enough to be shared among threads), page data, images. */
function siteFolder(articles = 150): string {
  const files: Record<string, string> = { 'index.html': 'home', '.well-known/security.txt': 'contact' };
  for (let n = 0; n < articles; n++) {
    files[`articles/a-${n}/index.html`] = `article ${n}`.repeat(n % 7);
    files[`page-data/articles/a-${n}/page-data.json`] = `{"n":${n}}`;
    files[`og/a-${n}.png`] = `png ${n}`;
  }
  return folderWith(files);
}

/** Waits out the file system's clock tick, so what is written next has a later change time. */
const nextTick = () => sleep(30);

describe('scanSiteFiles', () => {
  it('lists what listSiteFiles lists, with each size and change time, on one thread or several', async () => {
    const site = siteFolder();
    symlinkSync(path.join(site, 'index.html'), path.join(site, 'link.html'));
    const keys = listSiteFiles(site);
    const alone = await scanSiteFiles(site, { threads: 1 });
    const shared = await scanSiteFiles(site, { threads: 2 });
    expect(alone.map((file) => file.key)).toEqual(keys);
    expect(keys).not.toContain('link.html');
    expect(shared).toEqual(alone);
    const article = alone.find((file) => file.key === 'articles/a-3/index.html')!;
    const stats = statSync(path.join(site, article.key));
    expect(article).toEqual({ key: article.key, size: stats.size, ctimeMs: stats.ctimeMs });
  });

  it('scans the files it is given, without a walk, as it scans what it walks, on one thread or several', async () => {
    const site = siteFolder(1400);
    const walked = await scanSiteFiles(site, { hash: true, threads: 1 });
    const keys = listSiteFiles(site);
    expect(keys.length).toBeGreaterThan(4096);
    expect(await scanSiteFiles(site, { hash: true, threads: 1, files: keys })).toEqual(walked);
    expect(await scanSiteFiles(site, { hash: true, threads: 2, files: keys })).toEqual(walked);
    // Given fewer, it scans those alone.
    expect(await scanSiteFiles(site, { hash: true, files: keys.slice(0, 3) })).toEqual(walked.slice(0, 3));
  });

  it('gives each file its MD5 when asked to hash', async () => {
    const site = siteFolder(80);
    const hashed = await scanSiteFiles(site, { hash: true, threads: 2 });
    expect(hashed.find((file) => file.key === 'og/a-5.png')).toMatchObject({ size: 5, md5: md5('png 5') });
    expect(hashed.every((file) => /^[0-9a-f]{32}$/.test(file.md5 ?? ''))).toBe(true);
  });

  it('takes a known MD5 for a file unchanged since it was known, and hashes one changed since', async () => {
    const site = siteFolder(80);
    const at = (key: string) => statSync(path.join(site, key));
    // Known MD5s no file has, so a file that was read shows it.
    const known = new Map(
      ['articles/a-3/index.html', 'og/a-5.png', 'og/a-6.png', 'og/a-7.png'].map((key) => [
        key,
        { size: at(key).size, ctimeMs: at(key).ctimeMs, md5: md5(`known ${key}`) },
      ]),
    );
    await nextTick();
    writeFileSync(path.join(site, 'og/a-6.png'), 'png 6'); // the same bytes, written again
    writeFileSync(path.join(site, 'og/a-7.png'), 'png 77'); // other bytes
    for (const threads of [1, 2]) {
      const hashed = new Map(
        (await scanSiteFiles(site, { hash: true, threads, known })).map((file) => [file.key, file]),
      );
      expect(hashed.get('articles/a-3/index.html')?.md5).toBe(md5('known articles/a-3/index.html'));
      expect(hashed.get('og/a-5.png')?.md5).toBe(md5('known og/a-5.png'));
      expect(hashed.get('og/a-6.png')).toMatchObject({ size: 5, md5: md5('png 6') });
      expect(hashed.get('og/a-7.png')).toMatchObject({ size: 6, md5: md5('png 77') });
      expect(hashed.get('og/a-8.png')?.md5).toBe(md5('png 8'));
    }
  });
});

describe('scanSiteFilesSince', () => {
  /** A built-like site, its files listed, then a marker whose change time is the "since". */
  async function siteAndSince(articles: number) {
    const site = siteFolder(articles);
    const known = listSiteFiles(site);
    await nextTick();
    writeFileSync(path.join(site, 'marker'), '');
    const sinceMs = statSync(path.join(site, 'marker')).ctimeMs;
    await nextTick();
    return { site, known, sinceMs };
  }
  const withoutFlag = (files: FileSince[]) => files.map(({ key, size, ctimeMs }) => ({ key, size, ctimeMs }));
  const changedKeys = (files: FileSince[]) => files.filter((file) => !file.unchangedSince).map((file) => file.key);

  it('finds what a full scan finds after files and folders are added, removed, renamed or rewritten', async () => {
    // Enough files and folders that both the walk and the stats are shared among threads.
    const { site, known, sinceMs } = await siteAndSince(700);
    writeSiteFile(site, 'articles/a-1/extra.txt', 'added to a known folder');
    writeSiteFile(site, 'articles/new-one/index.html', 'a new folder');
    writeSiteFile(site, 'page-data/new/deep/page-data.json', 'a new folder, deeper');
    rmSync(path.join(site, 'og/a-2.png'));
    rmSync(path.join(site, 'articles/a-4'), { recursive: true });
    // Two folders swap names: the files inside keep their change times, their keys do not.
    renameSync(path.join(site, 'articles/a-5'), path.join(site, 'articles/swap'));
    renameSync(path.join(site, 'articles/a-12'), path.join(site, 'articles/a-5'));
    renameSync(path.join(site, 'articles/swap'), path.join(site, 'articles/a-12'));
    writeSiteFile(site, 'articles/a-7/index.html', 'rewritten in place');
    mkdirSync(path.join(site, 'empty/inside'), { recursive: true });
    for (const threads of [1, 2]) {
      const since = await scanSiteFilesSince(site, known, sinceMs, { threads });
      expect(withoutFlag(since)).toEqual(await scanSiteFiles(site, { threads }));
      // A folder whose entries changed may have been renamed: everything below it counts as changed.
      const changed = changedKeys(since);
      expect(changed).toEqual(expect.arrayContaining(['articles/a-5/index.html', 'articles/a-12/index.html']));
      expect(changed).toEqual(expect.arrayContaining(['og/a-3.png', 'page-data/articles/a-3/page-data.json']));
      expect(changed.filter((key) => !/^(articles|page-data|og)\//.test(key))).toEqual(['marker']);
    }
  });

  it('marks only the file rewritten in place as changed (and the marker, written after the time given)', async () => {
    const { site, known, sinceMs } = await siteAndSince(100);
    writeSiteFile(site, 'articles/a-7/index.html', 'rewritten in place');
    const since = await scanSiteFilesSince(site, known, sinceMs, { threads: 2 });
    expect(withoutFlag(since)).toEqual(await scanSiteFiles(site, { threads: 2 }));
    expect(changedKeys(since)).toEqual(['articles/a-7/index.html', 'marker']);
  });

  it('marks every file under a renamed folder, at any depth, as changed', async () => {
    const { site, known, sinceMs } = await siteAndSince(100);
    renameSync(path.join(site, 'page-data/articles'), path.join(site, 'page-data/moved'));
    renameSync(path.join(site, 'page-data/moved'), path.join(site, 'page-data/articles'));
    const since = await scanSiteFilesSince(site, known, sinceMs, { threads: 2 });
    expect(changedKeys(since).filter((key) => key.startsWith('page-data/'))).toHaveLength(100);
    expect(changedKeys(since).filter((key) => key.startsWith('articles/'))).toEqual([]);
  });

  it('trusts an unchanged folder to hold the files listed: a listed file it never held is found missing by its stat', async () => {
    const { site, known, sinceMs } = await siteAndSince(100);
    const found = await scanSiteFilesSince(site, [...known, 'articles/a-1/not-there.html'], sinceMs, { threads: 2 });
    expect(found.map((file) => file.key)).toEqual([...known, 'marker'].sort());
  });
});
