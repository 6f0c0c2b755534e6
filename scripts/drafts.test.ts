import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../lib/content/load.ts';
import { articleSource, FIXTURE_SITE_ID } from '../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../tests/support/content/fixture-site-each-test.ts';
import { asDraft, asGenerated, READY_DRAFT, writeFailingDrafts } from '../tests/support/generation/sample-drafts.ts';

// `npm run drafts` as a reviewer runs it, in a project holding the fixture site.
const SCRIPT = path.resolve(import.meta.dirname, 'drafts.ts');
const NOW = { BUILD_TIME: '2026-11-30T12:00:00Z' };

const site = fixtureSiteEachTest();

function drafts(env: Record<string, string> = NOW, args: string[] = []) {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: site.root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('npm run drafts', { timeout: 30_000 }, () => {
  it('says so when nothing waits', () => {
    const result = drafts();
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('content/fixture: nothing waiting\n');
  });

  it('lists each draft and scheduled article, newest first, with its file, title, author, words, date, checks and how to publish it', () => {
    site.write('site.yaml', `${site.read('site.yaml')}timezone: Europe/Istanbul\n`);
    site.write(
      'articles/made.md',
      asDraft(
        asGenerated(
          articleSource(
            { id: 3, slug: 'made', title: 'A Generated One', author: 'Tom Reed', published: '2026-11-29' },
            'One two three four five.\n',
          ),
        ),
      ),
    );
    site.write(
      'articles/soon.md',
      articleSource({ id: 4, slug: 'soon', title: 'Coming Soon', published: '2026-12-01' }),
    );
    const result = drafts();
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      [
        'content/fixture: 1 draft, 1 scheduled (now 2026-11-30T12:00:00.000Z; dates are read in Europe/Istanbul)',
        '  1 of 1 draft ready to approve',
        '',
        '  scheduled  content/fixture/articles/soon.md',
        '    title    Coming Soon',
        '    author   Asha Verma',
        '    words    4',
        '    date     published: 2026-12-01, goes live 2026-12-01 00:00 (Europe/Istanbul)',
        '    checks   content ok; claims ok; figures ok; originality ok; language ok',
        '    publish  nothing to do: the first build from 2026-12-01 00:00 (Europe/Istanbul) on publishes it; ' +
          'for sooner, set published: 2026-11-30',
        '',
        '  draft      content/fixture/articles/made.md',
        '    title    A Generated One',
        '    author   Tom Reed',
        '    words    5',
        '    date     published: 2026-11-29',
        '    made by  llama3.1; passed answer-json, lengths, language',
        '    checks   content ok; claims ok; figures ok; originality ok; language ok',
        '    publish  ready: npm run drafts -- approve content/fixture/articles/made.md --by "<your name in authors.yaml>"; ' +
          'the next build publishes it',
        '',
      ].join('\n'),
    );
    // Once its date has come, the scheduled one no longer waits.
    expect(drafts({ BUILD_TIME: '2026-11-30T21:00:00Z' }).stdout).toMatch(/^content\/fixture: 1 draft, 0 scheduled/);
  });

  it('names what to change for a draft dated later', () => {
    site.write(
      'articles/later.md',
      asDraft(articleSource({ id: 3, slug: 'later', title: 'Bluffing on Later Streets', published: '2026-12-24' })),
    );
    expect(drafts().stdout).toContain(
      '    publish  ready: npm run drafts -- approve content/fixture/articles/later.md --by "<your name in authors.yaml>"; ' +
        'it then goes live 2026-12-24 00:00 (UTC), or at once with published: 2026-11-30\n',
    );
  });

  it('refuses an unknown site, or a bad BUILD_TIME, in one line', () => {
    const unknown = drafts(NOW, ['nowhere']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe(`no site "nowhere": expected one of ${FIXTURE_SITE_ID}\n`);
    const time = drafts({ BUILD_TIME: 'soon' });
    expect(time.status).toBe(1);
    expect(time.stderr).toMatch(/^BUILD_TIME "soon" is not valid: .*\n$/);
  });

  it('reports a site whose content has problems and exits 1', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'Bad' }));
    const result = drafts();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/bad\.md: field "slug" is "Bad".*\ncontent\/fixture: 1 problem; fix them first/);
  });
});

