import { describe, expect, it } from 'vitest';

import { markdownProblems, markdownText } from './check-markdown.ts';

const rules = {
  referenceSites: [
    { name: 'Wikipedia', url: 'https://www.wikipedia.org' },
    { name: 'Reddit', url: 'https://www.reddit.com' },
  ],
  minSections: 2,
};
const SECTIONS = '## One\n\nText.\n\n## Two\n\nMore text.\n';
const body = (extra: string) => `Opening paragraph.\n\n${SECTIONS}\n${extra}\n`;

describe('markdownProblems', () => {
  it('accepts an opening paragraph, ## sections and https links to the reference sites, host as listed', () => {
    const links =
      'See [the entry](https://www.wikipedia.org/wiki/Poker), [a thread](https://WWW.reddit.com/r/poker) and [ref].\n\n[ref]: https://www.reddit.com/r/a';
    expect(markdownProblems(body(links), rules)).toEqual([]);
  });

  // Each refusal alone, so a check that lets one through fails here.
  it.each([
    ['http:, even to a listed host', 'http://www.wikipedia.org/wiki/Poker'],
    ['another subdomain of a listed site', 'https://en.wikipedia.org/wiki/Poker'],
    ['a user-content subdomain of a listed platform', 'https://evil.reddit.com/r/poker'],
    ['the bare domain of a www. host', 'https://reddit.com/r/a'],
    ['a host that only ends like a listed one', 'https://notwikipedia.org/'],
    ['a listed host as a userinfo trick', 'https://www.wikipedia.org@casino.example/'],
    ['a listed host on another scheme', 'ftp://www.wikipedia.org/file'],
  ])('refuses a link on %s', (_case, url) => {
    expect(markdownProblems(body(`See [this](${url}).`), rules)).toEqual([
      `field "body" links to "${url}"; expected links only to the reference sites (www.wikipedia.org, www.reddit.com)`,
    ]);
  });

  it('wants an opening paragraph rather than a heading', () => {
    expect(markdownProblems(SECTIONS, rules)).toEqual([
      'field "body" starts with a heading; expected an opening paragraph (the page shows the title itself)',
    ]);
  });

  it('refuses a level-1 heading and too few sections', () => {
    expect(markdownProblems('Intro.\n\n# Title\n\n## Only one\n\nText.', rules)).toEqual([
      'field "body" has a level-1 "# " heading; expected "## " and "### " headings only',
      'field "body" has 1 "## " section headings; expected at least 2',
    ]);
  });

  it('refuses a script tag and other raw HTML', () => {
    expect(markdownProblems(body('<script>alert(1)</script>'), rules)).toEqual([
      'field "body" contains a <script> tag; expected markdown only',
    ]);
    expect(markdownProblems(body('Some <b>bold</b> text.\n\n<div>block</div>'), rules)).toEqual([
      'field "body" contains raw HTML ("<b>", "</b>", "<div>block</div>"); expected markdown only',
    ]);
  });

  it('refuses images', () => {
    expect(markdownProblems(body('![chart](https://www.wikipedia.org/chart.png)'), rules)).toEqual([
      'field "body" contains images ("https://www.wikipedia.org/chart.png"); expected none',
    ]);
  });

  it('refuses links to any other site, relative links and javascript: links', () => {
    const links =
      '[a](https://casino.example.com/bonus) [b](/articles/x/) [c](javascript:alert(1)) [d](https://notwikipedia.org) www.example.org';
    expect(markdownProblems(body(links), rules)).toEqual([
      'field "body" links to "https://casino.example.com/bonus", "/articles/x/", "javascript:alert(1)" and 2 more; expected links only to the reference sites (www.wikipedia.org, www.reddit.com)',
    ]);
  });
});

describe('markdownText', () => {
  it('keeps the prose and drops markup, link targets and code', () => {
    expect(markdownText('Intro with [a link](https://x.org) and `code`.\n\n## Head\n\n```\nconst x = 1;\n```')).toBe(
      'Intro with  a link  and  . Head',
    );
  });
});
