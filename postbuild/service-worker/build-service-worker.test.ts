import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { createFixtureSite, FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';

import { layoutStylesheets, removeServiceWorker, writeServiceWorker } from './build-service-worker.ts';

const fixture = createFixtureSite();
const site = loadSiteContent({ root: fixture.root, siteId: FIXTURE_SITE_ID }).site;
const CSS = '/_next/static/chunks/0abc.css';
const builtSite = () =>
  writeSiteFolder({
    '404.html': `<html><head><link rel="stylesheet" href="${CSS}" data-precedence="next"/></head><body></body></html>`,
    '_next/static/chunks/0abc.css': 'body{color:black}',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'index.html': '<html></html>',
    'articles/a/index.html': '<html></html>',
  });
const folders: string[] = [];
afterAll(() => {
  fixture.cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('writeServiceWorker', () => {
  it('writes sw.js, named by the build, precaching only the offline page, its stylesheet and the logo', async () => {
    const outDir = builtSite();
    folders.push(outDir);
    const { precached } = await writeServiceWorker({ outDir, site, buildHash: 'build123' });
    expect(precached).toEqual(['/offline.html', '/logo.svg', CSS]);
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain('build123');
    expect(worker).not.toContain('__WB_MANIFEST');
    expect(worker).not.toContain('articles/a');
    const offline = readFileSync(path.join(outDir, 'offline.html'), 'utf8');
    expect(offline).toContain('You are offline');
    expect(offline).toContain(`href="${CSS}"`);
    expect(offline).not.toContain('<script');
  }, 30_000);

  it('gives the same bytes for the same build', async () => {
    const [first, second] = [builtSite(), builtSite()];
    folders.push(first, second);
    await writeServiceWorker({ outDir: first, site, buildHash: 'same' });
    await writeServiceWorker({ outDir: second, site, buildHash: 'same' });
    expect(readFileSync(path.join(first, 'sw.js'))).toEqual(readFileSync(path.join(second, 'sw.js')));
  }, 30_000);
});

describe('writeServiceWorker with a kept worker', () => {
  it('takes the worker the last build kept for the same inputs, and makes it again when one changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-kept-'));
    folders.push(dir);
    const keep = { dir, code: 'code1' };
    const [first, second] = [builtSite(), builtSite()];
    folders.push(first, second);
    const made = await writeServiceWorker({ outDir: first, site, buildHash: 'same', keep });
    expect(made.kept).toBe(false);
    const taken = await writeServiceWorker({ outDir: second, site, buildHash: 'same', keep });
    expect(taken).toEqual({ ...made, kept: true });
    expect(readFileSync(path.join(second, 'sw.js'))).toEqual(readFileSync(path.join(first, 'sw.js')));

    // A precached file's bytes are its revision: another logo makes the worker again.
    writeFileSync(path.join(second, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1"/>');
    const newLogo = await writeServiceWorker({ outDir: second, site, buildHash: 'same', keep });
    expect(newLogo.kept).toBe(false);
    expect(readFileSync(path.join(second, 'sw.js'))).not.toEqual(readFileSync(path.join(first, 'sw.js')));
    // Other code or another build's name: made again too.
    expect(
      (await writeServiceWorker({ outDir: second, site, buildHash: 'same', keep: { dir, code: 'code2' } })).kept,
    ).toBe(false);
    expect(
      (await writeServiceWorker({ outDir: second, site, buildHash: 'other', keep: { dir, code: 'code2' } })).kept,
    ).toBe(false);
    expect(readFileSync(path.join(second, 'sw.js'), 'utf8')).toContain('other');
    // A kept worker cut short is not taken.
    writeFileSync(path.join(dir, 'worker.js'), 'self.x=1');
    expect(
      (await writeServiceWorker({ outDir: second, site, buildHash: 'other', keep: { dir, code: 'code2' } })).kept,
    ).toBe(false);
    expect(readFileSync(path.join(second, 'sw.js'), 'utf8')).toContain('other');
  }, 60_000);
});

describe('writeServiceWorker without a file it precaches', () => {
  it('stops naming the file, and writes no worker', async () => {
    const outDir = builtSite();
    folders.push(outDir);
    rmSync(path.join(outDir, 'logo.svg'));
    await expect(writeServiceWorker({ outDir, site, buildHash: 'b' })).rejects.toThrow(
      /service worker: \/logo\.svg not in .*; expected every file it precaches there/,
    );
    expect(existsSync(path.join(outDir, 'sw.js'))).toBe(false);
  });
});

describe('layoutStylesheets', () => {
  it('names the 404 page when it links no stylesheet', () => {
    const outDir = writeSiteFolder({ '404.html': '<html><head></head></html>' });
    folders.push(outDir);
    expect(() => layoutStylesheets(outDir)).toThrow(/404\.html links no stylesheet/);
  });
});

describe('removeServiceWorker', () => {
  it('leaves no worker and no offline page behind for a site that turned it off', async () => {
    const outDir = builtSite();
    folders.push(outDir);
    await writeServiceWorker({ outDir, site, buildHash: 'old' });
    removeServiceWorker(outDir);
    expect(existsSync(path.join(outDir, 'sw.js'))).toBe(false);
    expect(existsSync(path.join(outDir, 'offline.html'))).toBe(false);
  }, 30_000);
});
