import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { renderRedirectsFile } from '../../hosting/redirects-file.ts';
import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { deletionRefusal, sampleKeys } from './deletion-guard.ts';
import { readLocalFiles, type LocalFile } from './local-files.ts';
import { planDeploy, uploadWave, type DeployPlan } from './plan.ts';
import {
  DEPLOY_RECORD_KEY,
  HEADERS_RECORD_KEY,
  parseDeployRecord,
  parseHeadersRecord,
  serializeDeployRecord,
  serializeHeadersRecord,
} from './records.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const file = (key: string, text = key): LocalFile => ({
  key,
  file: `/out/${key}`,
  size: text.length,
  md5: md5(text),
  contentType: 'x',
  cacheControl: 'y',
});
const keys = (files: readonly LocalFile[]) => files.map((entry) => entry.key);
/** What the last deploy recorded, had it uploaded these files. */
const recorded = (...files: LocalFile[]) => parseHeadersRecord(serializeHeadersRecord(files));

describe('readLocalFiles', () => {
  it('gives each built file its key, MD5, type and cache rule, and leaves out _headers and _build.json', async () => {
    const dir = writeSiteFolder({
      'index.html': '<p>home</p>',
      '_next/static/chunks/a.js': 'a()',
      'index.txt': 'rsc',
      _headers: '/*',
      '_build.json': '{}',
    });
    const { files } = await readLocalFiles(dir);
    expect(keys(files)).toEqual(['_next/static/chunks/a.js', 'index.html', 'index.txt']);
    expect(files[0]).toMatchObject({
      md5: md5('a()'),
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(files[1]).toMatchObject({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    expect(files[2]).toMatchObject({ contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache' });
  });
});

describe('readLocalFiles and the pages at old addresses', () => {
  it('gives the page at each old address of _redirects its new address, and leaves out _redirects', async () => {
    const dir = writeSiteFolder({
      'index.html': '<p>home</p>',
      'articles/old/index.html': '<p>moved</p>',
      'articles/old.html': '<p>not a page address</p>',
      _redirects: renderRedirectsFile([{ from: '/articles/old/', to: '/' }]),
    });
    expect((await readLocalFiles(dir)).files.map(({ key, websiteRedirect }) => [key, websiteRedirect])).toEqual([
      ['articles/old.html', undefined],
      ['articles/old/index.html', '/'],
      ['index.html', undefined],
    ]);
  });

  it('sends an object again when only its redirect changed', () => {
    const page = file('a/index.html');
    const moved = { ...page, websiteRedirect: '/b/' };
    const remote = [{ key: page.key, etag: page.md5 }];
    expect(keys(planDeploy([moved], remote, { uploadedHeaders: recorded(page) }).upload)).toEqual(['a/index.html']);
    expect(keys(planDeploy([page], remote, { uploadedHeaders: recorded(moved) }).upload)).toEqual(['a/index.html']);
    expect(planDeploy([moved], remote, { uploadedHeaders: recorded(moved) }).upload).toEqual([]);
  });
});

describe('planDeploy', () => {
  it('uploads everything to an empty bucket: hashed files, pages, data, then app-data.json and sw.js', () => {
    const local = ['sw.js', 'index.html', 'app-data.json', 'a/index.txt', 'page-data/sq/d/1f.json'];
    const plan = planDeploy(
      [...local, '_next/static/x.js', 'a/index.html'].map((key) => file(key)),
      [],
    );
    expect(keys(plan.upload)).toEqual([
      '_next/static/x.js',
      'page-data/sq/d/1f.json',
      'a/index.html',
      'index.html',
      'a/index.txt',
      'app-data.json',
      'sw.js',
    ]);
    expect([plan.keep, plan.remove]).toEqual([[], []]);
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
    const now = [
      file('a.js'),
      { ...file('b.js'), cacheControl: 'no-cache' },
      { ...file('c.js'), contentType: 'text/javascript' },
    ];
    expect(keys(planDeploy(now, remote, { uploadedHeaders: before }).upload)).toEqual(['b.js', 'c.js']);
  });

  it('re-uploads everything when no deploy recorded the headers (or the record is unreadable)', () => {
    const local = [file('a.js')];
    const remote = [{ key: 'a.js', etag: md5('a.js') }];
    expect(keys(planDeploy(local, remote).upload)).toEqual(['a.js']);
    expect(keys(planDeploy(local, remote, { uploadedHeaders: parseHeadersRecord('{"version":1,') }).upload)).toEqual([
      'a.js',
    ]);
    expect(parseHeadersRecord('{"version":2,"headers":[],"objects":{}}')).toBeUndefined();
  });

  it('removes what the build no longer has, but never the records', () => {
    const plan = planDeploy(
      [file('index.html')],
      [
        { key: 'index.html', etag: md5('index.html') },
        { key: 'old/index.html', etag: 'x' },
        { key: HEADERS_RECORD_KEY, etag: 'y' },
        { key: DEPLOY_RECORD_KEY, etag: 'z' },
      ],
    );
    expect(plan.remove).toEqual(['old/index.html']);
  });

  it('uploads every file when forced', () => {
    const options = { force: true, uploadedHeaders: recorded(file('a.json')) };
    expect(keys(planDeploy([file('a.json')], [{ key: 'a.json', etag: md5('a.json') }], options).upload)).toEqual([
      'a.json',
    ]);
  });
});

describe('planDeploy and the hashed files of the build before', () => {
  const [old, older, oldQuery] = ['_next/static/old.js', '_next/static/older.js', 'page-data/sq/d/old.json'];
  const remote = ['index.html', old, oldQuery, older, 'gone.txt'].map((key) => ({ key, etag: md5(key) }));
  const changedPage = [file('index.html', 'new home')];

  it('keeps hashed objects the build no longer has, and deletes the rest of what it lost', () => {
    const plan = planDeploy(changedPage, remote, { keptBefore: [] });
    expect(plan.keep).toEqual([old, older, oldQuery]);
    expect(plan.remove).toEqual(['gone.txt']);
  });

  it('deletes the hashed objects the deploy before had already kept', () => {
    const plan = planDeploy(changedPage, remote, { keptBefore: [older, '_next/static/long-gone.js'] });
    expect(plan.keep).toEqual([old, oldQuery]);
    expect(plan.remove).toEqual([older, 'gone.txt']);
  });

  it('keeps every stale hashed object once when the bucket has no deploy record', () => {
    expect(planDeploy(changedPage, remote).keep).toEqual([old, older, oldQuery]);
  });

  it('deletes none of them in a deploy that uploads nothing: it replaced no page', () => {
    const same = [file('index.html')];
    const plan = planDeploy(same, remote, { keptBefore: [older], uploadedHeaders: recorded(...same) });
    expect(plan.upload).toEqual([]);
    expect(plan.keep).toEqual([old, older, oldQuery]);
    expect(plan.remove).toEqual(['gone.txt']);
  });
});

describe('uploadWave', () => {
  it('puts hashed files first, then data, then pages, then the files that announce the build', () => {
    const keys = ['_next/static/a.js', 'page-data/sq/d/0f.json', 'index.txt', 'page-data/a/page-data.json', 'rss.xml'];
    expect(keys.map(uploadWave)).toEqual(['hashed files', 'hashed files', 'data', 'data', 'data']);
    const last = ['a/index.html', 'offline.html', 'a/sw.js', 'app-data.json', 'sw.js'];
    expect(last.map(uploadWave)).toEqual(['pages', 'pages', 'data', 'announcing files', 'announcing files']);
  });

  it('puts the pages at old addresses after the pages, so a redirect never leads to a page not yet there', () => {
    expect(uploadWave({ key: 'old/index.html', websiteRedirect: '/new/' })).toBe('redirects');
    expect(uploadWave({ key: 'new/index.html' })).toBe('pages');
  });
});

describe('deletionRefusal', () => {
  const plan = (remove: string[]): DeployPlan => ({ upload: [], unchanged: [], keep: [], remove });
  const guard = (remove: string[], objectsInBucket: number, hasHomePage = true) =>
    deletionRefusal({ plan: plan(remove), objectsInBucket, outDir: '/site/out', hasHomePage, bucketName: 'idn-a' });

  it('lets a deploy delete up to a quarter of the bucket', () => {
    expect(guard(['a', 'b'], 8)).toBeUndefined();
    expect(guard([], 0, false)).toBeUndefined();
  });

  it('refuses more than a quarter, saying how many and which', () => {
    expect(guard(['a', 'b', 'c'], 8)).toBe(
      'deploy: the deploy would delete 3 of the 8 objects in bucket "idn-a" (a, b, c), more than a quarter of them; ' +
        'check that /site/out holds the whole build, or pass --allow-deletions',
    );
  });

  it('refuses any deletion for an out/ with no index.html', () => {
    expect(guard(['x'], 100, false)).toBe(
      'deploy: /site/out has no index.html, yet the deploy would delete 1 of the 100 objects in bucket "idn-a" (x); ' +
        'pass --allow-deletions if that is meant',
    );
  });
});

describe('sampleKeys', () => {
  it('shows five keys and counts the rest', () => {
    expect(sampleKeys(['a', 'b'])).toBe('a, b');
    expect(sampleKeys(['1', '2', '3', '4', '5', '6', '7'])).toBe('1, 2, 3, 4, 5 and 2 more');
  });
});

describe('the deploy record', () => {
  it('reads back what it wrote, its kept keys sorted', () => {
    const text = serializeDeployRecord({ siteId: 'a', buildHash: 'h', kept: ['z.js', 'b.js'] });
    expect(text).toBe('{"version":1,"siteId":"a","buildHash":"h","kept":["b.js","z.js"]}\n');
    expect(parseDeployRecord(text)).toEqual({ siteId: 'a', buildHash: 'h', kept: ['b.js', 'z.js'] });
  });

  it('throws, saying what is wrong, for a record it cannot read', () => {
    expect(() => parseDeployRecord('{')).toThrow('is not JSON');
    expect(() => parseDeployRecord('{"version":1,"siteId":"a","buildHash":"h"}')).toThrow(/^kept: /);
  });
});

describe('the headers record', () => {
  it('stores each set of headers once and reads back every key', () => {
    const files = [file('b.html'), file('a.html'), { ...file('x.js'), cacheControl: 'immutable' }];
    const text = serializeHeadersRecord(files);
    expect(JSON.parse(text)).toEqual({
      version: 1,
      headers: ['x; cache-control=immutable', 'x; cache-control=y'],
      objects: { 'a.html': 1, 'b.html': 1, 'x.js': 0 },
    });
    const record = parseHeadersRecord(text)!;
    expect(['a.html', 'b.html', 'x.js', 'y.js', 'constructor'].map((key) => record.get(key))).toEqual([
      'x; cache-control=y',
      'x; cache-control=y',
      'x; cache-control=immutable',
      undefined,
      undefined,
    ]);
  });
});
