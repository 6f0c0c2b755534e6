import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { syntheticArticles, writeSyntheticSite } from './corpus.ts';
import { applyChange, EVERY_PAGE_SETTING, INCREMENTAL_CHANGES, retitled } from './incremental-edits.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

const COUNT = 60;
const SEED = 3;
const TODAY = new Date('2026-11-29T12:00:00Z');

function writeSite(): { root: string; siteDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'incremental-edits-'));
  folders.push(root);
  writeSyntheticSite({
    sourceRoot: projectRoot,
    sourceSiteId: 'oddsaces',
    targetRoot: root,
    siteId: 'bench',
    count: COUNT,
    seed: SEED,
  });
  return { root, siteDir: path.join(root, 'content', 'bench') };
}

const newArticle = () =>
  syntheticArticles(loadSiteContent({ root: projectRoot, siteId: 'oddsaces' }), COUNT + 1, SEED).at(-1)!;

describe('the incremental benchmark’s changes', () => {
  it('each change one thing, in turn, and the site still loads and validates', () => {
    const { root, siteDir } = writeSite();
    const article = newArticle();
    const load = () => loadSiteContent({ root, siteId: 'bench' });
    const before = load();

    expect(applyChange(siteDir, 'new article', article, TODAY)).toMatch(/added, published \d{4}-\d{2}-\d{2}$/);
    const added = load();
    expect(added.articles).toHaveLength(COUNT + 1);
    const fresh = added.articles.find((a) => `${a.slug}.md` === article.file)!;
    // The newest article of the site, as a daily publish adds it, and not after today.
    const newest = Math.max(...before.articles.map((a) => Date.parse(a.published)));
    expect(Date.parse(fresh.published)).toBeGreaterThan(newest);
    expect(Date.parse(fresh.published)).toBeLessThanOrEqual(TODAY.getTime());

    const bodyLine = applyChange(siteDir, 'body edited', article, TODAY);
    const bodied = load();
    const changedBodies = bodied.articles.filter((a) => a.body !== added.articles.find((b) => b.slug === a.slug)!.body);
    expect(changedBodies).toHaveLength(1);
    const edited = changedBodies[0]!;
    expect(bodyLine).toContain(`${edited.slug}.md`);
    expect(edited.slug).not.toBe(fresh.slug);
    // One word for another: the reading time, which cards show, holds.
    const original = added.articles.find((a) => a.slug === edited.slug)!;
    expect(edited.wordCount).toBe(original.wordCount);
    expect(edited.title).toBe(original.title);

    applyChange(siteDir, 'title edited', article, TODAY);
    const titled = load();
    const retitledArticles = titled.articles.filter(
      (a) => a.title !== bodied.articles.find((b) => b.slug === a.slug)!.title,
    );
    expect(retitledArticles).toHaveLength(1);
    expect(retitledArticles[0]!.slug).not.toBe(edited.slug);
    expect(retitledArticles[0]!.body).toBe(bodied.articles.find((b) => b.slug === retitledArticles[0]!.slug)!.body);
    expect(titled.articles.map((a) => a.slug).sort()).toEqual(bodied.articles.map((a) => a.slug).sort());

    expect(applyChange(siteDir, 'site setting', article, TODAY)).toContain(EVERY_PAGE_SETTING.value);
    const set = load();
    expect(set.site.responsibleGambling?.services[0]?.phone).toBe(EVERY_PAGE_SETTING.value);
    expect(set.articles).toEqual(titled.articles);
  });

  it('refuses to add the same article twice, and a setting already set', () => {
    const { siteDir } = writeSite();
    const article = newArticle();
    applyChange(siteDir, 'new article', article, TODAY);
    expect(() => applyChange(siteDir, 'new article', article, TODAY)).toThrow(/exists; expected a new article's file/);
    applyChange(siteDir, 'site setting', article, TODAY);
    expect(() => applyChange(siteDir, 'site setting', article, TODAY)).toThrow(/is already "1-800-522-4700"/);
  });

  it('lists the four changes in the order the benchmark makes them', () => {
    expect(INCREMENTAL_CHANGES).toEqual(['new article', 'body edited', 'title edited', 'site setting']);
  });
});

describe('retitled', () => {
  it('ends a title with a new word, within the title limit of 60 characters', () => {
    expect(retitled('Pot Odds: The Basics')).toBe('Pot Odds: The Basics Explained');
    const long = 'Bankroll Management: Staking Plans That Survive a Long Losing Run';
    expect(retitled(long)).toBe('Bankroll Management: Staking Plans That Survive a Explained');
    expect(retitled(long).length).toBeLessThanOrEqual(60);
  });
});
