import { beforeEach, describe, expect, it } from 'vitest';

import type { PublicationFilter } from './publication.ts';
import { sitePagePaths } from './site-paths.ts';
import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { articleSource } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// Drafts and scheduled articles as the one loader sees them (docs/content.md#drafts-and-scheduled-articles).
const site = fixtureSiteEachTest();

const NOW = new Date('2026-11-25T12:00:00Z');
const production = (now = NOW): PublicationFilter => ({ now, showUnpublished: false });
const preview = (now = NOW): PublicationFilter => ({ now, showUnpublished: true });
const load = (publication: PublicationFilter) => site.load(publication);
const slugs = (publication: PublicationFilter) => load(publication).articles.map((a) => a.slug);

const withDraft = (source: string) => source.replace('---\n', '---\ndraft: true\n');
const setTimeZone = (zone: string) => site.write('site.yaml', `${site.read('site.yaml')}timezone: ${zone}\n`);

describe('a draft', () => {
  beforeEach(() =>
    site.write('articles/secret.md', withDraft(articleSource({ id: 3, slug: 'secret-plan', published: '2026-01-01' }))),
  );

  it('is left out of what a production build loads, however old its date', () => {
    const content = load(production());
    expect(content.articles.map((a) => a.slug)).toEqual(['kelly-staking', 'pot-odds-explained']);
    expect(content.withheld).toEqual({ drafts: 1, scheduled: 0 });
    expect(sitePagePaths(content)).not.toContain('/articles/secret-plan/');
  });

  it('is kept, marked, in a preview', () => {
    const content = load(preview());
    expect(content.articles.find((a) => a.slug === 'secret-plan')).toMatchObject({ status: 'draft' });
    expect(content.withheld).toEqual({ drafts: 0, scheduled: 0 });
  });

  it('is published once the line says false or is removed', () => {
    site.write('articles/secret.md', site.read('articles/secret.md').replace('draft: true', 'draft: false'));
    expect(slugs(production())).toContain('secret-plan');
    site.write('articles/secret.md', site.read('articles/secret.md').replace('draft: false\n', ''));
    expect(load(production()).articles.find((a) => a.slug === 'secret-plan')).toMatchObject({ status: 'published' });
  });

  it('is still validated, and its id and slug are taken', () => {
    site.write('articles/secret.md', withDraft(articleSource({ id: 3, slug: 'Secret' })));
    expectOneProblemOf(() => load(production()), 'articles/secret.md', 'slug', /lowercase-kebab/);
    site.write('articles/secret.md', withDraft(articleSource({ id: 3, slug: 'pot-odds-explained' })));
    expectOneProblemOf(() => load(production()), 'articles/secret.md', 'slug', /no other article has/);
    site.write('articles/zz-draft.md', withDraft(articleSource({ id: 1, slug: 'another-plan' })));
    site.remove('articles/secret.md');
    expectOneProblemOf(() => load(production()), 'articles/zz-draft.md', 'id', /no other article has/);
  });

  it('refuses a draft field that is not true or false', () => {
    site.write(
      'articles/secret.md',
      articleSource({ id: 3, slug: 'secret-plan' }).replace('---\n', '---\ndraft: yes\n'),
    );
    expectOneProblemOf(() => load(production()), 'articles/secret.md', 'draft', /true or false/);
  });
});

