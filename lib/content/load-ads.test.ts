import fs from 'node:fs';
import path from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// The rules every ad meets (docs/sites.md#ad-data): it names its advertiser and a category the
// site's policy allows, and on a Russian site it carries its erid token (38-FZ art. 18.1).
const site = fixtureSiteEachTest();
/** The fixture's site.yaml before a test adds its ads. */
let baseSettings: string;
beforeEach(() => {
  baseSettings = site.read('site.yaml');
});

const load = () => site.load();
const expectOneProblem = (field: string, expected: RegExp) => expectOneProblemOf(load, 'site.yaml', field, expected);

/** The fixture site as a Russian site, with one sponsored link on its home page. */
function russianSiteWithLink(link: string, allowed = '[books, courses, training-software]') {
  // Hosted in Russia too, so the site needs no transfer safeguard for its logs.
  const settings = baseSettings
    .replace('locale: en_US', 'locale: ru_RU')
    .replace('country: US', 'country: RU')
    .replace('  governing_law:', '  address: 101000, Москва, ул. Примерная, д. 1\n  governing_law:');
  site.write(
    'site.yaml',
    `${settings}ads:\n  policy: { allowed_categories: ${allowed} }\n  sponsored_links:\n    /:\n      - ${link}\n`,
  );
}

const RU_LINK = {
  text: 'text: Книжный двор',
  href: 'href: "https://knigi.example/"',
  advertiser: 'advertiser: ООО «Книжный двор»',
  category: 'category: books',
  erid: 'erid: 2VtzqxKnbMe',
  ord: 'ord: ООО «ВК»',
  eridDate: 'erid_date: 2026-11-02',
};
const ruLink = (changes: Partial<Record<keyof typeof RU_LINK, string | null>> = {}) =>
  `{ ${Object.entries({ ...RU_LINK, ...changes })
    .filter(([, value]) => value !== null)
    .map(([, value]) => value)
    .join(', ')} }`;

