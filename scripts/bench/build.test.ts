import { describe, expect, it } from 'vitest';

import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { childrenCpuMs, measureOutput } from './build.ts';

describe('childrenCpuMs', () => {
  it("adds the user and system time of bash's children", () => {
    expect(childrenCpuMs('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBe(65_750);
  });

  it('throws on text that is not the output of times', () => {
    expect(() => childrenCpuMs('nothing')).toThrow(/CPU time/);
  });
});

describe('measureOutput', () => {
  it('counts the pages, sums the bytes by kind and names the largest page', () => {
    const dir = writeSiteFolder({
      'index.html': '<p>home</p>',
      'sitemap/index.html': `<p>${'x'.repeat(500)}</p>`,
      'sitemap/index.txt': 'rsc',
      'page-data/index/page-data.json': '{}',
      '_next/static/a.js': 'js',
    });
    const output = measureOutput(dir);
    expect(output.htmlPages).toBe(2);
    expect(output.byKind).toEqual({ html: 11 + 507, rsc: 3, data: 2, static: 2 });
    expect(output.totalBytes).toBe(11 + 507 + 3 + 2 + 2);
    expect(output.largestPage).toEqual({ path: 'sitemap/index.html', bytes: 507 });
  });
});
