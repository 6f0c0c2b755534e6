import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { writeSiteFolder } from '../testing/site-folder';
import { isEntryPoint, planDeploy, readLocalFiles, type LocalFile } from './plan';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const file = (key: string, text = key): LocalFile => ({ key, file: `/out/${key}`, size: text.length, md5: md5(text), contentType: 'x', cacheControl: 'y' });
const keys = (files: readonly LocalFile[]) => files.map((entry) => entry.key);

describe('readLocalFiles', () => {
  it("gives each built file its key, MD5, type and cache rule, and leaves out _headers", () => {
    const dir = writeSiteFolder({ 'index.html': '<p>home</p>', '_next/static/chunks/a.js': 'a()', 'index.txt': 'rsc', _headers: '/*' });
    const files = readLocalFiles(dir);
    expect(keys(files)).toEqual(['_next/static/chunks/a.js', 'index.html', 'index.txt']);
    expect(files[0]).toMatchObject({ md5: md5('a()'), contentType: 'text/javascript; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' });
    expect(files[1]).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    expect(files[2]).toMatchObject({ contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache' });
  });
});

describe('planDeploy', () => {
  it('uploads everything to an empty bucket, pages and app-data.json last', () => {
    const plan = planDeploy([file('index.html'), file('app-data.json'), file('a/index.txt'), file('_next/static/x.js')], []);
    expect(keys(plan.upload)).toEqual(['a/index.txt', '_next/static/x.js', 'index.html', 'app-data.json']);
    expect(plan.remove).toEqual([]);
  });

  it('skips files whose ETag is their MD5, whatever the quotes or case', () => {
    const plan = planDeploy([file('same.json'), file('changed.json', 'new')], [
      { key: 'same.json', etag: `"${md5('same.json').toUpperCase()}"` },
      { key: 'changed.json', etag: `"${md5('old')}"` },
    ]);
    expect(keys(plan.upload)).toEqual(['changed.json']);
    expect(keys(plan.unchanged)).toEqual(['same.json']);
  });

  it('removes what the build no longer has', () => {
    const plan = planDeploy([file('index.html')], [{ key: 'index.html', etag: md5('index.html') }, { key: 'old/index.html', etag: 'x' }]);
    expect(plan.remove).toEqual(['old/index.html']);
  });

  it('uploads every file when forced', () => {
    expect(keys(planDeploy([file('a.json')], [{ key: 'a.json', etag: md5('a.json') }], { force: true }).upload)).toEqual(['a.json']);
  });
});

describe('isEntryPoint', () => {
  it('is true for pages and the files that announce a build', () => {
    expect(['index.html', 'a/index.html', 'app-data.json', 'sw.js'].every(isEntryPoint)).toBe(true);
    expect(['index.txt', 'page-data/index/page-data.json', '_next/static/a.js'].some(isEntryPoint)).toBe(false);
  });
});
