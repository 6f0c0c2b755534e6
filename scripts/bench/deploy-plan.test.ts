import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, describe, expect, it } from 'vitest';

import { readLocalFiles } from '../../cli/deploy/local-files.ts';
import { writeBuildRecord } from '../../postbuild/build-record.ts';
import { recordFileHashes } from '../../postbuild/steps/write-build-record-file.ts';
import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { measureDeployPlanning, memoryBucket, syntheticBucketState } from './deploy-plan.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A built site of 200 published files: a home page, 189 article pages and 10 hashed chunks. */
function builtSite(siteId: string): string {
  const files: Record<string, string> = { 'index.html': '<p>home</p>' };
  for (let n = 0; n < 189; n++) files[`articles/a-${n}/index.html`] = `<p>article ${n}</p>`;
  for (let n = 0; n < 10; n++) files[`_next/static/chunks/c${n}.js`] = `chunk ${n}`;
  const dir = writeSiteFolder(files);
  writeBuildRecord(dir, { siteId, buildHash: 'abc' });
  folders.push(dir);
  return dir;
}

describe('syntheticBucketState', () => {
  it('lists every file, one in ten with other bytes, plus gone keys and the two records', async () => {
    const local = (await readLocalFiles(builtSite('bench'))).files;
    const { remote, records } = syntheticBucketState(local, 'bench');
    expect(local).toHaveLength(200);
    // 200 files, 4 gone keys (one in 50), 2 records.
    expect(remote).toHaveLength(206);
    const changed = local.filter((file, index) => remote[index]!.etag !== `"${file.md5}"`);
    expect(changed).toHaveLength(20);
    expect(remote.filter((object) => object.key.includes('/gone-')).map((object) => object.key)).toEqual([
      'articles/gone-0/index.html',
      '_next/static/chunks/gone-1.js',
      'articles/gone-2/index.html',
      '_next/static/chunks/gone-3.js',
    ]);
    expect(JSON.parse(records.get('_deploy/deploy.json')!)).toMatchObject({
      siteId: 'bench',
      kept: ['_next/static/chunks/gone-1.js'],
    });
  });
});

describe('memoryBucket', () => {
  it('answers the listing and the records, and refuses every write', async () => {
    const state = { remote: [{ key: 'a', etag: '"x"' }], records: new Map([['_deploy/headers.json', '{}']]) };
    const bucket = memoryBucket(state);
    expect(await bucket.list()).toEqual(state.remote);
    expect(await bucket.readText('_deploy/headers.json')).toBe('{}');
    expect(await bucket.readText('missing')).toBeUndefined();
    await expect(bucket.writeJson('k', '{}')).rejects.toThrow('refuses writes');
    await expect(bucket.remove('a')).rejects.toThrow('refuses deletions');
  });
});

describe('measureDeployPlanning', () => {
  it("plans the real deploy's uploads, keeps and deletions against the synthetic listing", async () => {
    const planning = await measureDeployPlanning(builtSite('bench'), 'bench');
    expect(planning).toMatchObject({ files: 200, listedKeys: 206, upload: 20, unchanged: 180, keep: 1, remove: 3 });
    // A site written by hand records no hashes: every MD5 is computed.
    expect(planning.recordedHashes).toBe(0);
    expect(planning.refusal).toBeUndefined();
    expect(planning.dryRunMs).toBeGreaterThanOrEqual(0);
    expect(planning.planMs).toBeGreaterThanOrEqual(0);
  });

  it("takes every MD5 from the build's record when out/ is as the build left it", async () => {
    const site = builtSite('bench');
    await sleep(30); // past the file system's clock tick: the files then changed strictly before the record
    await recordFileHashes(site);
    expect(await measureDeployPlanning(site, 'bench')).toMatchObject({ files: 200, recordedHashes: 200, upload: 20 });
  });

  it('refuses an out/ built for another site', async () => {
    await expect(measureDeployPlanning(builtSite('oddsaces'), 'bench')).rejects.toThrow('is not a build of bench');
  });
});
