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
        '',
        '  scheduled  content/fixture/articles/soon.md',
        '    title    Coming Soon',
        '    author   Asha Verma',
        '    words    4',
        '    date     published: 2026-12-01, goes live 2026-12-01 00:00 (Europe/Istanbul)',
        '    publish  nothing to do: the first build from 2026-12-01 00:00 (Europe/Istanbul) on publishes it; ' +
          'for sooner, set published: 2026-11-30',
        '',
        '  draft      content/fixture/articles/made.md',
        '    title    A Generated One',
        '    author   Tom Reed',
        '    words    5',
        '    date     published: 2026-11-29',
        '    made by  llama3.1; passed answer-json, lengths, language',
        '    publish  delete the line "draft: true" from its frontmatter; the next build publishes it',
        '',
      ].join('\n'),
    );
    // Once its date has come, the scheduled one no longer waits.
    expect(drafts({ BUILD_TIME: '2026-11-30T21:00:00Z' }).stdout).toMatch(/^content\/fixture: 1 draft, 0 scheduled/);
  });

  it('names what to change for a draft dated later', () => {
    site.write(
      'articles/later.md',
      articleSource({ id: 3, slug: 'later', published: '2026-12-24' }).replace('---\n', '---\ndraft: true\n'),
    );
    expect(drafts().stdout).toContain(
      '    publish  delete the line "draft: true" from its frontmatter; it then goes live 2026-12-24 00:00 (UTC), ' +
        'or at once with published: 2026-11-30\n',
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
