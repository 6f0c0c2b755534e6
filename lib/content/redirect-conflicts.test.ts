import { describe, expect, it } from 'vitest';

import { loadSiteContent } from './load.ts';
import type { PublicationFilter } from './publication.ts';
import { formatProblem } from './problems.ts';
import { aliasPotOdds, articleWithAliases } from '../../tests/support/content/aliases.ts';
import { expectOneProblemOf, problemsOf } from '../../tests/support/content/content-problems.ts';
import { articleSource, FIXTURE_SITE_ID, type ArticleFields } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// Redirects (docs/content.md#redirects): one redirect per old address, in one step, to a page
// the build publishes, and the problem lines that say otherwise.
const site = fixtureSiteEachTest();

const load = () => site.load();
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

describe('one old address, one redirect', () => {
  it('two articles with the same alias', () => {
    aliasPotOdds(site, '[/articles/old/]');
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
    aliasPotOdds(site, '[/articles/old/, /articles/old/]');
    const problem = expectOneProblem('articles/pot-odds-guide.md', 'aliases.1', /no other redirect has/);
    expect(problem.value).toBe('/articles/old/');
    expect(problem.expected).toMatch(/pot-odds-guide\.md has it as aliases\.0/);
  });

  it('an alias also listed in redirects.yaml', () => {
    aliasPotOdds(site, '[/articles/old/]');
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
    aliasPotOdds(site, '[/articles/pot-odds/]');
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
    aliasPotOdds(site, '[/articles/kelly-staking/]');
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