describe('ads on a Russian site', () => {
  it('pass with an advertiser, an allowed category and an erid, which is read into the site', () => {
    russianSiteWithLink(ruLink());
    expect(load().site.ads.sponsoredLinks['/']).toEqual([
      {
        text: 'Книжный двор',
        href: 'https://knigi.example/',
        advertiser: 'ООО «Книжный двор»',
        category: 'books',
        erid: '2VtzqxKnbMe',
        ord: 'ООО «ВК»',
        erid_date: '2026-11-02',
      },
    ]);
  });

  it('refuse a link without an advertiser', () => {
    russianSiteWithLink(ruLink({ advertiser: null }));
    const problem = expectOneProblem('ads.sponsored_links./.0.advertiser', /the name of the advertiser/);
    expect(problem.value).toBeUndefined();
  });

  it('refuse a link without an erid, citing the law', () => {
    russianSiteWithLink(ruLink({ erid: null }));
    const problem = expectOneProblem('ads.sponsored_links./.0.erid', /erid token .*38-FZ art\. 18\.1/);
    expect(problem.value).toBeUndefined();
  });

  it('refuse an erid without the advertising-data operator that issued it, citing the law', () => {
    russianSiteWithLink(ruLink({ ord: null }));
    const problem = expectOneProblem(
      'ads.sponsored_links./.0.ord',
      /advertising-data operator \(ОРД\).*38-FZ art\. 18\.1/,
    );
    expect(problem.value).toBeUndefined();
  });

  it('refuse an erid without the day it was issued, or with a day that is not YYYY-MM-DD', () => {
    russianSiteWithLink(ruLink({ eridDate: null }));
    expectOneProblem(
      'ads.sponsored_links./.0.erid_date',
      /the day the advertising-data operator issued .*38-FZ art\. 18\.1/,
    );
    russianSiteWithLink(ruLink({ eridDate: 'erid_date: 02.11.2026' }));
    const problem = expectOneProblem('ads.sponsored_links./.0.erid_date', /YYYY-MM-DD/);
    expect(problem.value).toBe('02.11.2026');
  });

  it('refuse an erid that is not a bare token: a pasted label, Cyrillic letters or too short', () => {
    for (const erid of ['"erid: 2VtzqxKnbMe"', 'Кра23uVC4', 'abc12']) {
      russianSiteWithLink(ruLink({ erid: `erid: ${erid}` }));
      const problem = expectOneProblem('ads.sponsored_links./.0.erid', /6 to 64 Latin letters and digits/);
      expect(problem.value).toBe(erid.replace(/"/g, ''));
    }
  });

  it('refuse a banner without an erid', () => {
    russianSiteWithLink(ruLink());
    site.write(
      'site.yaml',
      `${site.read('site.yaml')}  banner: { image: /ads/fixture.svg, width: 468, height: 60, alt: Книги, href: "https://knigi.example/", advertiser: ООО «Книжный двор», category: books, ord: ООО «ВК», erid_date: 2026-11-02 }\n`,
    );
    fs.mkdirSync(path.join(site.root, 'public/ads'), { recursive: true });
    fs.writeFileSync(path.join(site.root, 'public/ads/fixture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expectOneProblem('ads.banner.erid', /erid token/);
  });

  it("refuse a banner without its erid's operator and date", () => {
    russianSiteWithLink(ruLink());
    site.write(
      'site.yaml',
      `${site.read('site.yaml')}  banner: { image: /ads/fixture.svg, width: 468, height: 60, alt: Книги, href: "https://knigi.example/", advertiser: ООО «Книжный двор», category: books, erid: 2VtzqyPa3Lw }\n`,
    );
    fs.mkdirSync(path.join(site.root, 'public/ads'), { recursive: true });
    fs.writeFileSync(path.join(site.root, 'public/ads/fixture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(() => load()).toThrow(
      /field "ads\.banner\.ord" is missing; expected the advertising-data operator[^\n]*\n[^\n]*field "ads\.banner\.erid_date" is missing/,
    );
  });
});

describe("an ad's category", () => {
  it("is refused when the site's policy does not allow it, naming what it allows", () => {
    russianSiteWithLink(ruLink({ category: 'category: odds-comparison' }));
    const problem = expectOneProblem(
      'ads.sponsored_links./.0.category',
      /a category the site's policy allows .*: books, courses, training-software$/,
    );
    expect(problem.value).toBe('odds-comparison');
  });

  it("is refused as a gambling operator where the site's policy forbids one", () => {
    russianSiteWithLink(ruLink({ category: 'category: gambling-operator' }));
    const problem = expectOneProblem('ads.sponsored_links./.0.category', /no gambling-operator ad/);
    expect(problem.value).toBe('gambling-operator');
  });

  it('passes as a gambling operator only on a site whose policy lists it', () => {
    russianSiteWithLink(ruLink({ category: 'category: gambling-operator' }), '[books, gambling-operator]');
    expect(load().site.ads.sponsoredLinks['/']?.[0]?.category).toBe('gambling-operator');
  });

  it('is refused when it is not one of the known categories', () => {
    russianSiteWithLink(ruLink({ category: 'category: casino' }));
    expectOneProblem('ads.sponsored_links./.0.category', /one of books, courses, training-software/);
  });
});

describe('the advertising policy', () => {
  it('is required once a site has ads', () => {
    site.write(
      'site.yaml',
      `${site.read('site.yaml')}ads:\n  sponsored_links:\n    /:\n      - { text: Partner, href: "https://partner.example/", advertiser: Partner Inc., category: books }\n`,
    );
    expectOneProblem('ads.policy', /an advertising policy/);
  });

  it('names known categories, each once', () => {
    site.write('site.yaml', `${baseSettings}ads:\n  policy: { allowed_categories: [books, dice] }\n`);
    expectOneProblem('ads.policy.allowed_categories.1', /one of books/);
    site.write('site.yaml', `${baseSettings}ads:\n  policy: { allowed_categories: [books, courses, books] }\n`);
    expectOneProblem('ads.policy.allowed_categories', /each category once/);
  });
});

describe('ads on an English site', () => {
  it('need an advertiser but no erid', () => {
    site.write(
      'site.yaml',
      `${site.read('site.yaml')}ads:\n  policy: { allowed_categories: [books] }\n  sponsored_links:\n    /:\n      - { text: Partner, href: "https://partner.example/", category: books }\n`,
    );
    expectOneProblem('ads.sponsored_links./.0.advertiser', /the name of the advertiser/);
    site.write(
      'site.yaml',
      site.read('site.yaml').replace('category: books }', 'category: books, advertiser: Partner Inc. }'),
    );
    const [ad] = load().site.ads.sponsoredLinks['/'] ?? [];
    expect(ad?.advertiser).toBe('Partner Inc.');
    expect(ad?.erid).toBeUndefined();
  });

  it('refuses a new-url notice: a moved site states moved_from instead', () => {
    site.write(
      'site.yaml',
      `${site.read('site.yaml')}ads:\n  new_url: { text: fixture.net, href: "https://fixture.net/" }\n`,
    );
    expect(() => load()).toThrow(/site\.yaml.*new_url/);
  });
});
