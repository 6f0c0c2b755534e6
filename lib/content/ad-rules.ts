import type { ContentProblem } from './problems.ts';
import type { AdFacts, Site } from './model/index.ts';

// The rules an ad must meet in its readers' country, beyond its shape (docs/sites.md#ad-data):
// the site's policy allows its category, and on a Russian site it carries the registry's token.

/** Locales whose internet ads must carry the registry's token (Russia: 38-FZ art. 18.1). */
const ERID_LOCALES: ReadonlySet<Site['locale']> = new Set(['ru_RU']);

/** Every ad of the site with the site.yaml field it was read from, e.g. ads.sponsored_links./.0 */
function adsWithFields(ads: Site['ads']): { field: string; ad: AdFacts }[] {
  const found: { field: string; ad: AdFacts }[] = Object.entries(ads.sponsoredLinks).flatMap(([pagePath, links]) =>
    links.map((ad, index) => ({ field: `ads.sponsored_links.${pagePath}.${index}`, ad })),
  );
  if (ads.banner) found.push({ field: 'ads.banner', ad: ads.banner });
  return found;
}

/** The problems of the site's ads against its policy and its country's marking rule; none when all is well. */
export function adRuleProblems(site: Pick<Site, 'locale' | 'ads'>, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const allowed = site.ads.allowedCategories ?? [];
  for (const { field, ad } of adsWithFields(site.ads)) {
    if (!allowed.includes(ad.category)) {
      problems.push({
        file,
        field: `${field}.category`,
        value: ad.category,
        expected:
          ad.category === 'gambling-operator'
            ? `no gambling-operator ad: the site's policy (ads.policy.allowed_categories) does not allow real-money gambling operators; allowed: ${allowed.join(', ')}`
            : `a category the site's policy allows (ads.policy.allowed_categories): ${allowed.join(', ')}`,
      });
    }
    if (ERID_LOCALES.has(site.locale) && !ad.erid) {
      problems.push({
        file,
        field: `${field}.erid`,
        value: undefined,
        expected:
          'the erid token an advertising-data operator issued for this ad: Russian internet ads carry it with the advertiser (38-FZ art. 18.1)',
      });
    }
    // The token alone does not say who registered the ad or when: the site keeps both beside it.
    if (ERID_LOCALES.has(site.locale) && !ad.ord) {
      problems.push({
        file,
        field: `${field}.ord`,
        value: undefined,
        expected:
          "the advertising-data operator (ОРД) that issued the ad's erid, e.g. ООО «ВК»: a Russian internet ad is registered through one (38-FZ art. 18.1)",
      });
    }
    if (ERID_LOCALES.has(site.locale) && !ad.erid_date) {
      problems.push({
        file,
        field: `${field}.erid_date`,
        value: undefined,
        expected: "the day the advertising-data operator issued the ad's erid, as YYYY-MM-DD (38-FZ art. 18.1)",
      });
    }
  }
  return problems;
}
