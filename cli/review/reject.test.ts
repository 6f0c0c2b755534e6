import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';
import { READY_DRAFT } from '../../tests/support/generation/sample-drafts.ts';
import { rejectedSource } from './frontmatter-edit.ts';
import { rejectDraft } from './reject.ts';

// Rejecting writes the rejected copy before it removes the draft: what a run stopped between the
// two leaves, and how the next run finishes it. (The command line: scripts/drafts.test.ts.)
const NOW = new Date('2026-11-30T12:00:00Z');

const site = fixtureSiteEachTest((fresh) => fresh.write('articles/ready.md', READY_DRAFT));

const reject = (reason: string) =>
  rejectDraft({ root: site.root, file: path.join(site.dir, 'articles/ready.md'), by: 'Tom Reed', reason, now: NOW });

/** What the first step of a rejection writes: the copy in rejected/, the draft still in articles/. */
function stopAfterTheCopy(reason: string) {
  const copy = rejectedSource(READY_DRAFT, { by: 'Asha Verma', date: '2026-11-29', reason });
  if (!copy.ok) throw new Error(copy.reason);
  site.write('rejected/ready.md', copy.text);
}

describe('a rejection stopped between the copy and the removal', () => {
  it('leaves nothing a build publishes: the draft stays a draft, and rejected/ is not read', () => {
    stopAfterTheCopy('Too thin.');
    const built = loadSiteContent({
      root: site.root,
      siteId: FIXTURE_SITE_ID,
      publication: { now: NOW, showUnpublished: false },
    });
    expect(built.articles.map((article) => article.slug)).toEqual(['kelly-staking', 'pot-odds-explained']);
    expect(built.withheld).toEqual({ drafts: 1, scheduled: 0 });
    // A preview shows the draft from articles/ once, never the rejected copy.
    const preview = loadSiteContent({
      root: site.root,
      siteId: FIXTURE_SITE_ID,
      publication: { now: NOW, showUnpublished: true },
    });
    expect(preview.articles.filter((article) => article.slug === 'ready').map((article) => article.sourceFile)).toEqual(
      [path.relative(process.cwd(), path.join(site.dir, 'articles/ready.md'))],
    );
  });

  it('is finished by the next rejection of the draft, with that rejection’s record', () => {
    stopAfterTheCopy('Too thin.');
    const done = reject('Repeats the bluffing article.');
    expect(done.date).toBe('2026-11-30');
    expect(fs.existsSync(path.join(site.dir, 'articles/ready.md'))).toBe(false);
    expect(fs.readdirSync(path.join(site.dir, 'rejected'))).toEqual(['ready.md']);
    expect(site.read('rejected/ready.md')).toContain(
      '\nrejected:\n  by: Tom Reed\n  date: 2026-11-30\n  reason: Repeats the bluffing article.\n---\n',
    );
  });

  it('still refuses when rejected/ holds another draft of that name, and changes nothing', () => {
    const other = rejectedSource(READY_DRAFT.replace('folds a better hand', 'folds'), {
      by: 'Asha Verma',
      date: '2026-11-01',
      reason: 'Too thin.',
    });
    if (!other.ok) throw new Error(other.reason);
    site.write('rejected/ready.md', other.text);
    expect(() => reject('Again.')).toThrow(/not rejected: .*rejected\/ready\.md exists already/);
    expect(site.read('articles/ready.md')).toBe(READY_DRAFT);
    expect(site.read('rejected/ready.md')).toBe(other.text);
  });
});
