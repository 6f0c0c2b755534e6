import { describe, expect, it } from 'vitest';

import { REDIRECT_PATH_TEXT } from './redirect-path.ts';
import { aliasPotOdds } from '../../tests/support/content/aliases.ts';
import { expectOneProblemOf, problemsOf } from '../../tests/support/content/content-problems.ts';
import { articleSource } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// Redirects from earlier addresses (docs/content.md#redirects): the right ones, and the addresses
// refused (their conflicts and chains: redirect-conflicts.test.ts).
const site = fixtureSiteEachTest();

const load = () => site.load();
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

describe('redirects that are right', () => {
  it('an article without aliases and a site without redirects.yaml have none', () => {
    expect(load().redirects).toEqual([]);
  });

  it("an article's aliases lead to it, redirects.yaml to any page; the list is sorted by the old path", () => {
    aliasPotOdds(site, '[/articles/pot-odds/, /guides/pot-odds/]');
    site.write(
      'redirects.yaml',
      '/articles/removed-article/: /bankroll-management/\n/old-authors/asha/: /authors/asha-verma/\n',
    );
    expect(load().redirects).toEqual([
      { from: '/articles/pot-odds/', to: '/articles/pot-odds-guide/' },
      { from: '/articles/removed-article/', to: '/bankroll-management/' },
      { from: '/guides/pot-odds/', to: '/articles/pot-odds-guide/' },
      { from: '/old-authors/asha/', to: '/authors/asha-verma/' },
    ]);
  });

  it('an empty redirects.yaml is no redirects', () => {
    site.write('redirects.yaml', '# nothing yet\n');
    expect(load().redirects).toEqual([]);
  });

  it('a folder address that is not a page (/articles/) may be redirected', () => {
    site.write('redirects.yaml', '/articles/: /\n');
    expect(load().redirects).toEqual([{ from: '/articles/', to: '/' }]);
  });
});

