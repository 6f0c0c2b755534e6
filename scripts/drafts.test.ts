import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  articleSource,
  createFixtureSite,
  FIXTURE_SITE_ID,
  type FixtureSite,
} from '../tests/support/content/fixture-site.ts';

// `npm run drafts` as a reviewer runs it, in a project holding the fixture site.
const SCRIPT = path.resolve(import.meta.dirname, 'drafts.ts');
const NOW = { BUILD_TIME: '2026-11-30T12:00:00Z' };

let site: FixtureSite;
beforeEach(() => {
  site = createFixtureSite();
});
afterEach(() => site.cleanup());

function drafts(env: Record<string, string> = NOW, args: string[] = []) {
  return spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: site.root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

const GENERATED = '\ngenerated:\n  model: llama3.1\n  checks: [answer-json, lengths, language]\n---\n\n';

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
      articleSource(
        { id: 3, slug: 'made', title: 'A Generated One', author: 'Tom Reed', published: '2026-11-29' },
        'One two three four five.\n',
      )
        .replace('---\n', '---\ndraft: true\n')
        .replace('\n---\n\n', GENERATED),
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
      articleSource({ id: 3, slug: 'later', title: 'Bluffing on Later Streets', published: '2026-12-24' }).replace(
        '---\n',
        '---\ndraft: true\n',
      ),
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

// Drafts as the generator writes them: `draft: true` first.
const asDraft = (source: string) => source.replace('---\n', '---\ndraft: true\n');
const MARGINS =
  'Bookmakers build a margin into every price they offer. To find it, convert each price to an implied ' +
  'probability and add them up. The amount by which the total exceeds one hundred percent is the margin, and it ' +
  'is what the bettor pays for the privilege of betting. A market with a small margin gives the bettor more of ' +
  'the fair price back over many bets.\n';

/** A published article, and four drafts: one breaking each check, one the content check refuses. */
function writeFailingDrafts() {
  site.write(
    'articles/margins.md',
    articleSource({ id: 5, slug: 'margins', title: 'Finding the Bookmaker Margin', published: '2025-05-01' }, MARGINS),
  );
  const draft = (id: number, slug: string, title: string, body: string) =>
    site.write(`articles/${slug}.md`, asDraft(articleSource({ id, slug, title, published: '2026-11-29' }, body)));
  draft(
    6,
    'claim',
    'A Monthly Staking Plan',
    'Flat stakes keep a bankroll steady.\n\nThis staking plan guarantees a profit every single month.\n',
  );
  draft(7, 'figure', 'Reading Decimal Odds', 'Decimal odds of 2.50 imply a 45% chance.\n');
  draft(
    8,
    'copy',
    'What a Price Hides',
    MARGINS.replace('Bookmakers', 'Sportsbooks').replace('bettor pays', 'punter pays'),
  );
  draft(9, 'Broken', 'A Draft With a Bad Slug', 'Text.\n');
}

describe('npm run drafts: the checks run now', { timeout: 30_000 }, () => {
  it('shows each failing check with its sentence, figure or closest article, and still lists every draft', () => {
    writeFailingDrafts();
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
    writeFailingDrafts();
    expect(drafts({ ...NOW, ORIGINALITY_CHECK: 'off' }).stdout).toContain(
      '  draft      content/fixture/articles/copy.md\n    title    What a Price Hides\n',
    );
    expect(drafts({ ...NOW, ORIGINALITY_CHECK: 'off' }).stdout).toContain(
      '    checks   content ok; claims ok; figures ok; language ok; originality not run (ORIGINALITY_CHECK is off)\n',
    );
  });
});
