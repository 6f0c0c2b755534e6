// The shell's addresses (site-address.ts): whatever path it is handed, from a link, the address
// bar or history, what it makes of it stays on the site and is the form the hosts serve. The
// property runs take a few seconds on a busy machine: they have a minute.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isFilePath, siteHref, sitePath } from './site-address.ts';

const ORIGIN = 'https://www.example.test';

/** Where the browser would go for `address`, a path the shell made, from a page of the site. */
const resolved = (address: string) => new URL(address, `${ORIGIN}/some/page/`);

/** Strings heavy in what makes an address leave its origin or change its meaning. */
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom('/', '//', '\\', '/\\', '\t', '\n', '\r', ' ', '.', '..', '%2e', '%2F', ':', '@', '?', '#', '%'),
      fc.constantFrom('other-host', 'example.test', 'http:', 'javascript:alert(1)', 'a.b', 'terms', 'x.json'),
      fc.string({ maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('sitePath', () => {
  it('gives the form the hosts serve: single slashes and the trailing slash', () => {
    expect(sitePath('/terms')).toBe('/terms/');
    expect(sitePath('/terms/')).toBe('/terms/');
    expect(sitePath('/betting-strategies//')).toBe('/betting-strategies/');
    expect(sitePath('//a///b')).toBe('/a/b/');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('')).toBe('/');
  });

  it('reads an address that names a host as a path of this site', () => {
    expect(sitePath('//other-host/x')).toBe('/other-host/x/');
    expect(sitePath('/\\other-host/x/')).toBe('/other-host/x/');
    expect(sitePath('\\\\other-host')).toBe('/other-host/');
    expect(sitePath('/\t/other-host/')).toBe('/other-host/');
    expect(sitePath('https://other-host/x')).toBe('/https:/other-host/x/');
  });

  it('leaves a file as it is', () => {
    expect(sitePath('/rss.xml')).toBe('/rss.xml');
    expect(sitePath('//page-data//index/page-data.json')).toBe('/page-data/index/page-data.json');
    expect(isFilePath('/rss.xml')).toBe(true);
    expect(isFilePath('/terms/')).toBe(false);
  });

  it('always gives a path of the same origin with one leading slash, and is stable', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const path = sitePath(input);
        expect(path).toMatch(/^\/(?!\/)/);
        expect(path).not.toMatch(/\/\/|\\|[\t\n\r?#]/);
        expect(resolved(path).origin).toBe(ORIGIN);
        expect(resolved(path).pathname).toBe(path);
        expect(sitePath(path)).toBe(path);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);
});

describe('siteHref', () => {
  it('keeps the query and the fragment', () => {
    expect(siteHref('/terms?from=footer#top')).toBe('/terms/?from=footer#top');
    expect(siteHref('/betting-strategies//#a//b')).toBe('/betting-strategies/#a//b');
    expect(siteHref('//other-host/x?next=//other-host#//other-host')).toBe(
      '/other-host/x/?next=//other-host#//other-host',
    );
    expect(siteHref('/?q=poker')).toBe('/?q=poker');
    expect(siteHref('?q=poker')).toBe('/?q=poker');
    expect(siteHref('/a\t/\t/b#c')).toBe('/a/b/#c');
  });

  it('always gives an address of the same origin whose path has one leading slash, and is stable', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, (path, query, fragment) => {
        for (const input of [path, `${path}?${query}`, `${path}#${fragment}`, `${path}?${query}#${fragment}`]) {
          const href = siteHref(input);
          expect(href).toMatch(/^\/(?!\/)/);
          const url = resolved(href);
          expect(url.origin).toBe(ORIGIN);
          // The path the browser goes to is the one the shell made.
          expect(url.pathname).toBe(href.slice(0, href.search(/[?#]|$/)));
          expect(siteHref(href)).toBe(href);
        }
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('makes the path of a real address of the site from any address the browser parsed', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (address) => {
        const url = new URL(address);
        const href = siteHref(url.pathname + url.search + url.hash);
        expect(resolved(href).origin).toBe(ORIGIN);
        expect(href.startsWith(sitePath(url.pathname))).toBe(true);
        expect(href.endsWith(url.search + url.hash)).toBe(true);
      }),
    );
  });
});