describe('a malformed address is refused, naming file, field, value and the form expected', () => {
  const malformed = [
    'articles/old-slug/',
    '/articles/old-slug',
    '/articles/old-slug/?ref=1',
    '/articles/old-slug/#top',
    '/articles//old-slug/',
    '/articles/./old-slug/',
    '/articles/../old-slug/',
    '/Articles/Old-Slug/',
    '/articles/old slug/',
    '/articles/caf%C3%A9/',
    '/rss.xml/',
    'https://www.example.com/articles/old-slug/',
  ];

  for (const value of malformed) {
    it(`an alias ${JSON.stringify(value)}`, () => {
      aliasPotOdds(site, `[${JSON.stringify(value)}]`);
      const problem = expectOneProblem('articles/pot-odds-guide.md', 'aliases.0', /a site path such as/);
      expect(problem.value).toBe(value);
      expect(problem.expected).toBe(REDIRECT_PATH_TEXT);
    });
  }

  it('an old path of redirects.yaml', () => {
    site.write('redirects.yaml', '/Old-Page/: /terms/\n');
    const problem = expectOneProblem('redirects.yaml', '/Old-Page/', /an old address that is a site path such as/);
    expect(problem.value).toBe('/Old-Page/');
  });

  it('a new path of redirects.yaml', () => {
    site.write('redirects.yaml', '/old-page/: /terms\n');
    const problem = expectOneProblem('redirects.yaml', '/old-page/', /a site path such as/);
    expect(problem.value).toBe('/terms');
  });

  it('an address among the data files', () => {
    site.write('redirects.yaml', '/page-data/old/: /terms/\n');
    expectOneProblem('redirects.yaml', '/page-data/old/', /outside \/page-data\//);
  });

  it('aliases that are not a list', () => {
    aliasPotOdds(site, '/articles/pot-odds/');
    expectOneProblem('articles/pot-odds-guide.md', 'aliases', /a list of earlier addresses/);
  });

  it('a redirects.yaml that is not a mapping', () => {
    site.write('redirects.yaml', '- /old-page/\n- /terms/\n');
    expectOneProblem('redirects.yaml', 'file', /a mapping of old path to new path/);
  });

  it('a redirects.yaml that is not YAML, or names the same old path twice', () => {
    site.write('redirects.yaml', '/a/: /terms/\n/a/: /terms/\n');
    expectOneProblem('redirects.yaml', 'file', /valid YAML/);
  });
});

describe('an old address may not be the address of a page the build writes', () => {
  it("another article's address", () => {
    aliasPotOdds(site, '[/articles/kelly-staking/]');
    const problem = expectOneProblem('articles/pot-odds-guide.md', 'aliases.0', /an article of this build/);
    expect(problem.value).toBe('/articles/kelly-staking/');
  });

  it("the article's own address", () => {
    aliasPotOdds(site, '[/articles/pot-odds-guide/]');
    expectOneProblem('articles/pot-odds-guide.md', 'aliases.0', /not its own address/);
  });

  const pages: [string, RegExp][] = [
    ['/', /the home page/],
    ['/bankroll-management/', /a category page/],
    ['/bankroll-management/bet-sizing/', /a subcategory page/],
    ['/authors/', /the authors page/],
    ['/authors/tom-reed/', /an author's page/],
    ['/info/about-us/', /an information page/],
    ['/privacy-policy/', /an information page/],
    ['/sitemap/', /a sitemap page/],
    ['/sitemap/poker-tutorials/', /a sitemap page/],
    ['/500/', /the server-error page/],
  ];
  for (const [from, kind] of pages) {
    it(`${from} in redirects.yaml`, () => {
      site.write('redirects.yaml', `${JSON.stringify(from)}: /articles/kelly-staking/\n`);
      expectOneProblem('redirects.yaml', from, kind);
    });
  }

  it('an archive page, and only one the listing has', () => {
    // 49 articles of one author in one subcategory: their listings have one archive page, not two.
    for (let n = 10; n < 58; n++) site.write(`articles/extra-${n}.md`, articleSource({ id: n, slug: `extra-${n}` }));
    site.write(
      'redirects.yaml',
      [
        '/authors/asha-verma/archive/1/: /terms/',
        '/poker-tutorials/texas-holdem-basics/archive/1/: /terms/',
        '/authors/asha-verma/archive/2/: /terms/',
        '/poker-tutorials/texas-holdem-basics/archive/2/: /terms/',
      ].join('\n'),
    );
    const found = problemsOf(load);
    expect(
      found.map((problem) => [problem.field, problem.expected.match(/is (an author's|a subcategory) page/)?.[0]]),
    ).toEqual([
      ['/authors/asha-verma/archive/1/', "is an author's page"],
      ['/poker-tutorials/texas-holdem-basics/archive/1/', 'is a subcategory page'],
    ]);
  });
});

describe('the listing pages once counted from the newest', () => {
  // 49 articles of one author in one subcategory: counted from the newest, 24 a page, they had
  // pages 2 and 3 at /…/page/2/ and /…/page/3/.
  const writeMany = () => {
    for (let n = 10; n < 58; n++) site.write(`articles/extra-${n}.md`, articleSource({ id: n, slug: `extra-${n}` }));
  };

  it("each leads to its listing's own address", () => {
    writeMany();
    const redirects = load().redirects ?? [];
    for (const listing of ['/authors/asha-verma/', '/poker-tutorials/texas-holdem-basics/']) {
      for (const number of [2, 3]) expect(redirects).toContainEqual({ from: `${listing}page/${number}/`, to: listing });
      expect(redirects.map(({ from }) => from)).not.toContain(`${listing}page/4/`);
      expect(redirects.map(({ from }) => from)).not.toContain(`${listing}page/1/`);
    }
    expect(redirects.map(({ from }) => from)).toEqual(redirects.map(({ from }) => from).sort());
  });

  it('redirects.yaml may lead one elsewhere, and the build then adds none of its own for it', () => {
    writeMany();
    site.write('redirects.yaml', '/authors/asha-verma/page/2/: /terms/\n');
    const redirects = load().redirects ?? [];
    expect(redirects.filter(({ from }) => from === '/authors/asha-verma/page/2/')).toEqual([
      { from: '/authors/asha-verma/page/2/', to: '/terms/' },
    ]);
  });

  it('a redirect to one is a chain, with the way to lead it directly', () => {
    writeMany();
    site.write('redirects.yaml', '/old/: /authors/asha-verma/page/2/\n');
    expectOneProblem('redirects.yaml', '/old/', /lead \/old\/ to \/authors\/asha-verma\/ directly/);
  });
});
