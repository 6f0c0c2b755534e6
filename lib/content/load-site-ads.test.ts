import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// site.yaml's ad data and third-party scripts.
const site = fixtureSiteEachTest();

const load = () => site.load();
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

/** An ads block's policy, and what every ad states beyond its text and link (docs/sites.md#ad-data). */
const POLICY = 'ads:\n  policy: { allowed_categories: [books] }\n';
const AD_FACTS = 'advertiser: Partner Inc., category: books';

/** What every script states beyond src, name and receives, and the consent rule a site with scripts needs. */
const SCRIPT_FACTS = '    purpose: analytics\n    stores_data_in: RU\nconsent:\n  rule: opt-in\n';

describe('ad data and third-party scripts in site.yaml', () => {
  const withSettings = (yaml: string) => site.write('site.yaml', `${site.read('site.yaml')}${yaml}`);

  it('are read into the site: links per path, the banner and the scripts', () => {
    fs.mkdirSync(path.join(site.root, 'public/ads'), { recursive: true });
    fs.writeFileSync(path.join(site.root, 'public/ads/banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    withSettings(`ads:
  policy: { allowed_categories: [books, courses] }
  sponsored_links:
    /:
      - { text: Partner, href: "https://partner.example/?ref=1", advertiser: Partner Inc., category: books }
    /articles/kelly-staking/:
      - { text: Other, href: "https://other.example/", advertiser: Other LLC, category: courses }
  banner: { image: /ads/banner.svg, width: 468, height: 60, alt: A partner, href: "https://partner.example/", advertiser: Partner Inc., category: books }
third_party_scripts:
  - src: https://stats.example/tag.js?id=1
    name: Stats
    receives: the page address
    purpose: analytics
    stores_data_in: DE
    forward: [dataLayer.push]
consent:
  rule: opt-in
`);
    const { ads, thirdPartyScripts } = load().site;
    expect(Object.keys(ads.sponsoredLinks)).toEqual(['/', '/articles/kelly-staking/']);
    expect(ads.banner).toMatchObject({ image: '/ads/banner.svg', width: 468, height: 60, advertiser: 'Partner Inc.' });
    expect(ads.allowedCategories).toEqual(['books', 'courses']);
    expect(ads.sponsoredLinks['/']).toEqual([
      { text: 'Partner', href: 'https://partner.example/?ref=1', advertiser: 'Partner Inc.', category: 'books' },
    ]);
    expect(thirdPartyScripts).toEqual([
      {
        src: 'https://stats.example/tag.js?id=1',
        name: 'Stats',
        receives: 'the page address',
        purpose: 'analytics',
        storesDataIn: 'DE',
        forward: ['dataLayer.push'],
      },
    ]);
  });

  it('default to no ads and no scripts', () => {
    expect(load().site).toMatchObject({ ads: { sponsoredLinks: {} }, thirdPartyScripts: [] });
  });

  it('refuse links for a path the site does not build, naming the path', () => {
    withSettings(
      `${POLICY}  sponsored_links:\n    /articles/no-such-article/:\n      - { text: Partner, href: "https://partner.example/", ${AD_FACTS} }\n`,
    );
    const problem = expectOneProblem(
      'site.yaml',
      'ads.sponsored_links./articles/no-such-article/',
      /a page the site builds/,
    );
    expect(problem.value).toBe('/articles/no-such-article/');
  });

  it('refuse a path without its trailing slash and a sponsor link that is not https', () => {
    withSettings(
      `${POLICY}  sponsored_links:\n    /articles/kelly-staking:\n      - { text: Partner, href: "https://partner.example/", ${AD_FACTS} }\n`,
    );
    expectOneProblem('site.yaml', 'ads.sponsored_links./articles/kelly-staking', /with its trailing slash/);
    site.write(
      'site.yaml',
      site
        .read('site.yaml')
        .replace('/articles/kelly-staking:', '/articles/kelly-staking/:')
        .replace('https://partner', 'http://partner'),
    );
    expectOneProblem(
      'site.yaml',
      'ads.sponsored_links./articles/kelly-staking/.0.href',
      /an https URL for the sponsor/,
    );
  });

  it('refuse a banner taller than the slot allows, and one whose image is missing', () => {
    withSettings(
      `${POLICY}  banner: { image: /ads/missing.svg, width: 468, height: 90, alt: A partner, href: "https://partner.example/", ${AD_FACTS} }\n`,
    );
    expectOneProblem('site.yaml', 'ads.banner.height', /at most 60 px/);
    site.write('site.yaml', site.read('site.yaml').replace('height: 90', 'height: 60'));
    expectOneProblem('site.yaml', 'ads.banner.image', /exists under public\//);
  });

  it("read a banner's narrow art, and refuse one too wide for a narrow window, no narrower, or missing", () => {
    fs.mkdirSync(path.join(site.root, 'public/ads'), { recursive: true });
    for (const file of ['banner.svg', 'banner-narrow.svg'])
      fs.writeFileSync(path.join(site.root, 'public/ads', file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const banner = (narrow: string, width = 468) =>
      `${POLICY}  banner: { image: /ads/banner.svg, width: ${width}, height: 60, narrow: ${narrow}, alt: A partner, href: "https://partner.example/", ${AD_FACTS} }\n`;
    const original = site.read('site.yaml');
    const withBanner = (yaml: string) => site.write('site.yaml', `${original}${yaml}`);
    withBanner(banner('{ image: /ads/banner-narrow.svg, width: 160, height: 60 }'));
    expect(load().site.ads.banner?.narrow).toEqual({ image: '/ads/banner-narrow.svg', width: 160, height: 60 });
    withBanner(banner('{ image: /ads/banner-narrow.svg, width: 320, height: 50 }'));
    expectOneProblem('site.yaml', 'ads.banner.narrow.width', /at most 160 px/);
    withBanner(banner('{ image: /ads/banner-narrow.svg, width: 150, height: 60 }', 120));
    expect(
      expectOneProblem('site.yaml', 'ads.banner.narrow.width', /less than the banner's own \(120 px\)/).value,
    ).toBe('150');
    withBanner(banner('{ image: /ads/missing-narrow.svg, width: 160, height: 60 }'));
    expect(expectOneProblem('site.yaml', 'ads.banner.narrow.image', /exists under public\//).value).toBe(
      '/ads/missing-narrow.svg',
    );
    withBanner(banner('{ image: /ads/banner-narrow.svg, width: 160 }'));
    expectOneProblem('site.yaml', 'ads.banner.narrow.height', /a height in pixels/);
  });

  it('refuse a third-party script that is not https or not written as a browser writes it', () => {
    withSettings(
      `third_party_scripts:\n  - src: http://stats.example/tag.js\n    name: Stats\n    receives: the page address\n${SCRIPT_FACTS}`,
    );
    expectOneProblem('site.yaml', 'third_party_scripts.0.src', /https URL/);
    site.write('site.yaml', site.read('site.yaml').replace('http://stats.example/tag.js', 'https://Stats.example'));
    expectOneProblem('site.yaml', 'third_party_scripts.0.src', /as a browser writes it/);
  });

  it('refuse a third-party script that does not say what it receives (the privacy policy lists it)', () => {
    withSettings(`third_party_scripts:\n  - src: https://stats.example/tag.js\n    name: Stats\n${SCRIPT_FACTS}`);
    expectOneProblem('site.yaml', 'third_party_scripts.0.receives', /what the service receives/);
  });

  describe('refuse', () => {
    const original = () => site.read('site.yaml');
    const script =
      'third_party_scripts:\n  - src: https://stats.example/tag.js\n    name: Stats\n    receives: the page\n';
    const cases: [string, string, string, RegExp][] = [
      [
        'a purpose the product does not know',
        `${script}    purpose: tracking\n    stores_data_in: RU\nconsent:\n  rule: opt-in\n`,
        'third_party_scripts.0.purpose',
        /one of analytics, advertising/,
      ],
      [
        'a storage country that is not a code',
        `${script}    purpose: analytics\n    stores_data_in: Russia\nconsent:\n  rule: opt-in\n`,
        'third_party_scripts.0.stores_data_in',
        /two-letter country code/,
      ],
      [
        'scripts without a consent rule',
        `${script}    purpose: analytics\n    stores_data_in: RU\n`,
        'consent',
        /a consent rule .*since the site has third_party_scripts/,
      ],
      [
        'a consent rule without scripts',
        'consent:\n  rule: opt-in\n',
        'consent',
        /no consent rule: the site has no third_party_scripts/,
      ],
      [
        'a consent rule the product does not have',
        `${script}    purpose: analytics\n    stores_data_in: RU\nconsent:\n  rule: later\n`,
        'consent.rule',
        /one of opt-in/,
      ],
    ];
    it.each(cases)('%s', (_name, yaml, field, expected) => {
      site.write('site.yaml', `${original()}${yaml}`);
      expectOneProblem('site.yaml', field, expected);
    });
  });

  it('refuse an age limit under 18 and a help block without a service', () => {
    site.write('site.yaml', site.read('site.yaml').replace('age_limit: 21', 'age_limit: 16'));
    expectOneProblem('site.yaml', 'responsible_gambling.age_limit', /at least 18/);
    site.write(
      'site.yaml',
      site
        .read('site.yaml')
        .replace('age_limit: 16', 'age_limit: 21')
        .replace(/  services:[\s\S]*?(?=legal:)/, '  services: []\n'),
    );
    expectOneProblem('site.yaml', 'responsible_gambling.services', /at least one help service/);
  });

  it('refuse a site without its operator and governing law', () => {
    site.write('site.yaml', site.read('site.yaml').replace(/legal:[\s\S]*?(?=\n[a-z_]+:|$)/, ''));
    expectOneProblem('site.yaml', 'legal', /./);
  });

  it("refuse a Russian site without the operator's address, and read it when there", () => {
    const yaml = site.read('site.yaml').replace('locale: en_US', 'locale: ru_RU').replace('country: US', 'country: RU');
    site.write('site.yaml', yaml);
    expectOneProblem('site.yaml', 'legal.address', /postal address, which a Russian site must publish/);
    site.write(
      'site.yaml',
      yaml.replace('  governing_law:', '  address: 101000, Москва, ул. Примерная, д. 1\n  governing_law:'),
    );
    expect(load().site.legal.address).toBe('101000, Москва, ул. Примерная, д. 1');
  });

  it('refuse a site without its host, and a host abroad without the safeguard its transfer rests on', () => {
    const yaml = site.read('site.yaml');
    site.write('site.yaml', yaml.replace(/  hosting:\n.*\n.*\n/, ''));
    expectOneProblem('site.yaml', 'legal.hosting', /./);
    site.write('site.yaml', yaml.replace('country: US', 'country: DE'));
    expectOneProblem('site.yaml', 'legal.hosting.transfer_safeguard', /safeguard the transfer abroad rests on/);
    site.write('site.yaml', yaml.replace('country: US', 'country: DE\n    transfer_safeguard: the standard contract'));
    expect(load().site.legal.hosting).toEqual({
      provider: 'Fixture Hosting Inc.',
      country: 'DE',
      transferSafeguard: 'the standard contract',
    });
  });
});
