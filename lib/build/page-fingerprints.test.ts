import fs from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { rejectDraft } from '../../cli/review/reject.ts';
import {
  articleSource,
  createFixtureSite,
  FIXTURE_SITE_ID,
  type FixtureSite,
} from '../../tests/support/content/fixture-site.ts';
import { READY_DRAFT } from '../../tests/support/generation/sample-drafts.ts';
import { builtPages } from '../content/built-pages.ts';
import { loadSiteContent } from '../content/load.ts';
import { staticQueryUrls } from '../site/static-queries.ts';
import {
  fingerprintPages,
  type FingerprintInputs,
  type KeptFingerprints,
  OWN_PAGE_FIELDS,
  pageFingerprints,
} from './page-fingerprints.ts';

// What each edit makes render (docs/architecture.md#incremental-builds). The property test
// (scripts/incremental-build.test.ts) holds the output to a full build's; this holds how
// little renders, and that what a page shows is counted.

const sites: FixtureSite[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) site.cleanup();
});

const publication = { now: new Date('2026-11-30T12:00:00Z'), showUnpublished: false };

function fixture(): FixtureSite {
  const site = createFixtureSite();
  sites.push(site);
  // A third article, beside pot-odds-explained in its subcategory: each lists the other as related.
  site.write(
    'articles/implied-odds.md',
    articleSource({ id: 3, slug: 'implied-odds', title: 'Implied Odds', published: '2025-02-02' }),
  );
  return site;
}

/** What each fixture's last fingerprints kept, for the next to take from. */
const lastKept = new WeakMap<FixtureSite, KeptFingerprints>();

/**
 * The site's fingerprints now. Each call also takes what it can from the site's call before
 * (fingerprintPages with the kept fingerprints, as the plan does), and holds that to the same
 * fingerprints computed afresh: every edit below checks the reuse too.
 */
function fingerprints(site: FixtureSite, inputs: Partial<FingerprintInputs> = {}): Map<string, string> {
  const content = loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID, publication });
  const args = [
    { ...content, staticQueryUrls: staticQueryUrls(content) },
    {
      buildHash: 'code',
      siteId: FIXTURE_SITE_ID,
      year: 2026,
      showUnpublished: false,
      siteDir: path.join(site.root, 'content', FIXTURE_SITE_ID),
      ...inputs,
    },
  ] as const;
  const fresh = pageFingerprints(...args);
  const taken = fingerprintPages(...args, lastKept.get(site));
  expect(taken.fingerprints).toEqual(fresh);
  lastKept.set(site, taken.kept);
  return fresh;
}

/** The addresses whose fingerprint differs between two builds, sorted. */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const addresses = new Set([...before.keys(), ...after.keys()]);
  return [...addresses].filter((address) => before.get(address) !== after.get(address)).sort();
}

/** The addresses an edit of the site's files makes render, sorted. */
function rendersAfter(site: FixtureSite, edit: () => void): string[] {
  const before = fingerprints(site);
  edit();
  return changed(before, fingerprints(site));
}

/** A fourth article, in the other category's subcategory beside kelly-staking. */
function fixedFraction(published?: string): string {
  return articleSource({
    id: 4,
    slug: 'fixed-fraction',
    title: 'Fixed Fraction Staking',
    category: 'bankroll-management',
    subcategory: 'bet-sizing',
    labels: ['Staking'],
    published,
  });
}

/** An article's source with it as the given part of the series `basics`. */
function inSeries(source: string, part: number): string {
  return source.replace(/^---\n/, `---\nseries:\n  slug: basics\n  part: ${part}\n`);
}

