// Page metadata from one place: every route builds its <head> through these helpers.
import type { Metadata } from 'next';

import type { SeoEntry, Site } from '../content/model/index.ts';
import { searchTitle, type TitleParts } from './search-copy.ts';
import {
  homeCard,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  type SocialCard,
  socialImageUrl,
} from './social-image/card.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Site path with a trailing slash, e.g. /authors/ */
  path: string;
  type?: 'website' | 'article' | 'profile';
  /** What the page's preview image shows; the home page's image when the page has none of its own. */
  image?: SocialCard;
}

/** The feed of the latest articles, linked from every page's head. */
export const RSS_LINK = { 'application/rss+xml': '/rss.xml' };

/** Title, description, canonical address and social cards of a page. */
export function pageMetadata(site: Site, page: PageMeta): Metadata {
  const url = new URL(page.path, site.domain).toString();
  const image = socialImage(site, page.image ?? homeCard(site));
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: url, types: RSS_LINK },
    openGraph: {
      title: page.title,
      description: page.description,
      url,
      siteName: site.title,
      locale: site.locale,
      type: page.type ?? 'website',
      images: [image],
    },
    // X reads the title and description from Open Graph when twitter:title and
    // twitter:description are absent. Next.js writes them as copies of Open Graph's all the
    // same; the post-build step takes the copies out (postbuild/client-bundle). The image it
    // takes from twitter:image only.
    twitter: { card: 'summary_large_image', images: [{ url: image.url, alt: image.alt }] },
  };
}

/** A page's Open Graph image: its address, size and text alternative. */
function socialImage(site: Site, card: SocialCard) {
  return {
    url: socialImageUrl(site, card),
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    alt: card.alt,
    type: 'image/png',
  };
}

/**
 * The 404 page's head: its own title and description (seo.yaml's `not-found`) for search
 * engines and for link previews alike. Without its own Open Graph the page would inherit the
 * home page's (the layout's): a shared broken link would preview as the home page, and claim
 * its address. It has no address of its own, so no canonical and no `og:url`; never indexed.
 * Its preview image is the home page's: the site, not a page that is not there.
 */
export function notFoundMetadata(site: Site, seo: SeoEntry): Metadata {
  const image = socialImage(site, homeCard(site));
  return {
    title: seo.title,
    description: seo.description,
    robots: { index: false },
    openGraph: {
      title: seo.title,
      description: seo.description,
      siteName: site.title,
      locale: site.locale,
      type: 'website',
      images: [image],
    },
    twitter: { card: 'summary_large_image', images: [{ url: image.url, alt: image.alt }] },
  };
}

/**
 * The emoji of the sites' search-engine descriptions (seo.yaml): dice, spade, money bag and
 * joker. Each description carries some of them, and a site's descriptions together carry all
 * four (lib/seo/metadata.test.ts holds every site to it).
 */
export const DESCRIPTION_EMOJI = ['🎲', '♠️', '💰', '🃏'] as const;

/**
 * A title for a page that has no search-engine copy of its own: "{name} | {brand}" when it fits
 * a search result, fitted to it when not (lib/seo/search-copy.ts, docs/content.md#search-result-lengths).
 */
export function brandedTitle(site: Pick<Site, 'brand'>, name: string | TitleParts): string {
  return searchTitle(site.brand, typeof name === 'string' ? { name } : name);
}
