import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { manifestFile, PAGE_CACHE_FORMAT, pageCacheDir, readManifest, routeAddress } from './page-cache.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  dirs.push(dir);
  return dir;
};

describe('routeAddress', () => {
  it("gives the site's address of a route's page, as builtPages names it", () => {
    expect(routeAddress('/articles/[slug]', { slug: 'pot-odds' })).toBe('/articles/pot-odds/');
    expect(routeAddress('/[category]', { category: 'poker' })).toBe('/poker/');
    const listing = '/[category]/[subcategory]/[[...page]]';
    expect(routeAddress(listing, { category: 'poker', subcategory: 'basics', page: [] })).toBe('/poker/basics/');
    expect(routeAddress(listing, { category: 'poker', subcategory: 'basics' })).toBe('/poker/basics/');
    expect(routeAddress(listing, { category: 'poker', subcategory: 'basics', page: ['page', '2'] })).toBe(
      '/poker/basics/page/2/',
    );
    expect(routeAddress('/series/[[...slug]]', { slug: [] })).toBe('/series/');
  });
});

describe('pageCacheDir', () => {
  it("is the site's folder under .cache/pages, or PAGE_CACHE_DIR", () => {
    expect(pageCacheDir('/project', { SITE_ID: 'oddsaces' })).toBe('/project/.cache/pages/oddsaces');
    expect(pageCacheDir('/project', { SITE_ID: 'oddsaces', PAGE_CACHE_DIR: '/elsewhere' })).toBe('/elsewhere');
  });
});

describe('readManifest', () => {
  it('reads a manifest, and gives one line of why for none, bad JSON or another shape', () => {
    const dir = tempDir();
    const file = manifestFile(dir);
    expect(readManifest(dir)).toEqual({ reason: `no page cache at ${file}` });
    fs.writeFileSync(file, '{');
    expect(readManifest(dir)).toEqual({ reason: `${file} is not JSON` });
    fs.writeFileSync(file, JSON.stringify({ format: 'page-cache 0', buildHash: 'h', pages: {}, hashes: {} }));
    expect(readManifest(dir)).toEqual({
      reason: `${file}: format Invalid input: expected "${PAGE_CACHE_FORMAT}"; expected a ${PAGE_CACHE_FORMAT} manifest`,
    });
    const manifest = {
      format: PAGE_CACHE_FORMAT,
      buildHash: 'h',
      pages: { '/': 'a'.repeat(32) },
      hashes: { ['a'.repeat(32)]: 'f'.repeat(64) },
    };
    fs.writeFileSync(file, JSON.stringify(manifest));
    expect(readManifest(dir)).toEqual({ manifest });
  });
});
