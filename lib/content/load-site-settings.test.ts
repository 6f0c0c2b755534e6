import { describe, expect, it } from 'vitest';

import { loadSiteSettings } from './load.ts';
import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// site.yaml's legal facts and moved address, and reading the settings alone (the ad data and
// third-party scripts: load-site-ads.test.ts).
const site = fixtureSiteEachTest();

const load = () => site.load();
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

describe("a Turkish site's operator (law 5651 art. 3(1)) and its address for KVKK requests", () => {
  /** The fixture as a Turkish site hosted in Türkiye, with these lines added under legal. */
  const turkish = (legal: string) =>
    site.write(
      'site.yaml',
      site
        .read('site.yaml')
        .replace('locale: en_US', 'locale: tr_TR')
        .replace('country: US', 'country: TR')
        .replace('  operator: Fixture Publishing LLC\n', `  operator: Fixture Yayıncılık Ltd. Şti.\n${legal}`),
    );

  it('are read: the postal address, the MERSİS number and the KEP address', () => {
    turkish(
      '  address: Örnek Cad. 1, İstanbul\n  mersis_number: "0123456789012345"\n  kep_address: fixture@hs01.kep.tr\n',
    );
    expect(load().site.legal).toMatchObject({
      address: 'Örnek Cad. 1, İstanbul',
      mersisNumber: '0123456789012345',
      kepAddress: 'fixture@hs01.kep.tr',
    });
  });

  it('refuse a Turkish site without a postal address or without a MERSİS number', () => {
    turkish('  mersis_number: "0123456789012345"\n');
    expectOneProblem('site.yaml', 'legal.address', /postal address.*5651 art\. 3\(1\).*KVKK requests/);
    site.reset();
    turkish('  address: Örnek Cad. 1, İstanbul\n');
    expectOneProblem('site.yaml', 'legal.mersis_number', /16-digit MERSİS number.*5651 art\. 3\(1\)/);
  });

  it('refuse a MERSİS number that is not 16 digits and a KEP address outside .kep.tr', () => {
    turkish('  address: Örnek Cad. 1, İstanbul\n  mersis_number: "12345"\n');
    expectOneProblem('site.yaml', 'legal.mersis_number', /16 digits/);
    site.reset();
    turkish(
      '  address: Örnek Cad. 1, İstanbul\n  mersis_number: "0123456789012345"\n  kep_address: fixture@example.com\n',
    );
    expectOneProblem('site.yaml', 'legal.kep_address', /ending in \.kep\.tr/);
  });

  it('are not asked of a site in another country', () => {
    expect(load().site.legal.mersisNumber).toBeUndefined();
  });
});

describe('a moved address in site.yaml (moved_from)', () => {
  it('is read with its old address and day, and absent by default', () => {
    expect(load().site.movedFrom).toBeUndefined();
    site.write('site.yaml', `${site.read('site.yaml')}moved_from: { address: example.net, date: 2026-03-01 }\n`);
    expect(load().site.movedFrom).toEqual({ address: 'example.net', date: '2026-03-01' });
  });

  it('refuses a day that is not YYYY-MM-DD and a move without its old address', () => {
    const yaml = site.read('site.yaml');
    site.write('site.yaml', `${yaml}moved_from: { address: example.net, date: March 1 }\n`);
    expectOneProblem('site.yaml', 'moved_from.date', /the day the site moved, as YYYY-MM-DD/);
    site.write('site.yaml', `${yaml}moved_from: { date: 2026-03-01 }\n`);
    expectOneProblem('site.yaml', 'moved_from.address', /old address/);
  });
});

describe('loadSiteSettings', () => {
  it('reads site.yaml without reading a single article', () => {
    site.write('articles/broken.md', 'no frontmatter at all');
    expect(loadSiteSettings({ root: site.root, siteId: FIXTURE_SITE_ID }).domain).toBe('https://www.example.com');
  });

  it('refuses a site.yaml that breaks the schema, naming the field', () => {
    site.write('site.yaml', 'id: fixture\ntitle: Fixture Site\n');
    expect(() => loadSiteSettings({ root: site.root, siteId: FIXTURE_SITE_ID })).toThrow(/site\.yaml: field "brand"/);
  });
});

describe("a Turkish site's transfer abroad", () => {
  const turkish = (hosting: string) =>
    site.write(
      'site.yaml',
      site
        .read('site.yaml')
        .replace('locale: en_US', 'locale: tr_TR')
        .replace(
          '  operator: Fixture Publishing LLC\n',
          `  operator: Fixture Yayıncılık Ltd. Şti.\n  address: Örnek Cad. 1, İstanbul\n  mersis_number: "0123456789012345"\n`,
        )
        .replace('country: US', `country: US\n${hosting}`),
    );

  it('reads the day its standard contract was notified to the Authority', () => {
    turkish('    transfer_safeguard: standart sözleşme\n    transfer_notified: 2026-11-04');
    expect(load().site.legal.hosting.transferNotified).toBe('2026-11-04');
  });

  it('refuses a safeguard that says it was notified itself, and a day that is not YYYY-MM-DD', () => {
    turkish('    transfer_safeguard: standart sözleşme; Kuruma bildirilmiştir');
    expectOneProblem(
      'site.yaml',
      'legal.hosting.transfer_safeguard',
      /without saying it was notified.*transfer_notified/,
    );
    site.write(
      'site.yaml',
      site.read('site.yaml').replace('; Kuruma bildirilmiştir', '\n    transfer_notified: 04.11.2026'),
    );
    expectOneProblem('site.yaml', 'legal.hosting.transfer_notified', /YYYY-MM-DD/);
  });
});
