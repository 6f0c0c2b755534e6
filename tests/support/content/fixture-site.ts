// A small, valid site written to a temporary folder, for tests that break one file at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { LOCALES } from '../../../lib/content/model/index.ts';
import { disclosureSection } from '../../../lib/site/disclosure.ts';

export const FIXTURE_SITE_ID = 'fixture';

/**
 * The section of About Us every byline links to, in each locale's words, so that a test may
 * switch the site's locale without failing the content check (lib/site/disclosure.ts).
 */
const ABOUT_SECTIONS: Record<string, string> = {
  'about-us': LOCALES.map((locale) => `\n## ${disclosureSection(locale).heading}\n\nText.\n`).join(''),
};

const SITE = `id: fixture
title: Fixture Site
brand: Fixture
domain: https://www.example.com
locale: en_US
contact_email: hello@example.com
social:
  video: https://video.example.com/fixture
  facebook: https://facebook.example.com/fixture
  instagram: https://instagram.example.com/fixture
responsible_gambling:
  age_limit: 21
  services:
    - name: Fixture Help Line
      url: https://help.example.com
      phone: 1-800-555-0100
legal:
  operator: Fixture Publishing LLC
  governing_law: the laws of the State of New York, United States
  log_retention_days: 30
  hosting:
    provider: Fixture Hosting Inc.
    country: US
`;

/** The SHA-256 of the fixture's legal pages' text, "Text.". */
export const FIXTURE_LEGAL_TEXT_SHA256 = 'f06dce27b84e18ccb3c7e94a0679c279cd42027da23bcf1e1ca1f94e365ea420';

const SEO = ['home', 'authors', 'not-found', 'about-us', 'privacy-policy', 'terms', 'sitemap']
  .map((kind) => `${kind}:\n  title: "${kind} title"\n  description: "${kind} description 🎲"\n`)
  .join('');

const CATEGORIES = `- slug: poker-tutorials
  title: Poker Tutorials
  description: Lessons.
  meta_description: Lessons in short.
  children:
    - slug: texas-holdem-basics
      title: Texas Hold'em Basics
      description: Basics.
      meta_description: Basics in short.
    - slug: other-poker-tips
      title: Other Poker Tips
      description: The rest.
      meta_description: The rest in short.
      other: true
- slug: bankroll-management
  title: Bankroll Management
  description: Money.
  meta_description: Money in short.
  children:
    - slug: bet-sizing
      title: Bet Sizing
      description: Stakes.
      meta_description: Stakes in short.
    - slug: other-management-insights
      title: Other Management Insights
      description: The rest.
      meta_description: The rest in short.
      other: true
`;

const AUTHORS = `- name: Asha Verma
  slug: asha-verma
  role: Poker Coach
  description: Writes about poker.
  meta_description: Asha Verma writes about poker.
- name: Tom Reed
  slug: tom-reed
  role: Bankroll Coach
  description: Writes about money.
  meta_description: Tom Reed writes about money.
`;

export interface ArticleFields {
  id?: number | string;
  title?: string;
  slug: string;
  author?: string;
  published?: string;
  updated?: string;
  description?: string;
  category?: string;
  subcategory?: string;
  labels?: string[];
  /** More frontmatter lines as written, e.g. ['reviewed:', '  by: Tom Reed', '  date: 2025-02-01']. */
  extra?: string[];
}

/** Frontmatter and body of a valid article, with the given fields changed. */
export function articleSource(fields: ArticleFields, body = 'A paragraph of text.\n'): string {
  const lines = [
    '---',
    `id: ${fields.id ?? 1}`,
    `title: ${JSON.stringify(fields.title ?? 'Pot Odds Explained')}`,
    `slug: ${fields.slug}`,
    `author: ${fields.author ?? 'Asha Verma'}`,
    `published: ${fields.published ?? '2025-01-02'}`,
    ...(fields.updated ? [`updated: ${fields.updated}`] : []),
    `description: ${JSON.stringify(fields.description ?? 'How to compare the price with the odds of hitting.')}`,
    'entities:',
    `  - category: ${fields.category ?? 'poker-tutorials'}`,
    '    subcategories:',
    `      - subcategory: ${fields.subcategory ?? 'texas-holdem-basics'}`,
    `        subsubcategories: ${JSON.stringify(fields.labels ?? ['Pot Odds'])}`,
    ...(fields.extra ?? []),
    '---',
    '',
    body,
  ];
  return lines.join('\n');
}

export interface FixtureSite {
  /** Project root holding content/fixture/. */
  root: string;
  dir: string;
  /** Writes (or overwrites) a file relative to the site folder. */
  write(file: string, text: string): void;
  read(file: string): string;
  remove(file: string): void;
  cleanup(): void;
}

/** A valid two-category site with two articles, in a fresh temporary folder. */
export function createFixtureSite(): FixtureSite {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-fixture-'));
  const dir = path.join(root, 'content', FIXTURE_SITE_ID);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('site.yaml', SITE);
  write('seo.yaml', SEO);
  write('categories.yaml', CATEGORIES);
  write('authors.yaml', AUTHORS);
  for (const slug of ['about-us', 'privacy-policy', 'terms']) {
    // The legal pages date their text: the hash is the SHA-256 of "Text." (lib/content/legal-dates.ts).
    const effective =
      slug === 'about-us' ? '' : `effective: { date: 2026-11-01, text_sha256: ${FIXTURE_LEGAL_TEXT_SHA256} }\n`;
    write(
      `pages/${slug}.md`,
      `---\ntitle: ${slug}\ndescription: About ${slug}.\n${effective}---\n\nText.\n${ABOUT_SECTIONS[slug] ?? ''}`,
    );
  }
  write('articles/pot-odds-explained.md', articleSource({ id: 1, slug: 'pot-odds-explained' }));
  write(
    'articles/kelly-staking.md',
    articleSource({
      id: 2,
      slug: 'kelly-staking',
      title: 'Kelly Staking',
      author: 'Tom Reed',
      published: '2025-03-04',
      category: 'bankroll-management',
      subcategory: 'bet-sizing',
      labels: ['Kelly Criterion'],
    }),
  );
  return {
    root,
    dir,
    write,
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    remove: (file) => fs.rmSync(path.join(dir, file)),
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
