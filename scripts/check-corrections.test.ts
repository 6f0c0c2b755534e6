import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { checkCorrections } from './check-corrections.ts';
import { formatProblem } from '../lib/content/problems.ts';
import { articleSource, createFixtureSite, type FixtureSite } from '../tests/support/content/fixture-site.ts';

// The corrections check in a throwaway git repository holding the fixture site: `main` has the
// published articles, and each test changes them on a branch as a pull request would.
const SCRIPT = path.resolve(import.meta.dirname, 'check-corrections.ts');
const NOW = new Date('2026-11-29T12:00:00Z');
const FILE = 'articles/pot-odds-explained.md';
const REL = `content/fixture/${FILE}`;

let site: FixtureSite;
const git = (...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
    {
      cwd: site.root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
const commitAll = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};
const article = (body: string, extra: string[] = [], fields: { published?: string } = {}) =>
  articleSource({ id: 1, slug: 'pot-odds-explained', extra, ...fields }, body);
const check = () => checkCorrections({ root: site.root, base: 'main', now: NOW });
const TYPO_FIXED = ['updates:', '  - date: 2026-11-29', '    note: Typo fixed.'];

beforeEach(() => {
  site = createFixtureSite();
  git('init', '-q', '-b', 'main');
  site.write(FILE, article('The pot pays three to one.\n'));
  commitAll('Published articles');
  git('checkout', '-q', '-b', 'fix');
});
afterEach(() => site.cleanup());

describe('a change to the text of a published article', () => {
  it('with no updates entry is refused, one line naming the file, the field and what is expected', () => {
    site.write(FILE, article('The pot pays four to one.\n'));
    const { problems, changed } = check();
    expect(changed).toBe(1);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/fixture\/articles\/pot-odds-explained\.md: field "updates" is missing; expected a new entry \(date, note\) saying what this change to the published text corrects, "Typo fixed\." for a typo \(text changed since main at [0-9a-f]{7}; docs\/content\.md#corrections-are-never-silent\)$/,
      ),
    ]);
  });

  it('is refused when its entries are only the ones it already had', () => {
    site.write(FILE, article('The pot pays three to one.\n', TYPO_FIXED));
    commitAll('A typo fixed, listed');
    git('checkout', '-q', 'main');
    git('merge', '-q', 'fix');
    git('checkout', '-q', '-b', 'again');
    site.write(FILE, article('The pot pays four to one.\n', TYPO_FIXED));
    const [problem, ...rest] = check().problems;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: REL, field: 'updates', value: ['2026-11-29'] });
  });

  it('passes with a new entry, a typo fix in one line included, committed or not', () => {
    site.write(FILE, article('The pot pays three to one!\n', TYPO_FIXED));
    expect(check()).toMatchObject({ changed: 1, problems: [] });
    commitAll('A typo fixed');
    expect(check()).toMatchObject({ changed: 1, problems: [] });
  });

  it('is followed to a renamed file', () => {
    git('mv', REL, 'content/fixture/articles/pot-odds.md');
    site.write('articles/pot-odds.md', article('The pot pays four to one.\n'));
    expect(check().problems.map((problem) => problem.file)).toEqual(['content/fixture/articles/pot-odds.md']);
  });
});

describe('changes the check lets pass', () => {
  it('a change to the frontmatter alone, or to line endings at the end of the text', () => {
    site.write(FILE, article('The pot pays three to one.\n\n', ['aliases: [/articles/old-pot-odds/]']));
    expect(check()).toMatchObject({ changed: 0, problems: [] });
  });

  it('a draft or an article not yet published at the base', () => {
    site.write(FILE, article('Draft text.\n', ['draft: true']));
    site.write('articles/later.md', articleSource({ id: 3, slug: 'later', published: '2026-12-01' }, 'Soon.\n'));
    git('checkout', '-q', 'main');
    commitAll('A draft and a scheduled article');
    git('checkout', '-q', '-b', 'edit');
    site.write(FILE, article('Draft text, rewritten.\n', ['draft: true']));
    site.write('articles/later.md', articleSource({ id: 3, slug: 'later', published: '2026-12-01' }, 'Sooner.\n'));
    expect(check()).toMatchObject({ changed: 0, problems: [] });
  });

  it("a change main received after the branch left it: only the branch's own changes count", () => {
    git('checkout', '-q', 'main');
    site.write(FILE, article('The pot pays five to one.\n'));
    commitAll('Someone else edits main');
    git('checkout', '-q', 'fix');
    site.write(
      'articles/kelly-staking.md',
      site.read('articles/kelly-staking.md').replace('title:', 'aliases: []\ntitle:'),
    );
    expect(check()).toMatchObject({ changed: 0, problems: [] });
  });
});

describe('the command', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [SCRIPT, ...args], {
      cwd: site.root,
      env: { ...process.env, BUILD_TIME: NOW.toISOString() },
      encoding: 'utf8',
    });

  it('exits 1 with the problem lines, 0 with a summary when every change is listed', () => {
    site.write(FILE, article('The pot pays four to one.\n'));
    const refused = run('main');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^content\/fixture\/articles\/pot-odds-explained\.md: field "updates" is missing;/);
    site.write(FILE, article('The pot pays four to one.\n', TYPO_FIXED));
    const passed = run('main');
    expect(passed.stderr).toBe('');
    expect(passed.stdout).toMatch(
      /^corrections since main \([0-9a-f]{7}\): 1 published article changed, each listing what changed\n$/,
    );
    expect(passed.status).toBe(0);
  });

  it('stops with one line when the base is not a commit here', () => {
    const result = run('origin/main');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'check-corrections: base "origin/main" has no common commit with HEAD here; expected a branch or commit of this repository (fetch it first, e.g. git fetch origin main)\n',
    );
  });
});
