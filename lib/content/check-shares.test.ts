import fs from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { closeCheckMemo, openCheckMemo } from './check-memo.ts';
import { shareCheckAnswers } from './check-shares.ts';
import { loadSiteContent } from './load.ts';
import { articlesToParse } from './read-articles.ts';
import { contentFiles, contentKey, digestInContentKey } from './snapshot.ts';
import { articleSource, FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// A check with many articles new to its memo computes their answers in several processes first
// (check-shares.ts); the check proper then computes none, and keeps what a check alone keeps.

const site = fixtureSiteEachTest((fixture) => {
  for (let id = 3; id <= 8; id++)
    fixture.write(
      `articles/article-${id}.md`,
      articleSource(
        { id, slug: `article-${id}`, title: `Article ${id}` },
        `Odds of 2.50 imply 1/2.50 = 40% here.\n\nThe color of article ${id}.\n`,
      ),
    );
});
const publication = { now: new Date('2026-11-30T00:00:00Z'), showUnpublished: false };

afterEach(() => {
  closeCheckMemo();
});

/** A check of the fixture site with a fresh memo in `memoFile`, in `processes` processes; what it said. */
async function coldCheck(memoFile: string, processes: number) {
  const location = { root: site.root, siteId: FIXTURE_SITE_ID };
  const files = contentFiles(location);
  contentKey(location, files);
  openCheckMemo(memoFile, 'code-1', { fresh: true });
  let problems = '';
  let shared = -1;
  let leftToParse = -1;
  const articleFiles = files.filter((file) => file.startsWith('articles/')).map((file) => path.join(site.dir, file));
  try {
    shared = await shareCheckAnswers({
      ...location,
      publication,
      keyedDigest: digestInContentKey,
      code: 'code-1',
      articleFiles,
      processes,
      sharedFrom: 2,
    });
    leftToParse = articlesToParse(articleFiles, digestInContentKey);
    loadSiteContent({ ...location, publication, keyedDigest: digestInContentKey });
  } catch (error) {
    problems = (error as Error).message;
  }
  return { shared, leftToParse, problems, answers: closeCheckMemo()!, memo: fs.readFileSync(memoFile, 'utf8') };
}

describe("the content check's answers in several processes", () => {
  it('leaves the check proper nothing to compute, and keeps what a check alone keeps', async () => {
    const one = await coldCheck(path.join(site.root, 'one.json'), 1);
    const three = await coldCheck(path.join(site.root, 'three.json'), 3);
    expect(one.shared).toBe(0);
    expect(three.shared).toBe(3);
    expect(three.problems).toBe('');
    // Each article parsed in one process or another before the check proper began.
    expect(one.leftToParse).toBe(8);
    expect(three.leftToParse).toBe(0);
    // Every answer the check used was computed, in one process or another, and kept byte for byte.
    expect(three.answers).toEqual(one.answers);
    expect(three.memo).toBe(one.memo);
    expect(one.memo).toMatch(/^wrong figures\|/m);
    expect(one.memo).toMatch(/^spelling\|/m);
  });

  it("finds the site's problems once, whatever each share made of it", async () => {
    site.write(
      'articles/article-5.md',
      articleSource({ id: 5, slug: 'article-5', title: 'Article 5' }, 'Odds of 2.50 imply 1/2.50 = 45% here.\n'),
    );
    const one = await coldCheck(path.join(site.root, 'one.json'), 1);
    const two = await coldCheck(path.join(site.root, 'two.json'), 2);
    expect(two.shared).toBe(2);
    expect(one.problems).toContain('45%');
    expect(two.problems).toBe(one.problems);
  });

  it('starts no process when the memo holds the answers, or the shares would be too small', async () => {
    const memoFile = path.join(site.root, 'memo.json');
    await coldCheck(memoFile, 2);
    const location = { root: site.root, siteId: FIXTURE_SITE_ID };
    const files = contentFiles(location);
    contentKey(location, files);
    openCheckMemo(memoFile, 'code-1');
    const articleFiles = files.filter((file) => file.startsWith('articles/')).map((file) => path.join(site.dir, file));
    const options = { ...location, publication, keyedDigest: digestInContentKey, code: 'code-1', articleFiles };
    expect(await shareCheckAnswers({ ...options, processes: 2, sharedFrom: 2 })).toBe(0);
    closeCheckMemo();
    openCheckMemo(memoFile, 'code-1', { fresh: true });
    expect(await shareCheckAnswers({ ...options, processes: 2, sharedFrom: 5 })).toBe(0);
    expect(await shareCheckAnswers({ ...options, processes: 2, sharedFrom: 4 })).toBe(2);
  });
});
