import { describe, expect, it } from 'vitest';

import { cacheControlFor, IMMUTABLE, IMMUTABLE_RULES, REVALIDATE } from './cache-control.ts';

describe('cacheControlFor', () => {
  it('keeps content-hashed files forever', () => {
    expect(cacheControlFor('/_next/static/chunks/0vm8zo6v48m9c.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/_next/static/chunks/1p-pg1g9om8nf.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/page-data/sq/d/3f064107a7bba6ce.json')).toBe(IMMUTABLE);
    expect(cacheControlFor('/og/0a1b2c3d4e5f60718293.png')).toBe(IMMUTABLE);
  });

  it('keeps only the files of og/ itself, where the images named by their hash are', () => {
    expect(cacheControlFor('/og/nested/0a1b2c3d.png')).toBe(REVALIDATE);
    expect(cacheControlFor('/blog/og/0a1b2c3d.png')).toBe(REVALIDATE);
  });

  it('revalidates pages and the files that name the current build', () => {
    for (const path of [
      '/index.html',
      '/authors/index.html',
      '/app-data.json',
      '/sw.js',
      '/search-index.json',
      '/index.txt',
      '/page-data/index/page-data.json',
      '/slice-data/menu.json',
      '/logo.svg',
    ]) {
      expect(cacheControlFor(path), path).toBe(REVALIDATE);
    }
  });

  it('does not take a page under page-data/sq/d for a static query', () => {
    expect(cacheControlFor('/page-data/sq/d/nested/page-data.json')).toBe(REVALIDATE);
  });
});

describe('IMMUTABLE_RULES', () => {
  it('gives each rule a _headers splat that covers the paths its regex matches', () => {
    for (const rule of IMMUTABLE_RULES) {
      const prefix = rule.splat.replace(/\*$/, '');
      expect(rule.pattern.test(`${prefix}x.json`)).toBe(true);
      expect(rule.pattern.test(`/elsewhere${prefix}x.json`)).toBe(false);
    }
  });
});
