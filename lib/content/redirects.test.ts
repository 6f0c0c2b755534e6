import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadSiteContent } from './load.ts';
import type { PublicationFilter } from './publication.ts';
import { formatProblem } from './problems.ts';
import { REDIRECT_PATH_TEXT } from './redirect-path.ts';
import { expectOneProblemOf, problemsOf } from '../../tests/support/content/content-problems.ts';
import {
  articleSource,
  createFixtureSite,
  FIXTURE_SITE_ID,
  type ArticleFields,
  type FixtureSite,
} from '../../tests/support/content/fixture-site.ts';

let site: FixtureSite;
beforeEach(() => {
  site = createFixtureSite();
});
afterEach(() => site.cleanup());

const load = () => loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID });
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

/** An article with `aliases` in its frontmatter, written as YAML flow text (`[/a/, /b/]`). */
function articleWithAliases(fields: ArticleFields, aliases: string): string {
  return articleSource(fields).replace(/^slug: .*$/m, (line) => `${line}\naliases: ${aliases}`);
}

/**
 * Adds an article, /articles/pot-odds-guide/, with these aliases: a third article, so that one
 * refused leaves each author an article (every author must write one).
 */
function aliasPotOdds(aliases: string) {
  site.write('articles/pot-odds-guide.md', articleWithAliases({ id: 9, slug: 'pot-odds-guide' }, aliases));
}

