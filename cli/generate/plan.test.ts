import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { createFixtureSite, FIXTURE_SITE_ID, type FixtureSite } from '../../tests/support/content/fixture-site.ts';
import type { SiteContent } from '../../lib/content/model/index.ts';
import { planGeneration, UsageError } from './plan.ts';
import { createGenerationSite } from '../../tests/support/generation/generation-site.ts';

let site: FixtureSite;
let content: SiteContent;
beforeAll(() => {
  site = createGenerationSite();
  content = loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID });
});
afterAll(() => site.cleanup());

const placements = (args: Parameters<typeof planGeneration>[1]) =>
  planGeneration(content, args).articles.map((a) => `${a.subcategory.slug} by ${a.author.name}`);

describe('planGeneration', () => {
  it('gives the locale and the site generation settings', () => {
    const plan = planGeneration(content, { locale: 'tr_TR', category: 'poker-tutorials' });
    expect(plan.locale.languageName).toBe('Turkish');
    expect(plan.settings.nicheTerms).toBe('poker and betting terms');
    expect(plan.articles).toHaveLength(1);
  });

  it('without --subcategory and --author, uses topic subcategories and the category regular writers', () => {
    expect(placements({ locale: 'en_US', category: 'poker-tutorials', count: '2' })).toEqual([
      'texas-holdem-basics by Asha Verma',
      'texas-holdem-basics by Asha Verma',
    ]);
  });

  it('uses the subcategory and the author it is given; the author by name or slug', () => {
    expect(
      placements({ locale: 'en_US', category: 'poker-tutorials', subcategory: 'other-poker-tips', author: 'tom-reed' }),
    ).toEqual(['other-poker-tips by Tom Reed']);
    expect(placements({ locale: 'en_US', category: 'poker-tutorials', author: 'Tom Reed' })).toEqual([
      'texas-holdem-basics by Tom Reed',
    ]);
  });

  it.each([
    [{ category: 'poker-tutorials' }, '--locale is missing: expected one of en_US, ru_RU, tr_TR'],
    [
      { locale: 'ko_KR', category: 'poker-tutorials' },
      '--locale "ko_KR" is not valid: expected one of en_US, ru_RU, tr_TR',
    ],
    [{ locale: 'en_US' }, '--category is missing: expected a category slug of site fixture'],
    [
      { locale: 'en_US', category: 'poker-tutorials', count: '-1' },
      '--count "-1" is not valid: expected a positive whole number (1, 2, 3…)',
    ],
  ])('refuses %j with one line naming the flag', (args, message) => {
    expect(() => planGeneration(content, args)).toThrow(new UsageError(message));
  });

  it('refuses a site without generation settings, saying what to add to site.yaml', () => {
    const bare = createFixtureSite();
    try {
      const bareContent = loadSiteContent({ root: bare.root, siteId: FIXTURE_SITE_ID });
      expect(() => planGeneration(bareContent, { locale: 'en_US', category: 'poker-tutorials' })).toThrow(
        /^content\/fixture\/site\.yaml has no "generation" settings: expected generation\.reference_sites .* and generation\.niche_terms/,
      );
    } finally {
      bare.cleanup();
    }
  });
});
