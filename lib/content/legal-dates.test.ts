import { describe, expect, it } from 'vitest';

import { DATED_PAGES, legalTextHash } from './legal-dates.ts';
import { loadSiteContent } from './load.ts';
import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { FIXTURE_LEGAL_TEXT_SHA256 } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// The legal pages' effective date is the day their text last changed (CalOPPA § 22575(b)(4)):
// the hash beside the date holds them together, so an edit without a new date is refused.
const site = fixtureSiteEachTest();

const load = () => site.load();
const terms = 'pages/terms.md';

describe("a legal page's effective date and the hash of its text", () => {
  it('is read when the hash matches the text', () => {
    expect(legalTextHash('Text.')).toBe(FIXTURE_LEGAL_TEXT_SHA256);
    expect(legalTextHash('\r\nText.\r\n\r\n')).toBe(FIXTURE_LEGAL_TEXT_SHA256);
    expect(load().pages.terms.effective).toEqual({ date: '2026-11-01', text_sha256: FIXTURE_LEGAL_TEXT_SHA256 });
  });

  it('refuses a text changed without a new date, naming the hash of the new text', () => {
    site.write(terms, site.read(terms).replace('Text.', 'Text, changed.'));
    const problem = expectOneProblemOf(load, terms, 'effective.text_sha256', /the text changed since 2026-11-01/);
    expect(problem.value).toBe(FIXTURE_LEGAL_TEXT_SHA256);
    expect(problem.expected).toContain(legalTextHash('Text, changed.'));
  });

  it('refuses a privacy policy or terms without an effective date', () => {
    for (const slug of DATED_PAGES) {
      const file = `pages/${slug}.md`;
      const source = site.read(file);
      site.write(file, source.replace(/effective: .*\n/, ''));
      expectOneProblemOf(load, file, 'effective', /effective: \{ date: YYYY-MM-DD, text_sha256: [0-9a-f]{64} \}/);
      site.write(file, source);
    }
  });

  it('refuses a date that is not YYYY-MM-DD and a hash that is not one', () => {
    const source = site.read(terms);
    site.write(terms, source.replace('date: 2026-11-01', 'date: 01.11.2026'));
    expectOneProblemOf(load, terms, 'effective.date', /YYYY-MM-DD/);
    site.write(terms, source.replace(FIXTURE_LEGAL_TEXT_SHA256, 'abc'));
    expectOneProblemOf(load, terms, 'effective.text_sha256', /64 lowercase hex digits/);
  });

  it('refuses a date written into the text by hand, in each language', () => {
    for (const line of [
      'Effective date: November 1, 2026.',
      'Yürürlük tarihi: 26 Kasım 2026.',
      'Дата вступления в силу: 1 ноября 2026 г.',
    ]) {
      const text = `${line}\n\nText.`;
      site.write(
        terms,
        site
          .read(terms)
          .replace(/text_sha256: \w+/, `text_sha256: ${legalTextHash(text)}`)
          .replace(/\n---\n[\s\S]*$/, `\n---\n\n${text}\n`),
      );
      expectOneProblemOf(load, terms, 'body', /no date written in the text/);
    }
  });
});

describe("the three sites' legal pages", () => {
  it('each state an effective date whose hash matches their text', () => {
    for (const siteId of ['oddsaces', 'stavkablef', 'oranveblof']) {
      const { pages } = loadSiteContent({ root: process.cwd(), siteId });
      for (const slug of DATED_PAGES) {
        expect(pages[slug].effective?.text_sha256, `${siteId} ${slug}`).toBe(legalTextHash(pages[slug].body));
      }
    }
  });
});