describe('pageFingerprints', () => {
  it('gives every page the build makes a fingerprint, the same for the same tree', () => {
    const site = fixture();
    const first = fingerprints(site);
    const content = loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID, publication });
    expect([...first.keys()]).toEqual(builtPages(content).map((page) => page.path));
    expect(new Set(first.values()).size).toBe(first.size);
    expect(fingerprints(site)).toEqual(first);
  });

  it("takes every fingerprint from the last plan's but the pages whose inputs changed", () => {
    const site = fixture();
    const content = () => {
      const loaded = loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID, publication });
      return { ...loaded, staticQueryUrls: staticQueryUrls(loaded) };
    };
    const inputs = {
      buildHash: 'code',
      siteId: FIXTURE_SITE_ID,
      year: 2026,
      showUnpublished: false,
      siteDir: path.join(site.root, 'content', FIXTURE_SITE_ID),
    };
    const first = fingerprintPages(content(), inputs);
    expect(first.reused).toBe(0);
    expect(fingerprintPages(content(), inputs, first.kept).reused).toBe(first.fingerprints.size);
    // A body edited: only its page is fingerprinted again.
    const file = 'articles/kelly-staking.md';
    site.write(file, site.read(file).replace('A paragraph of text.', 'A paragraph of words.'));
    const edited = fingerprintPages(content(), inputs, first.kept);
    expect(edited.reused).toBe(first.fingerprints.size - 1);
    expect(edited.fingerprints.get('/articles/kelly-staking/')).not.toBe(
      first.fingerprints.get('/articles/kelly-staking/'),
    );
    // Another year, another format or a kept record of other pages: nothing is taken.
    expect(fingerprintPages(content(), { ...inputs, year: 2027 }, edited.kept).reused).toBe(0);
    expect(fingerprintPages(content(), inputs, { ...edited.kept, format: 'page-fingerprint 0' }).reused).toBe(0);
    site.write(file, site.read(file).replace('title: "Kelly Staking"', 'title: "Kelly Staking Explained"'));
    expect(fingerprintPages(content(), inputs, edited.kept).reused).toBe(0);
  });

  it("renders only an article's page when its body changes and its word count stays", () => {
    const site = fixture();
    const file = 'articles/kelly-staking.md';
    const moved = rendersAfter(site, () =>
      site.write(file, site.read(file).replace('A paragraph of text.', 'A paragraph of words.')),
    );
    expect(moved).toEqual(['/articles/kelly-staking/']);
  });

  it("renders only an article's page when its word count changes and its reading time stays", () => {
    const site = fixture();
    const file = 'articles/pot-odds-explained.md';
    const moved = rendersAfter(site, () => site.write(file, `${site.read(file)}\nTwo more words.\n`));
    expect(moved).toEqual(['/articles/pot-odds-explained/']);
  });

  it('renders the listings and the articles that show it as related when its reading time changes', () => {
    const site = fixture();
    const file = 'articles/pot-odds-explained.md';
    const after = rendersAfter(site, () => site.write(file, `${site.read(file)}\n${'word '.repeat(600)}\n`));
    expect(after).toContain('/articles/pot-odds-explained/');
    expect(after).toContain('/articles/implied-odds/');
    expect(after).toContain('/poker-tutorials/texas-holdem-basics/');
    expect(after).toContain('/');
    // Kelly Staking is in another category: pot odds is not among its related articles.
    expect(after).not.toContain('/articles/kelly-staking/');
  });

  // No page names the search index's address, a hash of every title (the search box reads it
  // from app-data.json): an article's page shows nothing of an article it does not link.
  const UNRELATED_TO_KELLY = ['/articles/implied-odds/', '/articles/pot-odds-explained/'];

  it('leaves the pages of articles that do not show it alone when an article is added', () => {
    const site = fixture();
    const before = fingerprints(site);
    site.write('articles/fixed-fraction.md', fixedFraction());
    const after = fingerprints(site);
    const moved = changed(before, after);
    expect(moved).toContain('/articles/fixed-fraction/');
    expect(moved).toContain('/');
    expect(moved).toContain('/bankroll-management/bet-sizing/');
    // Kelly Staking, beside it in its subcategory, lists it as related.
    expect(moved).toContain('/articles/kelly-staking/');
    for (const address of UNRELATED_TO_KELLY) {
      expect(moved).not.toContain(address);
      expect(after.get(address)).toBe(before.get(address));
    }
  });

  it('renders only the pages that show a retitled article', () => {
    const site = fixture();
    const file = 'articles/kelly-staking.md';
    const moved = rendersAfter(site, () =>
      site.write(file, site.read(file).replace('title: "Kelly Staking"', 'title: "Kelly Staking Explained"')),
    );
    // Its page, the home page's cards, the authors index's and its author's lists, its
    // category's and subcategory's cards and its category's part of the sitemap: not the
    // other category's pages, the other author's, the series or the pages without articles.
    expect(moved).toEqual([
      '/',
      '/articles/kelly-staking/',
      '/authors/',
      '/authors/tom-reed/',
      '/bankroll-management/',
      '/bankroll-management/bet-sizing/',
      '/sitemap/bankroll-management/',
    ]);
  });

  it('renders the sitemap for a new article only as it counts the category, and no page without articles', () => {
    const site = fixture();
    const moved = rendersAfter(site, () => site.write('articles/fixed-fraction.md', fixedFraction('2024-01-01')));
    expect(moved).toContain('/sitemap/');
    expect(moved).toContain('/sitemap/bankroll-management/');
    for (const address of [
      '/sitemap/poker-tutorials/',
      '/poker-tutorials/',
      '/poker-tutorials/texas-holdem-basics/',
      '/series/',
      '/info/about-us/',
      '/privacy-policy/',
      '/terms/',
      '/404/',
      '/500/',
    ])
      expect(moved).not.toContain(address);
  });

  it("renders the series pages and its parts' pages when an article joins a series, not every page", () => {
    const site = fixture();
    site.write('series.yaml', '- slug: basics\n  title: The Basics\n  description: Where to start.\n');
    const other = 'articles/implied-odds.md';
    site.write(other, inSeries(site.read(other), 1));
    const file = 'articles/kelly-staking.md';
    const moved = rendersAfter(site, () => site.write(file, inSeries(site.read(file), 2)));
    // Its cards change too (an article's series is among its fields); pages of neither part do not.
    for (const address of ['/articles/implied-odds/', '/articles/kelly-staking/', '/series/', '/series/basics/'])
      expect(moved).toContain(address);
    for (const address of ['/articles/pot-odds-explained/', '/poker-tutorials/', '/sitemap/', '/terms/', '/404/'])
      expect(moved).not.toContain(address);
  });

  it('renders every page for a setting, the code, a new year or drafts shown', () => {
    const site = fixture();
    const retitled = fingerprints(site);
    const every = [...retitled.keys()].sort();
    site.write('site.yaml', site.read('site.yaml').replace('title: Fixture Site', 'title: Fixture Site Two'));
    expect(changed(retitled, fingerprints(site))).toEqual(every);
    const settings = fingerprints(site);
    expect(changed(settings, fingerprints(site, { buildHash: 'other code' }))).toEqual(every);
    expect(changed(settings, fingerprints(site, { year: 2027 }))).toEqual(every);
    expect(changed(settings, fingerprints(site, { showUnpublished: true }))).toEqual(every);
  });

  it('renders no page when a draft is rejected', () => {
    const site = fixture();
    site.write('articles/ready.md', READY_DRAFT.replace(/^id: 3$/m, 'id: 9'));
    // The editor's command: the draft moves from articles/ to rejected/, which no build reads.
    const moved = rendersAfter(site, () =>
      rejectDraft({
        root: site.root,
        file: path.join(site.dir, 'articles/ready.md'),
        by: 'Tom Reed',
        reason: 'Too thin.',
        now: publication.now,
      }),
    );
    expect(fs.readdirSync(path.join(site.dir, 'rejected'))).toEqual(['ready.md']);
    expect(moved).toEqual([]);
  });
});

describe('OWN_PAGE_FIELDS', () => {
  // A field left out of other pages' fingerprints must stay on its own page: a card or list
  // that showed it would keep the old value after an incremental build.
  it("are read by the content loader and the article page's structured data alone", () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const readers = fs
      .globSync('{app,components,lib,browser,postbuild}/**/*.{ts,tsx}', { cwd: root })
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /\bwordCount\b/.test(fs.readFileSync(path.join(root, file), 'utf8')))
      .sort();
    expect([...OWN_PAGE_FIELDS]).toEqual(['body', 'wordCount']);
    expect(readers).toEqual([
      'lib/build/page-fingerprints.ts',
      'lib/content/model/article.ts',
      'lib/content/reshape.ts',
      'lib/seo/json-ld.ts',
    ]);
  });
});
