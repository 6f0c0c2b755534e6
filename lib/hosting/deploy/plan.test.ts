import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { writeSiteFolder } from '../testing/site-folder';
import { HEADERS_RECORD_KEY, isEntryPoint, parseHeadersRecord, planDeploy, readLocalFiles, serializeHeadersRecord, type LocalFile } from './plan';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const file = (key: string, text = key): LocalFile => ({ key, file: `/out/${key}`, size: text.length, md5: md5(text), contentType: 'x', cacheControl: 'y' });
const keys = (files: readonly LocalFile[]) => files.map((entry) => entry.key);
/** What the last deploy recorded, had it uploaded these files. */
const recorded = (...files: LocalFile[]) => parseHeadersRecord(serializeHeadersRecord(files));

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
    const plan = planDeploy(
      [file('same.json'), file('changed.json', 'new')],
      [
        { key: 'same.json', etag: `"${md5('same.json').toUpperCase()}"` },
        { key: 'changed.json', etag: `"${md5('old')}"` },
      ],
      { uploadedHeaders: recorded(file('same.json'), file('changed.json')) },
    );
    expect(keys(plan.upload)).toEqual(['changed.json']);
    expect(keys(plan.unchanged)).toEqual(['same.json']);
  });

  it('re-uploads same bytes whose type or cache rule changed since the last deploy', () => {
    const remote = ['a.js', 'b.js', 'c.js'].map((key) => ({ key, etag: md5(key) }));
    const before = recorded(file('a.js'), file('b.js'), file('c.js'));
    const now = [file('a.js'), { ...file('b.js'), cacheControl: 'no-cache' }, { ...file('c.js'), contentType: 'text/javascript' }];
    expect(keys(planDeploy(now, remote, { uploadedHeaders: before }).upload)).toEqual(['b.js', 'c.js']);
  });

  it('re-uploads everything when no deploy recorded the headers (or the record is unreadable)', () => {
    const local = [file('a.js')];
    const remote = [{ key: 'a.js', etag: md5('a.js') }];
    expect(keys(planDeploy(local, remote).upload)).toEqual(['a.js']);
    expect(keys(planDeploy(local, remote, { uploadedHeaders: parseHeadersRecord('{"version":1,') }).upload)).toEqual(['a.js']);
    expect(parseHeadersRecord('{"version":2,"headers":[],"objects":{}}')).toBeUndefined();
  });

  it('removes what the build no longer has, but never the headers record', () => {
    const plan = planDeploy([file('index.html')], [
      { key: 'index.html', etag: md5('index.html') },
      { key: 'old/index.html', etag: 'x' },
      { key: HEADERS_RECORD_KEY, etag: 'y' },
    ]);
    expect(plan.remove).toEqual(['old/index.html']);
  });

  it('uploads every file when forced', () => {
    const options = { force: true, uploadedHeaders: recorded(file('a.json')) };
    expect(keys(planDeploy([file('a.json')], [{ key: 'a.json', etag: md5('a.json') }], options).upload)).toEqual(['a.json']);
  });
});

describe('the headers record', () => {
  it('stores each set of headers once and reads back every key', () => {
    const files = [file('b.html'), file('a.html'), { ...file('x.js'), cacheControl: 'immutable' }];
    const text = serializeHeadersRecord(files);
    expect(JSON.parse(text)).toEqual({ version: 1, headers: ['x; cache-control=immutable', 'x; cache-control=y'], objects: { 'a.html': 1, 'b.html': 1, 'x.js': 0 } });
    expect(parseHeadersRecord(text)).toEqual(new Map([['a.html', 'x; cache-control=y'], ['b.html', 'x; cache-control=y'], ['x.js', 'x; cache-control=immutable']]));
  });
});

describe('isEntryPoint', () => {
  it('is true for pages and the files that announce a build', () => {
    expect(['index.html', 'a/index.html', 'app-data.json', 'sw.js'].every(isEntryPoint)).toBe(true);
    expect(['index.txt', 'page-data/index/page-data.json', '_next/static/a.js'].some(isEntryPoint)).toBe(false);
  });
});
