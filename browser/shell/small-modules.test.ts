// @vitest-environment jsdom
// The shell's small shared pieces: the page-data address of a path, the one loader of the page
// and the session flags' answer when sessionStorage refuses.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pageDataKey, pageDataUrl, sliceDataUrl } from './data-urls.ts';
import { claimOnce } from './session-flags.ts';
import { siteLoader } from './site-loader.ts';

afterEach(() => vi.restoreAllMocks());

describe('data-urls', () => {
  it('names the page data of a path by the path without its outer slashes', () => {
    expect(pageDataKey('/')).toBe('index');
    expect(pageDataKey('')).toBe('index');
    expect(pageDataKey('/authors/x/')).toBe('authors/x');
    expect(pageDataKey('//authors//')).toBe('authors');
    expect(pageDataUrl('/a/b/')).toBe('/page-data/a/b/page-data.json');
  });

  it('names a slice by its name', () => {
    expect(sliceDataUrl('menu')).toBe('/slice-data/menu.json');
  });
});

describe('siteLoader', () => {
  it('is one loader for the whole page', () => {
    const loader = siteLoader();
    expect(loader.loadPage).toBeTypeOf('function');
    expect(siteLoader()).toBe(loader);
  });
});

describe('claimOnce', () => {
  it('claims nothing, and says so, when sessionStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(claimOnce('shell:test', '1')).toBe(false);
  });
});
