import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { articleSource, FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';
import { asDraft, writeFailingDrafts } from '../../tests/support/generation/sample-drafts.ts';
import { failedChecks, reviewQueue, type WaitingArticle } from './queue.ts';

// The review queue's checks, run on the file as the content loader reads it. (Its listing on the
// command line: scripts/drafts.test.ts.)
const NOW = new Date('2026-11-30T12:00:00Z');

const site = fixtureSiteEachTest();

function entry(name: string): WaitingArticle {
  const queue = reviewQueue({ root: site.root, siteId: FIXTURE_SITE_ID, now: NOW });
  const file = path.relative(process.cwd(), path.join(site.dir, 'articles', name));
  const found = queue.waiting.find((waiting) => waiting.file === file);
  if (!found) throw new Error(`${file} is not in the queue: ${queue.waiting.map((w) => w.file).join(', ')}`);
  return found;
}

const problemsOf = (waiting: WaitingArticle, check: string) =>
  waiting.checks.find((result) => result.check === check)?.problems ?? [];

describe('reviewQueue', () => {
  it('runs each check on its own draft', () => {
    writeFailingDrafts(site);
    expect(failedChecks(entry('claim.md'))).toEqual(['claims']);
    expect(failedChecks(entry('figure.md'))).toEqual(['figures']);
    expect(failedChecks(entry('copy.md'))).toEqual(['originality']);
    expect(failedChecks(entry('Broken.md'))).toEqual(['content']);
  });

  it('reads claims and figures in the text the loader reads: a title folded over lines, a BOM and CRLF line ends', () => {
    // Read line by line, the raw file has no forbidden title: YAML folds the two lines into one.
    const source = asDraft(
      articleSource(
        { id: 3, slug: 'folded', published: '2026-11-29' },
        'Flat stakes keep a bankroll steady.\n\nDecimal odds of 2.50 imply a 45% chance.\n',
      ),
    ).replace('title: "Pot Odds Explained"', 'title: >-\n  A Staking Plan That\n  Guarantees Profit');
    site.write('articles/folded.md', `\uFEFF${source.replaceAll('\n', '\r\n')}`);
    const waiting = entry('folded.md');
    expect(waiting.article?.title).toBe('A Staking Plan That Guarantees Profit');
    expect(failedChecks(waiting)).toEqual(['claims', 'figures']);
    expect(problemsOf(waiting, 'claims')).toEqual([
      expect.stringMatching(
        /folded\.md: field "title" is "A Staking Plan That Guarantees Profit"; expected no sentence that presents winnings as guaranteed/,
      ),
    ]);
    // One problem, quoting the sentence without the line end.
    expect(problemsOf(waiting, 'figures')).toEqual([
      expect.stringMatching(
        /folded\.md: field "body" is "45%"; expected odds of 2\.50 imply 40\.00%, within 0\.5, in "Decimal odds of 2\.50 imply a 45% chance\." /,
      ),
    ]);
  });
});
