import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { closeCheckMemo, isPlainJson, openCheckMemo } from './check-memo.ts';
import { fileDigest, RACY_MS } from '../build/file-digest.ts';
import { loadSiteContent, readArticleBody } from './load.ts';
import { problemsOf } from '../../tests/support/content/content-problems.ts';
import { articleSource, FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// The content check keeps each article file's parse (frontmatter data and where its body
// starts) in its memo (lib/content/read-articles.ts): a check over unchanged files gives what a
// check without a memo gives, and any changed byte is parsed again.

const site = fixtureSiteEachTest();
const memoFile = () => path.join(site.root, '.cache', 'content-checks.json');

/** The site loaded with the memo open, and how many of its answers came from the memo's file. */
function loadKept() {
  openCheckMemo(memoFile(), 'code-1');
  let content: ReturnType<typeof site.load>;
  let answers: ReturnType<typeof closeCheckMemo>;
  try {
    content = site.load();
  } finally {
    answers = closeCheckMemo();
  }
  return { content, answers: answers! };
}

/** The fixture site's article files, as absolute paths. */
function articleFiles(): string[] {
  const articlesDir = path.join(site.dir, 'articles');
  return fs.readdirSync(articlesDir).map((name) => path.join(articlesDir, name));
}

/** As the content key leaves the files once they are older than a moment (file-digest.ts). */
function digestOnceOld(files: string[]): void {
  for (const file of files) fileDigest(file, Date.now() + 10 * RACY_MS);
}

afterEach(() => {
  closeCheckMemo();
});

describe('an article file parsed before', () => {
  it('loads from the memo as it loads without one', () => {
    const plain = site.load();
    expect(loadKept().answers.kept).toBe(0);
    const kept = loadKept();
    // Every answer was kept, the two articles' parses among them.
    expect(kept.answers.computed).toBe(0);
    expect(kept.answers.kept).toBeGreaterThanOrEqual(2);
    expect(kept.content).toEqual(plain);
    // And each body is the file's, as gray-matter splits it off.
    for (const article of kept.content.articles) expect(article.body).toBe(readArticleBody(article.sourceFile));
  });

  it("is named by the digest of its bytes, the content key's or its own, and hashed again once it changes", () => {
    const files = articleFiles();
    const plain = site.load();
    // Files written a moment ago: the digest memo holds none, and the check hashes each itself.
    loadKept();
    // As the content key leaves them once they are older than a moment (file-digest.ts): the
    // same names, so every answer is kept.
    digestOnceOld(files);
    expect(loadKept().answers.computed).toBe(0);
    const keys = fs
      .readFileSync(memoFile(), 'utf8')
      .split('\n')
      .map((line) => line.split('\t')[0]!);
    expect(keys.filter((key) => key.startsWith('markdown file|file ')).length).toBe(files.length);
    expect(keys.filter((key) => key.startsWith('words|file ') && key.endsWith(':body')).length).toBe(files.length);
    const kept = loadKept();
    expect(kept.answers.computed).toBe(0);
    expect(kept.content).toEqual(plain);
    // A changed file has another stamp: its text is hashed, and its answers computed again.
    fs.appendFileSync(files[0]!, '\nOne more sentence.\n');
    const changed = loadKept();
    expect(changed.answers.computed).toBeGreaterThan(0);
    expect(changed.content).toEqual(site.load());
  });

  it('is not read until its body is asked for, and a file changed since it was named stops the check', () => {
    const files = articleFiles();
    const plain = site.load();
    loadKept();
    digestOnceOld(files);
    const kept = loadKept();
    expect(kept.answers.computed).toBe(0);
    // The body comes from the file when asked for, as it is...
    expect(kept.content).toEqual(plain);
    // ...so a file that changed after the check named it by its digest is no longer that text.
    const changed = kept.content.articles.find((article) => article.slug === 'kelly-staking')!;
    fs.appendFileSync(path.resolve(changed.sourceFile), '\nOne more sentence on the Kelly stake.\n');
    expect(() => changed.body).toThrow(
      `${changed.sourceFile}: field "file" is "changed while the content check read it"; expected no change to the content while it is checked: run the check again`,
    );
  });

  it("is named by the digest the caller's content key took, without a stat of its own", () => {
    const files = articleFiles();
    const digests = new Map(files.map((file) => [file, createHash('sha256').update(fs.readFileSync(file)).digest()]));
    const load = () => {
      openCheckMemo(memoFile(), 'code-1');
      try {
        return loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID, keyedDigest: (file) => digests.get(file) });
      } finally {
        closeCheckMemo();
      }
    };
    const plain = site.load();
    load();
    const keys = fs.readFileSync(memoFile(), 'utf8');
    for (const digest of digests.values()) expect(keys).toContain(`markdown file|file ${digest.toString('hex')}\t`);
    expect(load()).toEqual(plain);
    // Every answer kept, no check reads a body: a file that changed since its digest was taken
    // is not met (the near-copy check, outside the loader, would read it).
    const kelly = files.find((file) => file.endsWith('kelly-staking.md'))!;
    const before = fs.readFileSync(kelly);
    fs.appendFileSync(kelly, '\nOne more sentence on the Kelly stake.\n');
    expect(load().articles.map((article) => article.slug)).toEqual(plain.articles.map((article) => article.slug));
    fs.writeFileSync(kelly, before);
    // A digest that is not the file's: the text read for it is refused, not checked under its name.
    const [first] = files;
    digests.set(first!, createHash('sha256').update('other bytes').digest());
    expect(() => load()).toThrow(/changed while the content check read it/);
  });

  it('is parsed again when its frontmatter changes and its body does not', () => {
    loadKept();
    const file = path.join(site.dir, 'articles', 'pot-odds-explained.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Pot Odds, Retitled'));
    const kept = loadKept();
    expect(kept.answers.computed).toBeGreaterThanOrEqual(1);
    expect(kept.content.articles.find((article) => article.slug === 'pot-odds-explained')?.title).toBe(
      'Pot Odds, Retitled',
    );
    expect(kept.content).toEqual(site.load());
  });

  it('is parsed again, body and all, when only its body changes', () => {
    loadKept();
    const file = path.join(site.dir, 'articles', 'kelly-staking.md');
    fs.appendFileSync(file, '\nOne more sentence on the Kelly stake.\n');
    const kept = loadKept();
    expect(kept.content).toEqual(site.load());
    expect(site.load().articles.find((article) => article.slug === 'kelly-staking')?.wordCount).toBe(
      kept.content.articles.find((article) => article.slug === 'kelly-staking')?.wordCount,
    );
  });

  it('whose data JSON would change is parsed each time, so its problem names the value as written', () => {
    site.write('articles/endless.md', articleSource({ id: 3, slug: 'endless' }).replace(/^id: .*$/m, 'id: .inf'));
    const values = () => {
      openCheckMemo(memoFile(), 'code-1');
      try {
        return problemsOf(() => site.load()).map((problem) => problem.value);
      } finally {
        closeCheckMemo();
      }
    };
    expect(values()).toEqual([Infinity]);
    expect(values()).toEqual([Infinity]);
  });
});

describe('isPlainJson', () => {
  it('takes what JSON gives back unchanged', () => {
    expect(isPlainJson({ a: [1, 'b', true, null, { c: 2.5 }], d: '' })).toBe(true);
  });

  it('refuses what JSON would change', () => {
    for (const value of [Infinity, NaN, -0, undefined, new Date(0), new Map(), [undefined], { a: () => 1 }])
      expect(isPlainJson(value), String(value)).toBe(false);
    expect(isPlainJson(JSON.parse('{"__proto__": 1}'))).toBe(false);
    expect(isPlainJson(Object.create(null))).toBe(false);
  });
});
