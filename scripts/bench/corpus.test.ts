import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { seededRandom, writeSyntheticSite } from './corpus.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function writeSite(count: number, seed: number): string {
  const targetRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-test-'));
  folders.push(targetRoot);
  writeSyntheticSite({ sourceRoot: projectRoot, sourceSiteId: 'oddsaces', targetRoot, siteId: 'bench', count, seed });
  return targetRoot;
}

/** Every file under a folder, as relative path → text. */
function filesOf(root: string): Map<string, string> {
  const dir = path.join(root, 'content', 'bench');
  const names = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
  return new Map(names.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}

describe('writeSyntheticSite', () => {
  it('writes a site that passes the real content validation, with the real categories and authors', () => {
    const root = writeSite(300, 1);
    const site = loadSiteContent({ root, siteId: 'bench' });
    const real = loadSiteContent({ root: projectRoot, siteId: 'oddsaces' });
    expect(site.articles).toHaveLength(300);
    expect(site.categories).toEqual(real.categories);
    expect(site.authors).toEqual(real.authors);
    expect(new Set(site.articles.map((a) => a.slug)).size).toBe(300);
    const realAuthors = new Set(real.authors.map((a) => a.name));
    expect(site.articles.every((a) => realAuthors.has(a.author))).toBe(true);
  });

  it('writes bodies of a real article length, with headings', () => {
    const root = writeSite(100, 2);
    const { articles } = loadSiteContent({ root, siteId: 'bench' });
    const meanWords = articles.reduce((sum, a) => sum + a.wordCount, 0) / articles.length;
    expect(meanWords).toBeGreaterThan(400);
    expect(meanWords).toBeLessThan(2_500);
    expect(articles.filter((a) => a.body.includes('\n## ')).length).toBeGreaterThan(80);
  });

  it('writes every article by one of the first authors when asked to, so an author has many', () => {
    const targetRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-test-'));
    folders.push(targetRoot);
    writeSyntheticSite({
      sourceRoot: projectRoot,
      sourceSiteId: 'oddsaces',
      targetRoot,
      siteId: 'bench',
      count: 60,
      seed: 3,
      authorCount: 3,
    });
    const { articles, authors } = loadSiteContent({ root: targetRoot, siteId: 'bench' });
    expect(new Set(articles.map((a) => a.author))).toEqual(new Set(authors.slice(0, 3).map((a) => a.name)));
    expect(() =>
      writeSyntheticSite({
        sourceRoot: projectRoot,
        sourceSiteId: 'oddsaces',
        targetRoot,
        siteId: 'bench',
        count: 1,
        seed: 3,
        authorCount: 0,
      }),
    ).toThrow('authorCount is 0; expected a whole number of at least 1');
  });

  it('writes the same files for the same seed, and other files for another seed', () => {
    const once = filesOf(writeSite(50, 7));
    const again = filesOf(writeSite(50, 7));
    const other = filesOf(writeSite(50, 8));
    expect(again).toEqual(once);
    expect(other).not.toEqual(once);
  });
});

describe('seededRandom', () => {
  it('draws the same sequence from the same seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random.int(0, 1_000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('throws when asked to pick from an empty list', () => {
    expect(() => seededRandom(1).pick([])).toThrow(/non-empty/);
  });
});
