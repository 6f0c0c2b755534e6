import { describe, expect, it } from 'vitest';

import { formatProblem } from './problems.ts';
import { problemsOf, expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { articleSource } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// The loader's checks across a site's files (lib/content/cross-checks.ts).
const site = fixtureSiteEachTest();

const load = () => site.load();
const problems = () => problemsOf(load);
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

describe('checks across the site', () => {
  it('an author without a single article (drafts count) is a problem naming the author', () => {
    site.write(
      'authors.yaml',
      `${site.read('authors.yaml')}- name: Nadia Idle
  slug: nadia-idle
  role: Poker Writer
  description: Writes nothing yet.
  meta_description: Nadia Idle writes nothing yet.
`,
    );
    expectOneProblem('authors.yaml', '2.name', /at least one article/);
    site.write(
      'articles/first-draft.md',
      articleSource({ id: 9, slug: 'first-draft', author: 'Nadia Idle' }).replace('---\nid:', '---\ndraft: true\nid:'),
    );
    expect(() => load()).not.toThrow();
  });

  it('a British spelling on an en_US site is a problem naming the file, field and line', () => {
    site.write(
      'articles/kelly-staking.md',
      site.read('articles/kelly-staking.md').replace(/\n$/, '\nMy favourite staking plan.\n'),
    );
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      file: expect.stringMatching(/articles\/kelly-staking\.md$/),
      field: expect.stringMatching(/^body \(line \d+\)$/),
    });
    expect(found[0]!.expected).toMatch(/favorite/);
  });

  it('an About Us without the section every byline links to is one line naming the heading it needs', () => {
    site.write('pages/about-us.md', '---\ntitle: About\ndescription: About us.\n---\n\n## How we work\n\nText.\n');
    const found = problems();
    expect(found).toHaveLength(1);
    expect(formatProblem(found[0]!)).toMatch(
      /pages\/about-us\.md: field "body" is "sections #how-we-work"; expected a "## How our articles are made" section, .*\(#how-our-articles-are-made\)$/,
    );
    // The heading in other words, or at another level, is not the section either.
    site.write(
      'pages/about-us.md',
      '---\ntitle: About\ndescription: About us.\n---\n\n### How our articles are made\n',
    );
    expect(formatProblem(problems()[0]!)).toMatch(
      /is "without a ## section"; expected a "## How our articles are made"/,
    );
    site.write('pages/about-us.md', '---\ntitle: About\ndescription: About us.\n---\n\n## How our articles are made\n');
    expect(() => load()).not.toThrow();
  });
});

describe('an idle author is reported only on content that otherwise loads', () => {
  it('a refused article does not also make its author look idle', () => {
    site.write('articles/kelly-staking.md', site.read('articles/kelly-staking.md').replace(/^title: .*\n/m, ''));
    const found = problems();
    expect(found.map((problem) => problem.field)).toEqual(['title']);
  });
});
