import type { Site, SponsoredLink } from '../content/types';
import { pickSponsoredHeading } from './sponsored-heading';
import { uiText } from './ui-text';

export interface SponsoredBlock {
  heading: string;
  links: SponsoredLink[];
  newUrl?: SponsoredLink;
}

/** The heading of the site's sponsored blocks, in its language. */
export function sponsoredHeading(site: Pick<Site, 'id' | 'locale'>): string {
  return pickSponsoredHeading(site.id, uiText(site.locale).sponsored.headings);
}

/**
 * The sponsored block of one page: its path's links, the site's new-url snippet and the
 * heading the site id picks. Undefined when the path has no links: no empty box is drawn.
 */
export function sponsoredBlockFor(site: Site, path: string): SponsoredBlock | undefined {
  const links = site.ads.sponsoredLinks[path];
  if (!links || links.length === 0) return undefined;
  return { heading: sponsoredHeading(site), links, newUrl: site.ads.newUrl };
}