describe('redirects that are right', () => {
  it('an article without aliases and a site without redirects.yaml have none', () => {
    expect(load().redirects).toEqual([]);
  });

  it("an article's aliases lead to it, redirects.yaml to any page; the list is sorted by the old path", () => {
    aliasPotOdds('[/articles/pot-odds/, /guides/pot-odds/]');
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
      aliasPotOdds(`[${JSON.stringify(value)}]`);
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
    aliasPotOdds('/articles/pot-odds/');
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
    aliasPotOdds('[/articles/kelly-staking/]');
    const problem = expectOneProblem('articles/pot-odds-guide.md', 'aliases.0', /an article of this build/);
    expect(problem.value).toBe('/articles/kelly-staking/');
  });

  it("the article's own address", () => {
    aliasPotOdds('[/articles/pot-odds-guide/]');
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

describe('one old address, one redirect', () => {
  it('two articles with the same alias', () => {
    aliasPotOdds('[/articles/old/]');
    site.write(
      'articles/kelly-staking.md',
      articleWithAliases(
        {
          id: 2,
          slug: 'kelly-staking',
          author: 'Tom Reed',
          published: '2025-03-04',
          category: 'bankroll-management',
          subcategory: 'bet-sizing',
        },
        '[/articles/old/]',
      ),
    );
    // Aliases are taken in the articles' order, newest first: kelly-staking's first.
    const problem = expectOneProblem('articles/pot-odds-guide.md', 'aliases.0', /no other redirect has/);
    expect(problem.expected).toMatch(/kelly-staking\.md has it as aliases\.0/);
  });

  it('the same alias twice in one article: one problem, and no redirect written twice', () => {
    aliasPotOdds('[/articles/old/, /articles/old/]');
    const problem = expectOneProblem('articles/pot-odds-guide.md', 'aliases.1', /no other redirect has/);
    expect(problem.value).toBe('/articles/old/');
    expect(problem.expected).toMatch(/pot-odds-guide\.md has it as aliases\.0/);
  });

  it('an alias also listed in redirects.yaml', () => {
    aliasPotOdds('[/articles/old/]');
    site.write('redirects.yaml', '/articles/old/: /terms/\n');
    const problem = expectOneProblem('redirects.yaml', '/articles/old/', /no other redirect has/);
    expect(problem.expected).toMatch(/pot-odds-guide\.md has it as aliases\.0/);
  });
});

describe('a redirect leads to a page in one step', () => {
  it('a chain: the new path is itself redirected', () => {
    site.write('redirects.yaml', '/a/: /b/\n/b/: /terms/\n');
    const problem = expectOneProblem(
      'redirects.yaml',
      '/a/',
      /itself redirected \(\/a\/ → \/b\/ → \/terms\/: lead \/a\/ to \/terms\/ directly\)/,
    );
    expect(problem.value).toBe('/b/');
  });

  it("a chain through an article's alias", () => {
    aliasPotOdds('[/articles/pot-odds/]');
    site.write('redirects.yaml', '/guides/pot-odds/: /articles/pot-odds/\n');
    expectOneProblem(
      'redirects.yaml',
      '/guides/pot-odds/',
      /lead \/guides\/pot-odds\/ to \/articles\/pot-odds-guide\/ directly/,
    );
  });

  it('a loop of two, each named', () => {
    site.write('redirects.yaml', '/a/: /b/\n/b/: /a/\n');
    const found = problemsOf(load);
    expect(found.map((problem) => [problem.field, problem.expected])).toEqual([
      ['/a/', 'a page of the site, not a redirect loop (/a/ → /b/ → /a/)'],
      ['/b/', 'a page of the site, not a redirect loop (/b/ → /a/ → /b/)'],
    ]);
  });

  it('a redirect to itself', () => {
    site.write('redirects.yaml', '/a/: /a/\n');
    expectOneProblem('redirects.yaml', '/a/', /a redirect loop \(\/a\/ → \/a\/\)/);
  });

  it('a new path no page has', () => {
    site.write('redirects.yaml', '/articles/old/: /articles/no-such-article/\n');
    const problem = expectOneProblem('redirects.yaml', '/articles/old/', /the address of a page the site builds/);
    expect(problem.value).toBe('/articles/no-such-article/');
    expect(formatProblem(problem)).toMatch(/\/content\/fixture\/redirects\.yaml: /);
    expect(formatProblem(problem).split('/content/fixture/')[1]).toBe(
      'redirects.yaml: field "/articles/old/" is "/articles/no-such-article/"; expected the address ' +
        'of a page the site builds, e.g. /articles/{slug}/ of a published article (no page has /articles/no-such-article/)',
    );
  });

  it('a new path that is an archive page the listing does not have', () => {
    site.write('redirects.yaml', '/old/: /authors/asha-verma/archive/1/\n');
    expectOneProblem('redirects.yaml', '/old/', /no page has \/authors\/asha-verma\/archive\/1\//);
  });
});

describe('every problem line names the file, the field, the value and what was expected', () => {
  it('a clash, as check:content prints it', () => {
    aliasPotOdds('[/articles/kelly-staking/]');
    const [problem] = problemsOf(load);
    expect(formatProblem(problem!)).toMatch(
      /^.*content\/fixture\/articles\/pot-odds-guide\.md: field "aliases\.0" is "\/articles\/kelly-staking\/"; expected an address the site no longer has \(\/articles\/kelly-staking\/ is an article of this build; .*\)$/,
    );
  });
});

describe('drafts and scheduled articles have no page yet', () => {
  const NOW = new Date('2026-11-25T12:00:00Z');
  const loadAs = (publication: PublicationFilter) =>
    loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID, publication });
  const production: PublicationFilter = { now: NOW, showUnpublished: false };
  const draftWithAlias = (fields: ArticleFields) =>
    articleWithAliases(fields, '[/articles/secret-old/]').replace('---\n', '---\ndraft: true\n');

  it("so a draft's aliases are not redirected until it is published (a preview shows them)", () => {
    site.write('articles/secret.md', draftWithAlias({ id: 3, slug: 'secret-plan' }));
    expect(loadAs(production).redirects).toEqual([]);
    expect(loadAs({ now: NOW, showUnpublished: true }).redirects).toEqual([
      { from: '/articles/secret-old/', to: '/articles/secret-plan/' },
    ]);
  });

  it('and no redirect may lead to a draft or to an article scheduled for later', () => {
    site.write('articles/secret.md', draftWithAlias({ id: 3, slug: 'secret-plan' }));
    site.write('articles/later.md', articleSource({ id: 4, slug: 'later', published: '2027-01-01' }));
    site.write('redirects.yaml', '/old-a/: /articles/secret-plan/\n/old-b/: /articles/later/\n');
    const found = problemsOf(() => loadAs(production));
    expect(found.map((problem) => [problem.field, problem.value])).toEqual([
      ['/old-a/', '/articles/secret-plan/'],
      ['/old-b/', '/articles/later/'],
    ]);
    expect(found[0]!.expected).toMatch(/the address of a page the site builds/);
  });
});
