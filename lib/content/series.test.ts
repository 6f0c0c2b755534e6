import { beforeEach, describe, expect, it } from 'vitest';

import { builtPages } from './built-pages.ts';
import { formatProblem } from './problems.ts';
import type { PublicationFilter } from './publication.ts';
import { seriesPlace } from './series.ts';
import { expectOneProblemOf, problemsOf } from '../../tests/support/content/content-problems.ts';
import { articleSource } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';
import { articleLd } from '../seo/json-ld.ts';

// Series and their checks (docs/content.md#series; lib/content/series.ts, series-checks.ts).
const site = fixtureSiteEachTest((fresh) =>
  fresh.write(
    'series.yaml',
    [
      '- slug: pricing-a-bet',
      '  title: Pricing a Bet',
      '  description: From the odds on the screen to the size of the stake, in order.',
      '',
    ].join('\n'),
  ),
);

const NOW = new Date('2026-11-25T12:00:00Z');
const production: PublicationFilter = { now: NOW, showUnpublished: false };
const load = () => site.load(production);
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

/** Writes articles/{slug}.md as part `part` of `series`, published on `published`. */
function part(slug: string, id: number, partNumber: number, published: string, extra: string[] = []) {
  site.write(
    `articles/${slug}.md`,
    articleSource({
      id,
      slug,
      title: `Part ${partNumber}`,
      published,
      extra: ['series:', '  slug: pricing-a-bet', `  part: ${partNumber}`, ...extra],
    }),
  );
}

describe('a valid series', () => {
  beforeEach(() => {
    part('odds', 11, 1, '2025-01-01');
    part('margin', 12, 2, '2025-02-01');
    part('stake', 13, 3, '2025-02-01');
  });

  it('lists its parts in part order, whatever their dates or file names', () => {
    const [series, ...others] = load().series ?? [];
    expect(others).toEqual([]);
    expect(series).toMatchObject({ slug: 'pricing-a-bet', title: 'Pricing a Bet', url: '/series/pricing-a-bet/' });
    expect(series!.parts).toEqual(['odds', 'margin', 'stake']);
  });

  it('gives each part its place, with the parts before and after', () => {
    const content = load();
    expect(seriesPlace(content.series!, { slug: 'margin', series: { slug: 'pricing-a-bet', part: 2 } })).toMatchObject({
      position: 2,
      total: 3,
      previous: 'odds',
      next: 'stake',
    });
    const first = seriesPlace(content.series!, { slug: 'odds', series: { slug: 'pricing-a-bet', part: 1 } });
    expect(first).toMatchObject({ position: 1, previous: undefined, next: 'margin' });
    expect(seriesPlace(content.series!, { slug: 'kelly-staking' })).toBeUndefined();
  });

  it('may carry sponsored links, on its page and on the list of series, but not on a series it lacks', () => {
    const withLinksOn = (...pagePaths: string[]) =>
      site.write(
        'site.yaml',
        `${site.read('site.yaml').replace(/\nads:[\s\S]*$/, '')}\nads:\n  policy: { allowed_categories: [books] }\n  sponsored_links:\n` +
          pagePaths
            .map(
              (pagePath) =>
                `    ${pagePath}:\n      - { text: Partner, href: "https://partner.example/", advertiser: Partner Inc., category: books }\n`,
            )
            .join(''),
      );
    withLinksOn('/series/', '/series/pricing-a-bet/');
    expect(Object.keys(load().site.ads.sponsoredLinks)).toEqual(['/series/', '/series/pricing-a-bet/']);
    withLinksOn('/series/pricing-a-bett/');
    expectOneProblem('site.yaml', 'ads.sponsored_links./series/pricing-a-bett/', /the path of a page the site builds/);
  });

  it('has a page of kind series, in the pages the build writes, beside the list of series', () => {
    const pages = builtPages(load());
    expect(pages).toContainEqual({ path: '/series/pricing-a-bet/', kind: 'series' });
    expect(pages).toContainEqual({ path: '/series/', kind: 'series' });
  });

  it("makes each part's JSON-LD a part of the series", () => {
    const content = load();
    const article = content.articles.find((a) => a.slug === 'margin')!;
    const ld = articleLd(content.site, article, undefined, content.series![0]);
    expect(ld.isPartOf).toEqual({
      '@type': 'CreativeWorkSeries',
      '@id': 'https://www.example.com/series/pricing-a-bet/#series',
      name: 'Pricing a Bet',
      url: 'https://www.example.com/series/pricing-a-bet/',
    });
    expect(articleLd(content.site, article, undefined)).not.toHaveProperty('isPartOf');
  });
});

