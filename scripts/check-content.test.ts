import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { type BuildPlan, planFile } from '../lib/build/page-cache.ts';
import { loadSiteContent } from '../lib/content/load.ts';
import { snapshotFile } from '../lib/content/snapshot.ts';
import { staticQueries } from '../lib/site/static-queries.ts';
import { articleSource, FIXTURE_SITE_ID } from '../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../tests/support/content/fixture-site-each-test.ts';

// `npm run check:content` as an author sees it: run for real, in a project holding the fixture site.
const SCRIPT = path.resolve(import.meta.dirname, 'check-content.ts');

const site = fixtureSiteEachTest();

function check(env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [SCRIPT], {
    cwd: site.root,
    env: { ...process.env, SITE_ID: FIXTURE_SITE_ID, ...env },
    encoding: 'utf8',
  });
}

// Each case starts one to three child processes (a second or more each on a busy machine).
describe('check:content', { timeout: 30_000 }, () => {
  it('reports a valid site in one line and exits 0', () => {
    const result = check();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^content\/fixture: 2 articles, 2 authors, 2 categories, 4 subcategories, 0 series: valid/,
    );
  });

  it('prints one line per problem naming file, field, value and expectation, without a stack trace', () => {
    site.write('articles/bad.md', articleSource({ id: 9, slug: 'Bad_Slug' }));
    site.write('articles/other.md', articleSource({ id: 10, slug: 'other', author: 'Jane Doe' }));
    const result = check();
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/fixture\/articles\/bad\.md: field "slug" is "Bad_Slug"; expected a lowercase-kebab/,
      ),
      expect.stringMatching(
        /^content\/fixture\/articles\/other\.md: field "author" is "Jane Doe"; expected .*Asha Verma/,
      ),
      'content/fixture: 2 problems; nothing was built',
    ]);
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('refuses a wrong figure in any article, a draft too, quoting its sentence', () => {
    const body = 'Decimal odds of 2.50 imply a 45% chance.\n';
    site.write('articles/odds.md', articleSource({ id: 9, slug: 'odds' }, body).replace('---\n', '---\ndraft: true\n'));
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'content/fixture/articles/odds.md: field "body" is "45%"; expected odds of 2.50 imply 40.00%, within 0.5, in "Decimal odds of 2.50 imply a 45% chance." (docs/generation.md#figures)',
    );
  });

  it('says how many drafts and scheduled articles it left out, and when', () => {
    site.write('articles/secret.md', articleSource({ id: 3, slug: 'secret' }).replace('---\n', '---\ndraft: true\n'));
    site.write(
      'articles/soon.md',
      articleSource({ id: 4, slug: 'soon', title: 'Coming Soon', published: '2026-12-01' }),
    );
    const result = check({ BUILD_TIME: '2026-11-30T12:00:00Z' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^content\/fixture: 2 articles, .*: valid \(\d+ ms\); 1 draft and 1 scheduled article left out at 2026-11-30T12:00:00\.000Z \(npm run drafts lists them\)\n$/,
    );
    expect(check({ BUILD_TIME: '2026-12-01T00:00:00Z' }).stdout).toMatch(/3 articles, .*; 1 draft left out/);
  });

  it('refuses a BUILD_TIME or SHOW_DRAFTS it cannot read, in one line', () => {
    const time = check({ BUILD_TIME: 'next tuesday' });
    expect(time.status).toBe(1);
    expect(time.stderr).toBe(
      'BUILD_TIME "next tuesday" is not valid: expected an ISO 8601 date-time with its offset, e.g. 2026-12-01T06:00:00Z\n',
    );
    const drafts = check({ SHOW_DRAFTS: 'maybe' });
    expect(drafts.status).toBe(1);
    expect(drafts.stderr).toBe(
      'SHOW_DRAFTS "maybe" is not valid: expected 1 or true to show drafts, 0 or false to hide them\n',
    );
  });

  it('refuses published articles that repeat each other, naming both files and the score', () => {
    const body = (topic: string) =>
      `A first paragraph about ${topic} that sets out what the reader will learn from the worked example below.\n\n` +
      'Decimal odds of 2.50 imply a 40% chance, and a margin of five percent lowers the fair price of both outcomes.\n';
    site.write(
      'articles/copy-a.md',
      articleSource({ id: 5, slug: 'copy-a', title: 'Fair Prices From Odds' }, body('odds')),
    );
    site.write(
      'articles/copy-b.md',
      articleSource({ id: 6, slug: 'copy-b', title: 'Margins in Practice' }, body('odds')),
    );
    const own = 'Keep the money you play with apart from the money you live on, and write down every deposit.\n';
    site.write('articles/own.md', articleSource({ id: 7, slug: 'own', title: 'Bankroll Notes' }, own));
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'content/fixture/articles/copy-a.md: field "body" is 1; expected a text of its own: its five-word sequences overlap 1.00 (Jaccard) with content/fixture/articles/copy-b.md ("Margins in Practice"), limit 0.30 (docs/generation.md#originality)',
      'content/fixture: 1 problem; nothing was built',
    ]);
    expect(check({ ORIGINALITY_CHECK: 'off' }).status).toBe(0);
  });

  it('refuses published articles with the same title in other words order', () => {
    site.write('articles/same.md', articleSource({ id: 5, slug: 'same', title: 'Explained: Pot Odds' }));
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^content\/fixture\/articles\/pot-odds-explained\.md: field "title" is "Pot Odds Explained"; expected a title of its own: its topic words overlap 1\.00 with those of content\/fixture\/articles\/same\.md \("Explained: Pot Odds"\)/,
    );
  });

  it('refuses an ORIGINALITY_CHECK it cannot read, in one line', () => {
    const result = check({ ORIGINALITY_CHECK: 'no' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('ORIGINALITY_CHECK "no" is not valid: expected on (the default) or off\n');
  });

  it('refuses an invalid SITE_ID in one line', () => {
    const result = spawnSync(process.execPath, [SCRIPT], {
      cwd: site.root,
      env: { ...process.env, SITE_ID: '../etc' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'SITE_ID "../etc" is not a valid site id (expected lowercase letters, digits and inner hyphens, at most 52 characters)',
    );
  });

  it('does not run a ---js frontmatter block', () => {
    const marker = path.join(site.root, 'ran');
    site.write(
      'articles/evil.md',
      `---js\n{ title: require("fs").writeFileSync(${JSON.stringify(marker)}, "x") }\n---\nBody\n`,
    );
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/evil\.md: field "frontmatter" is "---js"/);
    expect(() => execFileSync('test', ['-e', marker])).toThrow();
  });
});

describe('the snapshot check:content leaves for the rest of the build', { timeout: 30_000 }, () => {
  const INDEX = path.resolve(import.meta.dirname, '../lib/content/index.ts');
  /** The article titles getSiteContent() gives a later process of the build, in the fixture's folder. */
  function titlesSeenLater(env: Record<string, string> = {}): string[] {
    const script = path.join(site.root, 'titles.mts');
    fs.writeFileSync(
      script,
      `import { getSiteContent } from ${JSON.stringify(INDEX)};\nconsole.log(JSON.stringify(getSiteContent().articles.map((a) => a.title)));\n`,
    );
    return JSON.parse(
      execFileSync(process.execPath, [script], {
        cwd: site.root,
        env: { ...process.env, SITE_ID: FIXTURE_SITE_ID, ...env },
        encoding: 'utf8',
      }),
    ) as string[];
  }

  it('is what later processes read while the files are unchanged, and never once they change', () => {
    expect(check().status).toBe(0);
    const file = snapshotFile(site.root, FIXTURE_SITE_ID);
    // Marks the snapshot: a title only it holds shows which one a process read.
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { content: { articles: { title: string }[] } };
    stored.content.articles[0]!.title = 'Read from the snapshot';
    fs.writeFileSync(file, JSON.stringify(stored));
    expect(titlesSeenLater()).toContain('Read from the snapshot');

    site.write(
      'articles/pot-odds-explained.md',
      site.read('articles/pot-odds-explained.md').replace('A paragraph of text.', 'A paragraph of new text.'),
    );
    expect(titlesSeenLater()).not.toContain('Read from the snapshot');
  });

  it('keeps the addresses of the data files the pages name, as the data-files step computes them', () => {
    expect(check().status).toBe(0);
    const stored = JSON.parse(fs.readFileSync(snapshotFile(site.root, FIXTURE_SITE_ID), 'utf8')) as {
      content: { staticQueryUrls?: Record<string, string> };
    };
    // Computed again from the files, as the post-build step that writes them does.
    const queries = staticQueries(loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID }));
    expect(stored.content.staticQueryUrls).toEqual({
      'search-index': queries['search-index'].url,
      'category-tree': queries['category-tree'].url,
    });
    expect(stored.content.staticQueryUrls?.['search-index']).toMatch(/^\/page-data\/sq\/d\/[0-9a-f]{16}\.json$/);
  });

  it('holds the articles published when the check ran, for every later process of the build', () => {
    site.write(
      'articles/soon.md',
      articleSource({ id: 4, slug: 'soon', title: 'Coming Soon', published: '2026-12-01' }),
    );
    const early = { BUILD_TIME: '2026-11-30T12:00:00Z' };
    expect(check(early).status).toBe(0);
    expect(titlesSeenLater(early)).not.toContain('Coming Soon');
    // A later build time, or a preview, is other content: the process reads the files itself.
    expect(titlesSeenLater({ BUILD_TIME: '2026-12-01T00:00:00Z' })).toContain('Coming Soon');
    expect(titlesSeenLater({ ...early, SHOW_DRAFTS: '1' })).toContain('Coming Soon');
  });

  it('writes with --plan the build plan the plan alone writes from its snapshot', () => {
    const env = { BUILD_TIME: '2026-11-30T12:00:00Z' };
    const cacheDir = path.join(site.root, '.cache', 'pages', FIXTURE_SITE_ID);
    const withCheck = spawnSync(process.execPath, [SCRIPT, '--plan'], {
      cwd: site.root,
      env: { ...process.env, SITE_ID: FIXTURE_SITE_ID, ...env },
      encoding: 'utf8',
    });
    expect(withCheck.status).toBe(0);
    expect(withCheck.stdout.trim().split('\n').at(-1)).toMatch(/^build plan: all \d+ pages render: no page cache at /);
    const planned = fs.readFileSync(planFile(cacheDir), 'utf8');
    fs.rmSync(planFile(cacheDir));
    execFileSync(process.execPath, [path.resolve(import.meta.dirname, 'plan-build.ts')], {
      cwd: site.root,
      env: { ...process.env, SITE_ID: FIXTURE_SITE_ID, ...env },
    });
    expect(fs.readFileSync(planFile(cacheDir), 'utf8')).toBe(planned);
    expect(Object.keys((JSON.parse(planned) as BuildPlan).pages).length).toBeGreaterThan(10);
  });
});
