import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { snapshotFile } from '../lib/content/snapshot';
import {
  articleSource,
  createFixtureSite,
  FIXTURE_SITE_ID,
  type FixtureSite,
} from '../tests/support/content/fixture-site';

// `npm run check:content` as an author sees it: run for real, in a project holding the fixture site.
const SCRIPT = path.resolve(__dirname, 'check-content.ts');
const TSX = path.resolve(__dirname, '../node_modules/.bin/tsx');

let site: FixtureSite;
beforeEach(() => {
  site = createFixtureSite();
});
afterEach(() => site.cleanup());

function check() {
  return spawnSync(TSX, [SCRIPT], {
    cwd: site.root,
    env: { ...process.env, SITE_ID: FIXTURE_SITE_ID },
    encoding: 'utf8',
  });
}

describe('check:content', () => {
  it('reports a valid site in one line and exits 0', () => {
    const result = check();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^content\/fixture: 2 articles, 2 authors, 2 categories, 4 subcategories: valid/);
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

  it('refuses an invalid SITE_ID in one line', () => {
    const result = spawnSync(TSX, [SCRIPT], {
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

describe('the snapshot check:content leaves for the rest of the build', () => {
  const INDEX = path.resolve(__dirname, '../lib/content/index.ts');
  /** The article titles getSiteContent() gives a later process of the build, in the fixture's folder. */
  function titlesSeenLater(): string[] {
    const script = path.join(site.root, 'titles.ts');
    fs.writeFileSync(
      script,
      `import { getSiteContent } from ${JSON.stringify(INDEX)};\nconsole.log(JSON.stringify(getSiteContent().articles.map((a) => a.title)));\n`,
    );
    return JSON.parse(
      execFileSync(TSX, [script], {
        cwd: site.root,
        env: { ...process.env, SITE_ID: FIXTURE_SITE_ID },
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
});