describe('check:content refuses', () => {
  it('an article naming a series that series.yaml lacks', () => {
    part('odds', 11, 1, '2025-01-01');
    site.write(
      'articles/odds.md',
      site.read('articles/odds.md').replace('slug: pricing-a-bet', 'slug: pricing-a-bett'),
    );
    const problem = expectOneProblem(
      'articles/odds.md',
      'series.slug',
      /series in .*series\.yaml \(one of: pricing-a-bet\)/,
    );
    expect(problem.value).toBe('pricing-a-bett');
    expect(formatProblem(problem)).toMatch(
      /^.*articles\/odds\.md: field "series\.slug" is "pricing-a-bett"; expected /,
    );
  });

  it('an article naming a series on a site without series.yaml', () => {
    site.remove('series.yaml');
    part('odds', 11, 1, '2025-01-01');
    expectOneProblem('articles/odds.md', 'series.slug', /which this site does not have/);
  });

  it('two articles with one part number, naming the later file', () => {
    part('odds', 11, 1, '2025-01-01');
    part('stake', 13, 1, '2025-02-01');
    const problem = expectOneProblem(
      'articles/stake.md',
      'series.part',
      /no other article of series "pricing-a-bet".*odds\.md has it too/,
    );
    expect(problem.value).toBe(1);
  });

  it('a gap in the part numbers', () => {
    part('odds', 11, 1, '2025-01-01');
    part('stake', 13, 3, '2025-02-01');
    const problem = expectOneProblem(
      'articles/stake.md',
      'series.part',
      /part 2 of series "pricing-a-bet".*1 to 2 without a gap/,
    );
    expect(problem.value).toBe(3);
  });

  it('a series that does not start at part 1', () => {
    part('margin', 12, 2, '2025-01-01');
    expectOneProblem('articles/margin.md', 'series.part', /part 1 of series "pricing-a-bet"/);
  });

  it('a part published before the part it follows', () => {
    part('odds', 11, 1, '2025-03-01');
    part('margin', 12, 2, '2025-02-01');
    const problem = expectOneProblem(
      'articles/margin.md',
      'published',
      /not before part 1 of series "pricing-a-bet" \(2025-03-01/,
    );
    expect(problem.value).toBe('2025-02-01');
  });

  it('a part scheduled before an earlier scheduled part', () => {
    part('odds', 11, 1, '2025-01-01');
    part('margin', 12, 2, '2027-03-01');
    part('stake', 13, 3, '2027-02-01');
    expectOneProblem('articles/stake.md', 'published', /not before part 2/);
  });

  it('a part number that is not a whole number from 1', () => {
    part('odds', 11, 0, '2025-01-01');
    expectOneProblem('articles/odds.md', 'series.part', /whole number from 1/);
  });

  it.each([
    ['not a list', 'slug: pricing-a-bet\n', '', /a list of series/],
    ['a series without a title', '- slug: pricing-a-bet\n  description: Some words.\n', '0.title', /non-empty title/],
    ['a slug that is not kebab', '- slug: Pricing\n  title: T\n  description: D.\n', '0.slug', /lowercase-kebab/],
    ['an unknown field', '- slug: a\n  title: T\n  description: D.\n  colour: red\n', '0.colour', /expected/],
    [
      'two series with one slug',
      '- slug: a\n  title: T\n  description: D.\n- slug: a\n  title: U\n  description: E.\n',
      '1.slug',
      /no other series has/,
    ],
  ])('a malformed series.yaml: %s', (_, yaml, field, expected) => {
    site.write('series.yaml', yaml);
    const problems = problemsOf(load);
    expect(problems, JSON.stringify(problems)).toHaveLength(1);
    expect(problems[0]!.file.endsWith('series.yaml')).toBe(true);
    if (field) expect(problems[0]!.field).toBe(field);
    expect(formatProblem(problems[0]!)).toMatch(expected);
  });
});

describe('drafts and scheduled parts', () => {
  const asDraft = (file: string) => site.write(file, site.read(file).replace('---\n', '---\ndraft: true\n'));

  it('a draft is not counted: it may take any part number, and the series shows without it', () => {
    part('odds', 11, 1, '2025-01-01');
    part('margin', 12, 2, '2025-02-01');
    part('stake', 13, 2, '2025-03-01');
    asDraft('articles/stake.md');
    expect(load().series![0]!.parts).toEqual(['odds', 'margin']);
  });

  it('a draft must still name a series that exists', () => {
    part('odds', 11, 1, '2025-01-01');
    site.write('articles/odds.md', site.read('articles/odds.md').replace('slug: pricing-a-bet', 'slug: nope'));
    asDraft('articles/odds.md');
    expectOneProblem('articles/odds.md', 'series.slug', /one of: pricing-a-bet/);
  });

  it('a scheduled part counts for the numbering, and the build shows the parts published so far', () => {
    part('odds', 11, 1, '2025-01-01');
    part('margin', 12, 2, '2027-01-01');
    expect(load().series![0]!.parts).toEqual(['odds']);
    part('stake', 13, 4, '2027-02-01');
    expectOneProblem('articles/stake.md', 'series.part', /part 3 of series/);
  });

  it('a series with no published part has no page', () => {
    part('odds', 11, 1, '2027-01-01');
    const content = load();
    expect(content.series).toEqual([]);
    expect(builtPages(content).map((page) => page.path)).not.toContain('/series/pricing-a-bet/');
  });
});