describe('npm run drafts: the checks run now', { timeout: 30_000 }, () => {
  it('shows each failing check with its sentence, figure or closest article, and still lists every draft', () => {
    writeFailingDrafts(site);
    const result = drafts();
    expect(result.status).toBe(0);
    const out = result.stdout;
    expect(out).toContain('content/fixture: 4 drafts, 0 scheduled');
    expect(out).toContain('\n  0 of 4 drafts ready to approve\n');
    const entry = (file: string) =>
      out
        .slice(out.indexOf(`  draft      content/fixture/articles/${file}\n`))
        .split('\n\n')[0]!
        .trimEnd();
    expect(entry('claim.md')).toContain(
      '    checks   content ok; claims FAILED; figures ok; originality ok; language ok\n' +
        '      claims: field "body (line 18)" is "This staking plan guarantees a profit every single month."; ' +
        'expected no sentence that presents winnings as guaranteed, sure or risk-free (',
    );
    expect(entry('figure.md')).toContain(
      '    checks   content ok; claims ok; figures FAILED; originality ok; language ok\n' +
        '      figures: field "body" is "45%"; expected odds of 2.50 imply 40.00%, within 0.5, ' +
        'in "Decimal odds of 2.50 imply a 45% chance." (docs/generation.md#figures)\n',
    );
    expect(entry('copy.md')).toMatch(
      /\n {4}checks {3}content ok; claims ok; figures ok; originality FAILED; language ok\n {6}originality: the body repeats content\/fixture\/articles\/margins\.md \("Finding the Bookmaker Margin"\): its five-word sequences overlap 0\.\d\d \(Jaccard\), limit 0\.30, e\.g\. "build a margin into every price/,
    );
    expect(entry('Broken.md')).toBe(
      [
        '  draft      content/fixture/articles/Broken.md',
        '    checks   content FAILED; claims, figures, originality, language not run (until the content check passes)',
        '      content: field "slug" is "Broken"; expected a lowercase-kebab (a-z, 0-9 and single hyphens) slug',
        '    publish  not ready: fix what failed (content) in the file, or reject it: npm run drafts -- reject ' +
          'content/fixture/articles/Broken.md --by "<your name in authors.yaml>" --reason "<why>"',
      ].join('\n'),
    );
    // The published near-copy is not the draft's problem: only the draft is refused for it.
    expect(out).not.toContain('articles/margins.md\n');
  });

  it('leaves originality out when ORIGINALITY_CHECK is off, as check:content does', () => {
    writeFailingDrafts(site);
    expect(drafts({ ...NOW, ORIGINALITY_CHECK: 'off' }).stdout).toContain(
      '  draft      content/fixture/articles/copy.md\n    title    What a Price Hides\n',
    );
    expect(drafts({ ...NOW, ORIGINALITY_CHECK: 'off' }).stdout).toContain(
      '    checks   content ok; claims ok; figures ok; language ok; originality not run (ORIGINALITY_CHECK is off)\n',
    );
    const bad = drafts({ ...NOW, ORIGINALITY_CHECK: 'maybe' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe('ORIGINALITY_CHECK "maybe" is not valid: expected on (the default) or off\n');
  });
});

function articleFiles(): string[] {
  return fs.readdirSync(path.join(site.dir, 'articles')).sort();
}

describe('npm run drafts -- approve', { timeout: 30_000 }, () => {
  it('removes "draft: true", records the editor and the day, dates it that day, and keeps every other byte', () => {
    site.write('site.yaml', `${site.read('site.yaml')}timezone: Europe/Istanbul\n`);
    site.write('articles/ready.md', READY_DRAFT);
    const before = fs.statSync(path.join(site.dir, 'articles/ready.md')).ino;
    // 22:00 UTC is already the next day in Istanbul: the day is the site's.
    const result = drafts({ BUILD_TIME: '2026-11-30T22:00:00Z' }, [
      'approve',
      'content/fixture/articles/ready.md',
      '--by',
      'Asha Verma',
    ]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'approved content/fixture/articles/ready.md: reviewed by Asha Verma on 2026-12-01; ' +
        'published moved from 2026-11-29 to 2026-12-01; the next build publishes it\n',
    );
    expect(result.status).toBe(0);
    // Dated 2026-11-29, approved 2026-12-01: it goes live as new, not backdated.
    expect(site.read('articles/ready.md')).toBe(
      READY_DRAFT.replace('---\ndraft: true\n', '---\n')
        .replace('published: 2026-11-29', 'published: 2026-12-01')
        .replace(
          '  checks: [answer-json, lengths, language]\n',
          '  checks: [answer-json, lengths, language]\nreviewed:\n  by: Asha Verma\n  date: 2026-12-01\n',
        ),
    );
    // Replaced by a rename of a complete file, not rewritten in place; no temporary file left.
    expect(fs.statSync(path.join(site.dir, 'articles/ready.md')).ino).not.toBe(before);
    expect(articleFiles()).toEqual(['kelly-staking.md', 'pot-odds-explained.md', 'ready.md']);
    // The content check publishes it, with its reviewer.
    const content = loadSiteContent({
      root: site.root,
      siteId: FIXTURE_SITE_ID,
      publication: { now: new Date('2026-11-30T22:00:00Z'), showUnpublished: false },
    });
    expect(content.articles.find((article) => article.slug === 'ready')).toMatchObject({
      status: 'published',
      reviewed: { by: 'Asha Verma', bySlug: 'asha-verma', date: '2026-12-01' },
    });
  });

  it('takes the day given, and says when a draft dated later goes live', () => {
    site.write('articles/ready.md', READY_DRAFT.replace('published: 2026-11-29', 'published: 2026-12-24'));
    const result = drafts(NOW, [
      'approve',
      path.join(site.dir, 'articles/ready.md'),
      '--by',
      'Tom Reed',
      '--date',
      '2026-11-28',
    ]);
    expect(result.stdout).toBe(
      'approved content/fixture/articles/ready.md: reviewed by Tom Reed on 2026-11-28; it goes live 2026-12-24T00:00:00.000Z\n',
    );
    expect(site.read('articles/ready.md')).toContain('reviewed:\n  by: Tom Reed\n  date: 2026-11-28\n---\n');
  });

  it.each([
    [
      'an editor who is not an author of the site',
      ['--by', 'Jane Doe'],
      '--by "Jane Doe": expected the name of an author in content/fixture/authors.yaml who stands for the editor (one of: Asha Verma, Tom Reed)',
    ],
    [
      'no editor',
      [],
      '--by is missing: expected the name of an author in content/fixture/authors.yaml who stands for the editor (one of: Asha Verma, Tom Reed)',
    ],
    [
      'a day after today',
      ['--by', 'Tom Reed', '--date', '2026-12-01'],
      '--date "2026-12-01": expected a date not after today (2026-11-30 in UTC)',
    ],
    [
      'a day that is not one',
      ['--by', 'Tom Reed', '--date', '2026-02-30'],
      '--date "2026-02-30": expected a date as YYYY-MM-DD',
    ],
  ])('refuses %s in one line and leaves the file as it was', (_, args, line) => {
    site.write('articles/ready.md', READY_DRAFT);
    const result = drafts(NOW, ['approve', 'content/fixture/articles/ready.md', ...args]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${line}\n`);
    expect(result.stdout).toBe('');
    expect(site.read('articles/ready.md')).toBe(READY_DRAFT);
    expect(articleFiles()).toEqual(['kelly-staking.md', 'pot-odds-explained.md', 'ready.md']);
  });

  it('refuses a file that is not a draft, or not an article', () => {
    const published = drafts(NOW, ['approve', 'content/fixture/articles/kelly-staking.md', '--by', 'Tom Reed']);
    expect(published.status).toBe(1);
    expect(published.stderr).toBe(
      'content/fixture/articles/kelly-staking.md: not a draft (its frontmatter has no "draft: true"); nothing to decide\n',
    );
    const page = drafts(NOW, ['approve', 'content/fixture/pages/terms.md', '--by', 'Tom Reed']);
    expect(page.stderr).toBe(
      'content/fixture/pages/terms.md: not an article of a site; expected a file content/{site}/articles/{name}.md\n',
    );
    const missing = drafts(NOW, ['approve', 'content/fixture/articles/nowhere.md', '--by', 'Tom Reed']);
    expect(missing.stderr).toBe('content/fixture/articles/nowhere.md: no such file\n');
    const none = drafts(NOW, ['approve', '--by', 'Tom Reed']);
    expect(none.stderr).toMatch(/^expected one draft file, found none\nusage: npm run drafts/);
  });

  it('refuses a draft whose checks fail, naming them, then each failure', () => {
    writeFailingDrafts(site);
    const source = site.read('articles/claim.md');
    const result = drafts(NOW, ['approve', 'content/fixture/articles/claim.md', '--by', 'Tom Reed']);
    expect(result.status).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'content/fixture/articles/claim.md: not approved: the check claims fails; fix the draft or reject it',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^ {2}claims: content\/fixture\/articles\/claim\.md: field "body \(line 18\)" is "This staking plan guarantees/,
      ),
    ]);
    expect(site.read('articles/claim.md')).toBe(source);
    expect(drafts(NOW, ['approve', 'content/fixture/articles/Broken.md', '--by', 'Tom Reed']).stderr).toMatch(
      /^content\/fixture\/articles\/Broken\.md: not approved: the check content fails; fix the draft or reject it\n {2}content: .*field "slug" is "Broken"/,
    );
  });
});

describe('npm run drafts -- reject', { timeout: 30_000 }, () => {
  it('moves the draft to content/{site}/rejected/ with who, when and why, where no build reads it', () => {
    writeFailingDrafts(site);
    const source = site.read('articles/figure.md');
    const reason = 'The 45% is wrong: 2.50 implies 40%.';
    const result = drafts(NOW, [
      'reject',
      'content/fixture/articles/figure.md',
      '--by',
      'Tom Reed',
      '--reason',
      reason,
    ]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'rejected content/fixture/articles/figure.md by Tom Reed on 2026-11-30: moved to content/fixture/rejected/figure.md, with the reason\n',
    );
    expect(articleFiles()).not.toContain('figure.md');
    expect(site.read('rejected/figure.md')).toBe(
      source.replace(
        '\n---\n\n',
        `\nrejected:\n  by: Tom Reed\n  date: 2026-11-30\n  reason: "The 45% is wrong: 2.50 implies 40%."\n---\n\n`,
      ),
    );
    expect(fs.readdirSync(path.join(site.dir, 'rejected'))).toEqual(['figure.md']);
    // The queue counts it, and no longer lists it.
    const listed = drafts().stdout;
    expect(listed).toContain('\n  0 of 3 drafts ready to approve; 1 rejected draft in content/fixture/rejected/\n');
    expect(listed).not.toContain('articles/figure.md');
    // The content check never reads it: with the other drafts rejected too, the site is valid.
    for (const file of ['claim.md', 'copy.md', 'Broken.md'])
      expect(
        drafts(NOW, ['reject', `content/fixture/articles/${file}`, '--by', 'Asha Verma', '--reason', 'No.']).status,
      ).toBe(0);
    expect(
      loadSiteContent({
        root: site.root,
        siteId: FIXTURE_SITE_ID,
        publication: { now: new Date(NOW.BUILD_TIME), showUnpublished: false },
      }).articles.length,
    ).toBe(3);
    expect(drafts().stdout).toBe('content/fixture: nothing waiting; 4 rejected drafts in content/fixture/rejected/\n');
  });

  it('refuses without a reason, or when a draft of that name was rejected before', () => {
    site.write('articles/ready.md', READY_DRAFT);
    const noReason = drafts(NOW, ['reject', 'content/fixture/articles/ready.md', '--by', 'Tom Reed']);
    expect(noReason.status).toBe(1);
    expect(noReason.stderr).toBe('--reason is missing: expected why the draft is rejected\n');
    site.write('rejected/ready.md', 'an earlier one\n');
    const again = drafts(NOW, ['reject', 'content/fixture/articles/ready.md', '--by', 'Tom Reed', '--reason', 'Dull.']);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(
      'content/fixture/articles/ready.md: not rejected: content/fixture/rejected/ready.md exists already (a draft of that name was rejected before); rename the draft first\n',
    );
    expect(site.read('articles/ready.md')).toBe(READY_DRAFT);
    expect(site.read('rejected/ready.md')).toBe('an earlier one\n');
    expect(fs.readdirSync(path.join(site.dir, 'rejected'))).toEqual(['ready.md']);
  });
});