describe('a scheduled article', () => {
  it('goes live at midnight UTC of its date when the site names no time zone', () => {
    site.write('articles/soon.md', articleSource({ id: 3, slug: 'coming-soon', published: '2026-12-01' }));
    const content = load(production(new Date('2026-11-30T23:59:59Z')));
    expect(content.articles.map((a) => a.slug)).not.toContain('coming-soon');
    expect(content.withheld).toEqual({ drafts: 0, scheduled: 1 });
    expect(slugs(production(new Date('2026-12-01T00:00:00Z')))).toContain('coming-soon');
  });

  it('goes live at midnight in the site’s time zone', () => {
    setTimeZone('Europe/Istanbul');
    site.write('articles/soon.md', articleSource({ id: 3, slug: 'coming-soon', published: '2026-12-01' }));
    expect(slugs(production(new Date('2026-11-30T20:59:59Z')))).not.toContain('coming-soon');
    const live = load(production(new Date('2026-11-30T21:00:00Z'))).articles.find((a) => a.slug === 'coming-soon');
    expect(live).toMatchObject({
      status: 'published',
      published: '2026-12-01',
      publishedAt: '2026-11-30T21:00:00.000Z',
    });
  });

  it('goes live at the instant a date-time with its offset names, whatever the site’s zone', () => {
    setTimeZone('America/New_York');
    site.write(
      'articles/soon.md',
      articleSource({ id: 3, slug: 'coming-soon', published: '2026-12-01T09:30:00+03:00' }),
    );
    expect(slugs(production(new Date('2026-12-01T06:29:59Z')))).not.toContain('coming-soon');
    expect(slugs(production(new Date('2026-12-01T06:30:00Z')))).toContain('coming-soon');
  });

  it('is kept, marked with its instant, in a preview', () => {
    site.write('articles/soon.md', articleSource({ id: 3, slug: 'coming-soon', published: '2026-12-01' }));
    expect(load(preview()).articles.find((a) => a.slug === 'coming-soon')).toMatchObject({
      status: 'scheduled',
      publishedAt: '2026-12-01T00:00:00.000Z',
    });
  });

  it('takes its place among the others by the instant it goes live', () => {
    site.write(
      'articles/a.md',
      articleSource({ id: 3, slug: 'morning', title: 'B', published: '2025-03-04T08:00:00Z' }),
    );
    site.write(
      'articles/b.md',
      articleSource({ id: 4, slug: 'evening', title: 'A', published: '2025-03-04T20:00:00+02:00' }),
    );
    expect(slugs(production())).toEqual(['evening', 'morning', 'kelly-staking', 'pot-odds-explained']);
  });
});

describe('dates the loader refuses', () => {
  it('a time without its offset', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad', published: '2026-12-01T09:00' }));
    const problem = expectOneProblemOf(() => load(production()), 'articles/bad.md', 'published', /with its offset/);
    expect(problem.value).toBe('2026-12-01T09:00');
  });

  it('a time that does not exist', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad', published: '2026-12-01T25:00:00Z' }));
    expectOneProblemOf(() => load(production()), 'articles/bad.md', 'published', /a real date and time/);
  });

  it('an update before the publication, compared as instants when both have a time', () => {
    const source = articleSource({
      id: 3,
      slug: 'bad',
      published: '2025-12-01T10:00:00+03:00',
      updated: '2025-12-01T06:59:00Z',
      extra: ['updates:', '  - date: 2025-12-01', '    note: Typo fixed.'],
    });
    site.write('articles/bad.md', source);
    expectOneProblemOf(() => load(production()), 'articles/bad.md', 'updated', /not before the published/);
    site.write('articles/bad.md', source.replace('06:59:00Z', '07:00:00Z'));
    expect(() => load(production())).not.toThrow();
  });

  it('a time zone that is not an IANA name', () => {
    setTimeZone('Mars/Olympus');
    const problem = expectOneProblemOf(() => load(production()), 'site.yaml', 'timezone', /IANA time zone/);
    expect(problem.value).toBe('Mars/Olympus');
  });
});

describe('what generation records', () => {
  it('is accepted with the model and the checks passed', () => {
    const source = articleSource({ id: 3, slug: 'made' }).replace(
      '\n---\n\n',
      '\ngenerated:\n  model: llama3.1\n  checks: [answer-json, language]\n---\n\n',
    );
    site.write('articles/made.md', source);
    expect(load(production()).articles.find((a) => a.slug === 'made')?.generated).toEqual({
      model: 'llama3.1',
      checks: ['answer-json', 'language'],
    });
  });

  it('is refused with a field of its own it does not know', () => {
    const source = articleSource({ id: 3, slug: 'made' }).replace(
      '\n---\n\n',
      '\ngenerated:\n  model: llama3.1\n  checks: []\n  temperature: 2\n---\n\n',
    );
    site.write('articles/made.md', source);
    expectOneProblemOf(() => load(production()), 'articles/made.md', 'generated.temperature', /no such field/);
  });
});
