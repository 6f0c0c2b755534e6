import { describe, expect, it } from 'vitest';

import type { PublicationFilter } from './publication.ts';
import { expectOneProblemOf, problemsOf } from '../../tests/support/content/content-problems.ts';
import { articleSource } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// What may point at an article not published yet: a link from a published article may not
// (docs/content.md#drafts-and-scheduled-articles), a sponsored link may.
const site = fixtureSiteEachTest();

const NOW = new Date('2026-11-25T12:00:00Z');
const production = (now = NOW): PublicationFilter => ({ now, showUnpublished: false });
const preview = (now = NOW): PublicationFilter => ({ now, showUnpublished: true });
const load = (publication: PublicationFilter) => site.load(publication);

const withDraft = (source: string) => source.replace('---\n', '---\ndraft: true\n');

describe('links to articles not published yet', () => {
  const linking = (target: string) => `A paragraph linking to [it](/articles/${target}/#part).\n`;
  // The section the links name, so that only the publication rule has anything to say.
  const PART = 'A lead.\n\n## Part\n\nText.\n';

  it('from a published article to a draft: one problem naming both files', () => {
    site.write('articles/secret.md', withDraft(articleSource({ id: 3, slug: 'secret-plan' }, PART)));
    site.write(
      'articles/pot-odds-explained.md',
      articleSource({ id: 1, slug: 'pot-odds-explained' }, linking('secret-plan')),
    );
    const problem = expectOneProblemOf(
      () => load(production()),
      'articles/pot-odds-explained.md',
      'body',
      /^a link to a published article \(.*content\/fixture\/articles\/secret\.md is a draft/,
    );
    expect(problem.value).toBe('/articles/secret-plan/');
    // In a preview too: the check says what a production build would meet.
    expect(problemsOf(() => load(preview()))).toHaveLength(1);
  });

  it('from a published article to a scheduled one: one problem naming both files', () => {
    site.write('articles/soon.md', articleSource({ id: 3, slug: 'coming-soon', published: '2026-12-01' }, PART));
    site.write(
      'articles/pot-odds-explained.md',
      articleSource({ id: 1, slug: 'pot-odds-explained' }, linking('coming-soon')),
    );
    expectOneProblemOf(
      () => load(production()),
      'articles/pot-odds-explained.md',
      'body',
      /content\/fixture\/articles\/soon\.md is scheduled for 2026-12-01T00:00:00\.000Z/,
    );
    // Once both are live, the link is fine.
    expect(() => load(production(new Date('2026-12-01T00:00:00Z')))).not.toThrow();
  });

  it('from a scheduled article to one scheduled later: refused before either goes live', () => {
    site.write(
      'articles/first.md',
      articleSource({ id: 3, slug: 'first', published: '2026-12-01' }, linking('second')),
    );
    site.write('articles/second.md', articleSource({ id: 4, slug: 'second', published: '2026-12-02' }, PART));
    expectOneProblemOf(() => load(production()), 'articles/first.md', 'body', /second\.md is scheduled/);
  });

  it('from a scheduled article to one that goes live no later, or from a draft: accepted', () => {
    site.write(
      'articles/first.md',
      articleSource({ id: 3, slug: 'first', published: '2026-12-02' }, linking('second')),
    );
    site.write('articles/second.md', articleSource({ id: 4, slug: 'second', published: '2026-12-01' }, PART));
    site.write('articles/third.md', withDraft(articleSource({ id: 5, slug: 'third' }, linking('fourth'))));
    site.write('articles/fourth.md', withDraft(articleSource({ id: 6, slug: 'fourth' }, PART)));
    expect(() => load(production())).not.toThrow();
  });
});

describe('sponsored links', () => {
  it('may name a draft’s page: the check does not change its answer as time passes', () => {
    site.write('articles/secret.md', withDraft(articleSource({ id: 3, slug: 'secret-plan' })));
    site.write(
      'site.yaml',
      `${site.read('site.yaml')}ads:\n  policy: { allowed_categories: [books] }\n  sponsored_links:\n    /articles/secret-plan/:\n      - text: A sponsor\n        href: https://sponsor.example.com/\n        advertiser: Sponsor Books LLC\n        category: books\n`,
    );
    expect(() => load(production())).not.toThrow();
  });
});
