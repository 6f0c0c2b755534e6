import type { AdFacts, Site, SponsoredLink } from '../content/model/index.ts';
import { pickSponsoredHeading } from './sponsored-heading.ts';
import { uiText } from './ui-text/index.ts';

export interface SponsoredBlock {
  heading: string;
  links: SponsoredLink[];
}

/** The heading of the site's sponsored blocks, in its language. */
export function sponsoredHeading(site: Pick<Site, 'id' | 'locale'>): string {
  return pickSponsoredHeading(site.id, uiText(site.locale).sponsored.headings);
}

/**
 * The sponsored block of one page: its path's links and the heading the site id picks. Undefined when the path has no links: no empty box is drawn.
 */
export function sponsoredBlockFor(site: Site, path: string): SponsoredBlock | undefined {
  const links = site.ads.sponsoredLinks[path];
  if (!links || links.length === 0) return undefined;
  return { heading: sponsoredHeading(site), links };
}

/**
 * Where an ad's link leads: the sponsor's address, with the ad's erid added as the `erid`
 * parameter when it has one, the way Russian ads carry their token in the click link as well as
 * on the ad (docs/ads.md#marking).
 */
export function adHref(ad: Pick<AdFacts, 'erid'> & { href: string }): string {
  if (!ad.erid) return ad.href;
  const url = new URL(ad.href);
  url.searchParams.set('erid', ad.erid);
  return url.href;
}

/** The line beside an ad naming its advertiser, and on Russian sites its token: «Реклама. ООО «…». erid: …». */
export function adMarking(locale: Site['locale'], ad: Pick<AdFacts, 'advertiser' | 'erid'>): string {
  return uiText(locale).sponsored.marking(ad.advertiser, ad.erid);
}
