import { describe, expect, it } from 'vitest';

import { exampleFacts, exampleFactRefusal, isExampleFact } from './example-facts.ts';
import { loadSiteSettings } from './load.ts';
import { listSites } from './site-files.ts';
import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// Example facts (docs/sites.md#example-facts): fields of site.yaml that hold placeholders.

describe('isExampleFact', () => {
  const site = { exampleFacts: ['legal.operator', 'ads.banner', 'ads.sponsored_links./.1.advertiser'] };

  it('answers for a listed field, the fields under it and the fields that hold it', () => {
    expect(isExampleFact(site, 'legal.operator')).toBe(true);
    expect(isExampleFact(site, 'ads.banner.advertiser')).toBe(true);
    expect(isExampleFact(site, 'ads.sponsored_links./.1')).toBe(true);
    expect(isExampleFact(site, 'ads.sponsored_links')).toBe(true);
  });

  it('answers no for the fields beside them, whole parts compared', () => {
    expect(isExampleFact(site, 'legal.hosting')).toBe(false);
    expect(isExampleFact(site, 'legal.operator_name')).toBe(false);
    expect(isExampleFact(site, 'ads.sponsored_links./.0')).toBe(false);
    expect(isExampleFact(site, 'ads.sponsored_links./articles/x/.1')).toBe(false);
    expect(isExampleFact({}, 'legal.operator')).toBe(false);
    expect(exampleFacts({})).toEqual([]);
  });

  it('words the deploy refusal with the file, the field and what to do', () => {
    expect(exampleFactRefusal('content/stavkablef/site.yaml', 'legal.operator')).toBe(
      'content/stavkablef/site.yaml: field "legal.operator" is an example fact; replace it with the site\'s real value and remove it from example_facts',
    );
  });
});

describe('example_facts in site.yaml', () => {
  const site = fixtureSiteEachTest();
  const load = () => site.load();
  const withFacts = (list: string) =>
    site.write('site.yaml', `${site.read('site.yaml').replace(/^example_facts:.*\n/m, '')}example_facts: ${list}\n`);

  it('is read into the site when each names a field the file sets, list items included', () => {
    withFacts('[legal.operator, legal.hosting.provider, responsible_gambling.services.0]');
    expect(load().site.exampleFacts).toEqual([
      'legal.operator',
      'legal.hosting.provider',
      'responsible_gambling.services.0',
    ]);
  });

  it('refuses a field the file does not set, naming it', () => {
    withFacts('[legal.operator, legal.adress]');
    const problem = expectOneProblemOf(
      load,
      'site.yaml',
      'example_facts.1',
      /dotted path of a field this site\.yaml sets/,
    );
    expect(problem.value).toBe('legal.adress');
    withFacts('[responsible_gambling.services.7]');
    expectOneProblemOf(load, 'site.yaml', 'example_facts.0', /dotted path of a field/);
  });
});

describe('the shipped example sites', () => {
  it.each(listSites(process.cwd()))('%s lists its placeholder operator, host and ads as example facts', (siteId) => {
    const site = loadSiteSettings({ root: process.cwd(), siteId });
    for (const field of ['legal.operator', 'legal.hosting']) expect(isExampleFact(site, field)).toBe(true);
    if (site.ads.banner) expect(isExampleFact(site, 'ads.banner')).toBe(true);
    for (const [pagePath, links] of Object.entries(site.ads.sponsoredLinks)) {
      links.forEach((_, index) => expect(isExampleFact(site, `ads.sponsored_links.${pagePath}.${index}`)).toBe(true));
    }
  });
});
