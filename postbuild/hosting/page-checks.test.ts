import { describe, expect, it } from 'vitest';

import type { InlineSources } from './inline-sources.ts';
import { pageProblems } from './page-checks.ts';
import type { PagePolicy } from './page-policies.ts';

const ALLOWLIST = ['https://mc.yandex.ru/metrika/tag.js?id=1'];

function page(file: string, sources: Partial<InlineSources> = {}): PagePolicy {
  return {
    file,
    address: `/${file.replace(/index\.html$/, '')}`,
    contentSecurityPolicy: '',
    sources: {
      scriptHashes: [],
      unmarkedScripts: [],
      styleHashes: [],
      hasStyleAttributes: false,
      blockedInlineCode: [],
      offMainThreadScripts: [],
      ...sources,
    },
  };
}

describe('pageProblems', () => {
  it('passes pages holding only what the site meant to ship', () => {
    const pages = [
      page('index.html', {
        scriptHashes: ["'sha256-A='"],
        offMainThreadScripts: ['https://mc.yandex.ru/metrika/tag.js?id=1'],
      }),
      page('authors/index.html'),
    ];
    expect(pageProblems(pages, ALLOWLIST)).toEqual([]);
  });

  it('refuses an inline script the site did not mark, naming the page and the script', () => {
    const pages = [page('index.html'), page('terms/index.html', { unmarkedScripts: ['<script>evil()'] })];
    expect(pageProblems(pages, ALLOWLIST)).toEqual([
      '1 page(s) hold inline scripts the site did not write (terms/index.html; terms/index.html: <script>evil()); ' +
        'expected only scripts marked data-site-script at render',
    ]);
  });

  it("refuses a Partytown script from an origin the site's scripts do not list", () => {
    const pages = [page('index.html', { offMainThreadScripts: ['https://tracker.example/t.js', 'not a url'] })];
    expect(pageProblems(pages, ALLOWLIST)).toEqual([
      "2 Partytown script(s) from an origin the site's third_party_scripts do not list " +
        '(index.html: https://tracker.example/t.js, index.html: not a url); expected one of: https://mc.yandex.ru',
    ]);
    expect(pageProblems(pages, [])[0]).toMatch(/expected one of: none$/);
  });

  it('refuses style attributes, naming five pages and how many more', () => {
    const pages = Array.from({ length: 7 }, (_, i) => page(`p${i}/index.html`, { hasStyleAttributes: true }));
    expect(pageProblems(pages, ALLOWLIST)).toEqual([
      '7 page(s) have style="" attributes (p0/index.html, p1/index.html, p2/index.html, p3/index.html, p4/index.html ' +
        "and 2 more), which only style-src 'unsafe-inline' allows; expected classes from the stylesheet",
    ]);
  });
});
