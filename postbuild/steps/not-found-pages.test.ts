import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { removeDuplicateNotFoundPages } from './not-found-pages.ts';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('removeDuplicateNotFoundPages', () => {
  it('keeps 404.html and every page but the copies at /404/ and /_not-found/', () => {
    folder = writeSiteFolder({
      '404.html': 'not found',
      '404/index.html': 'not found',
      '_not-found/index.html': 'not found',
      '500/index.html': 'error',
      'page-data/404/page-data.json': '{}',
      'index.html': 'home',
    });
    expect(removeDuplicateNotFoundPages(folder)).toEqual(['404', '_not-found']);
    const exists = (file: string) => existsSync(path.join(folder!, file));
    expect(exists('404')).toBe(false);
    expect(exists('_not-found')).toBe(false);
    for (const kept of ['404.html', '500/index.html', 'page-data/404/page-data.json', 'index.html'])
      expect(exists(kept), kept).toBe(true);
  });

  it('does nothing to a build without them', () => {
    folder = writeSiteFolder({ '404.html': 'not found', 'index.html': 'home' });
    expect(removeDuplicateNotFoundPages(folder)).toEqual([]);
    expect(existsSync(path.join(folder, '404.html'))).toBe(true);
  });
});
