import { describe, expect, it } from 'vitest';

import { formatProblem } from './problems.ts';
import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { articleSource } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// Review metadata as the loader checks it (docs/content.md#review-and-changes). The fixture's
// article is published 2025-01-02 by Asha Verma; Tom Reed is the site's other author.
const site = fixtureSiteEachTest();

const NOW = new Date('2026-11-25T12:00:00Z');
const FILE = 'articles/pot-odds-explained.md';
const load = () => site.load({ now: NOW, showUnpublished: false });
const writeWith = (extra: string[], updated?: string) =>
  site.write(FILE, articleSource({ id: 1, slug: 'pot-odds-explained', updated, extra }));
const article = () => load().articles.find((a) => a.slug === 'pot-odds-explained')!;

const REVIEWED = ['reviewed:', '  by: Tom Reed', '  date: 2025-02-01'];
const UPDATES = [
  'updates:',
  '  - date: 2025-03-01',
  '    note: The worked example now rounds to one decimal.',
  '  - date: 2026-11-25',
  '    note: A link to the Kelly article.',
];

describe('review metadata that is right', () => {
  it('reaches the article: the reviewer with their slug, the date, and the changes in order', () => {
    writeWith([...REVIEWED, ...UPDATES]);
    const loaded = article();
    expect(loaded.reviewed).toEqual({ by: 'Tom Reed', bySlug: 'tom-reed', date: '2025-02-01' });
    expect(loaded.updates?.map((update) => update.date)).toEqual(['2025-03-01', '2026-11-25']);
  });

  it('is optional: an article without it has neither field', () => {
    const loaded = article();
    expect(loaded.reviewed).toBeUndefined();
    expect(loaded.updates).toBeUndefined();
  });

  it('takes an updated date with a change listed on that day, a typo fix too', () => {
    writeWith(UPDATES, '2026-11-25');
    expect(article().updated).toBe('2026-11-25');
    writeWith(['updates:', '  - date: 2026-11-25T09:30:00Z', '    note: Typo fixed.'], '2026-11-25T10:00:00Z');
    expect(article().updated).toBe('2026-11-25T10:00:00Z');
  });

  it("takes a date of today in the site's time zone, and a date-time before now", () => {
    writeWith(['reviewed:', '  by: Tom Reed', '  date: 2026-11-25T11:59:00Z', ...UPDATES]);
    expect(article().reviewed?.date).toBe('2026-11-25T11:59:00Z');
  });
});

describe('review metadata that is refused, one line each', () => {
  it('a reviewer who is not an author of the site', () => {
    writeWith(['reviewed:', '  by: The Editors', '  date: 2025-02-01']);
    const problem = expectOneProblemOf(load, FILE, 'reviewed.by', /an author in authors\.yaml/);
    expect(problem.value).toBe('The Editors');
    expect(formatProblem(problem)).toMatch(
      /articles\/pot-odds-explained\.md: field "reviewed\.by" is "The Editors"; expected the name of an author/,
    );
  });

  it('a review dated after now', () => {
    writeWith(['reviewed:', '  by: Tom Reed', '  date: 2026-11-26']);
    const problem = expectOneProblemOf(load, FILE, 'reviewed.date', /not after 2026-11-25T12:00:00\.000Z/);
    expect(problem.value).toBe('2026-11-26');
  });

  it('a review date-time a minute after now', () => {
    writeWith(['reviewed:', '  by: Tom Reed', '  date: 2026-11-25T12:01:00Z']);
    expectOneProblemOf(load, FILE, 'reviewed.date', /not after/);
  });

  it('a change dated after now', () => {
    writeWith(['updates:', '  - date: 2027-01-01', '    note: Not yet made.']);
    const problem = expectOneProblemOf(load, FILE, 'updates.0.date', /not after 2026-11-25T12:00:00\.000Z/);
    expect(problem.value).toBe('2027-01-01');
  });

  it('a change dated before publication', () => {
    writeWith(['updates:', '  - date: 2025-01-01', '    note: Before the article existed.']);
    const problem = expectOneProblemOf(load, FILE, 'updates.0.date', /on or after the published date \(2025-01-02\)/);
    expect(problem.value).toBe('2025-01-01');
  });

  it('an updated date with no change listed on that day', () => {
    writeWith([], '2026-11-25');
    const problem = expectOneProblemOf(load, FILE, 'updated', /an entry of "updates" dated 2026-11-25 saying what/);
    expect(problem.value).toBe('2026-11-25');
    writeWith(UPDATES.slice(0, 3), '2026-11-25');
    expect(formatProblem(expectOneProblemOf(load, FILE, 'updated', /dated 2026-11-25/))).toMatch(
      /pot-odds-explained\.md: field "updated" is "2026-11-25"; expected an entry of "updates" dated 2026-11-25/,
    );
  });

  it('a change without a note', () => {
    writeWith(['updates:', '  - date: 2025-03-01']);
    expectOneProblemOf(load, FILE, 'updates.0.note', /a short note saying what changed/);
  });

  it('a review without a date, or with a date that is no date', () => {
    writeWith(['reviewed:', '  by: Tom Reed']);
    expectOneProblemOf(load, FILE, 'reviewed.date', /YYYY-MM-DD/);
    writeWith(['reviewed:', '  by: Tom Reed', '  date: 2025-02-30']);
    expectOneProblemOf(load, FILE, 'reviewed.date', /a real date/);
  });

  it('a field the review does not have', () => {
    writeWith(['reviewed:', '  by: Tom Reed', '  date: 2025-02-01', '  outcome: fine']);
    expectOneProblemOf(load, FILE, 'reviewed.outcome', /no such field/);
  });
});
