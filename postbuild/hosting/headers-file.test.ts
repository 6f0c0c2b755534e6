import { describe, expect, it } from 'vitest';

import { headersForPath, parseHeadersFile } from '../../hosting/headers-file-rules.ts';
import { renderHeadersFile } from '../../hosting/headers-file.ts';
import { inlineSources } from './inline-sources.ts';
import { contentSecurityPolicy } from '../../hosting/security-headers.ts';

const sources = await inlineSources('<script data-site-script>boot()</script>');
const pages = [
  { file: 'index.html', address: '/', sources, contentSecurityPolicy: contentSecurityPolicy(sources) },
  { file: 'authors/index.html', address: '/authors/', sources, contentSecurityPolicy: contentSecurityPolicy(sources) },
];
const rules = parseHeadersFile(renderHeadersFile(pages));

describe('renderHeadersFile', () => {
  it('gives every path the security headers', () => {
    for (const path of ['/', '/authors/', '/_next/static/chunks/a.js', '/app-data.json']) {
      const headers = headersForPath(rules, path);
      expect(headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('gives every path the full default policy, as nginx does for whatever is not a page', () => {
    const text = renderHeadersFile(pages);
    const all = text.slice(text.indexOf('/*\n'), text.indexOf('\n/', text.indexOf('/*\n') + 1));
    expect(all).toContain(`Content-Security-Policy: ${contentSecurityPolicy()}`);
    for (const path of ['/app-data.json', '/logo.svg', '/_next/static/chunks/a.js', '/authors'])
      expect(headersForPath(rules, path).get('content-security-policy'), path).toBe(contentSecurityPolicy());
  });

  it("gives a page its own policy alone, so its scripts' hashes are allowed", () => {
    // Both policies would be enforced if the default were joined to it: the hash would not help.
    expect(headersForPath(rules, '/authors/').get('content-security-policy')).toBe(contentSecurityPolicy(sources));
    expect(contentSecurityPolicy(sources)).toContain(sources.scriptHashes[0]);
    expect(renderHeadersFile(pages)).toContain('/authors/\n  ! Content-Security-Policy\n  Content-Security-Policy: ');
  });

  it('sets Cache-Control once per path: immutable for hashed files, no-cache for pages', () => {
    expect(headersForPath(rules, '/_next/static/chunks/a.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/page-data/sq/d/abc.json').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/').get('cache-control')).toBe('no-cache');
  });

  it('makes browsers ask before reusing the service worker, so a new build reaches every reader', () => {
    expect(headersForPath(rules, '/sw.js').get('cache-control')).toBe('no-cache');
  });
});

describe('parseHeadersFile', () => {
  it('reads paths, splats, indented headers and comments', () => {
    const parsed = parseHeadersFile('# note\n/a/*\n  X-One: 1\n/b\n  X-Two: 2: two\n');
    expect(headersForPath(parsed, '/a/b/c').get('x-one')).toBe('1');
    expect(headersForPath(parsed, '/b').get('x-two')).toBe('2: two');
    expect(headersForPath(parsed, '/b/c').size).toBe(0);
  });

  it('joins the values of a header set by two matching rules, as the CDNs do', () => {
    expect(headersForPath(parseHeadersFile('/*\n  X-A: 1\n/p\n  X-A: 2\n'), '/p').get('x-a')).toBe('1, 2');
  });

  it('drops a header an earlier rule set where a rule detaches it, as Cloudflare Pages does', () => {
    const parsed = parseHeadersFile('/*\n  X-A: 1\n  X-B: 1\n/p\n  ! X-A\n  X-A: 2\n/q\n  !X-B\n');
    expect(Object.fromEntries(headersForPath(parsed, '/p'))).toEqual({ 'x-a': '2', 'x-b': '1' });
    expect(Object.fromEntries(headersForPath(parsed, '/q'))).toEqual({ 'x-a': '1' });
    expect(Object.fromEntries(headersForPath(parsed, '/r'))).toEqual({ 'x-a': '1', 'x-b': '1' });
  });

  it('names the line of a header that has no path above it', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('_headers line 1');
    expect(() => parseHeadersFile('/p\n  ! X-A: 1\n')).toThrow('_headers line 2: "! X-A: 1" is not a header');
  });
});
