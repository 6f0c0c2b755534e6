import { z } from 'zod';

import { httpsUrl, text } from './fields.ts';

// The `ads` block of site.yaml (docs/sites.md#ad-data). What depends on the rest of the site (its
// locale, its pages, its public/ folder) is checked when the site loads (lib/content/check-ads.ts, ad-rules.ts).

/**
 * What an ad may promote. A site's policy allows some of these; every ad names one.
 * `gambling-operator` is any business that takes real-money stakes (sportsbook, casino, poker
 * room); the example sites' policies leave it out (docs/ads.md#advertising-policy).
 */
export const AD_CATEGORIES = ['books', 'courses', 'training-software', 'odds-comparison', 'gambling-operator'] as const;
export type AdCategory = (typeof AD_CATEGORIES)[number];

/**
 * The identifier a Russian advertising-data operator (ОРД) issues for an internet ad (38-FZ
 * art. 18.1). The regulator's order says what it contains, not its alphabet or length, so this is
 * a conservative check that catches typos and pasted labels: Latin letters and digits only.
 */
export const ERID = /^[A-Za-z0-9]{6,64}$/;
const ERID_TEXT =
  'the erid token the advertising-data operator issued: 6 to 64 Latin letters and digits, e.g. 2VtzqxKnbMe';

/** Who paid for an ad, what it promotes and, for Russian readers, its registry token. */
const adFacts = {
  /** The advertiser as readers must see it: a company name such as "Stake Ledger Inc." or ООО «…». */
  advertiser: text('the name of the advertiser who pays for the ad, e.g. Stake Ledger Inc.'),
  category: z.enum(AD_CATEGORIES, { error: `one of ${AD_CATEGORIES.join(', ')}` }),
  /** Required on ru_RU sites (lib/content/ad-rules.ts); shown beside the ad and added to its link. */
  erid: z.string({ error: ERID_TEXT }).regex(ERID, { error: ERID_TEXT }).optional(),
  /** The advertising-data operator (ОРД) that issued the erid, e.g. ООО «ВК»; required with it on ru_RU sites. */
  ord: text('the name of the advertising-data operator (ОРД) that issued the erid').optional(),
  /** The day the ОРД issued the erid, YYYY-MM-DD; required with it on ru_RU sites. */
  erid_date: z.iso.date({ error: 'the day the erid was issued, as YYYY-MM-DD' }).optional(),
};

const sponsoredLink = z.strictObject({
  text: text('the text of the link').max(80, { error: 'a link text of at most 80 characters' }),
  href: httpsUrl('the sponsor'),
  ...adFacts,
});

/** A public/ file: the slot is 72 px high, so the image is at most 60 px high (room for its border). */
const BANNER_MAX_HEIGHT_PX = 60;
const BANNER_MAX_WIDTH_PX = 728;

const imagePath = z
  .string({ error: 'a path under public/, e.g. /ads/oddsaces/banner.svg' })
  .regex(/^\/(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.(?:svg|png|webp|jpg|avif)$/, {
    error: 'a path under public/ of an .svg, .png, .webp, .jpg or .avif image, e.g. /ads/oddsaces/banner.svg',
  });

function pixels(what: 'width' | 'height', max: number, why: string) {
  return z
    .number({ error: `a ${what} in pixels` })
    .int({ error: 'a whole number of pixels' })
    .min(1, { error: `a ${what} in pixels` })
    .max(max, { error: `a ${what} of at most ${max} px${why}` });
}

/**
 * The narrow art, shown in place of the wide one while the window is too narrow for the wide one
 * at its full size (components/shell/BannerSlot.tsx). At most 160 px wide: beside the ad's labels
 * it then shows at its full size, text and all, in a window 320 px wide.
 */
export const BANNER_NARROW_MAX_WIDTH_PX = 160;
const narrowBanner = z.strictObject({
  image: imagePath,
  width: pixels('width', BANNER_NARROW_MAX_WIDTH_PX, " (it stands beside the ad's labels in a 320 px window)"),
  height: pixels('height', BANNER_MAX_HEIGHT_PX, ' (the slot is 72 px high)'),
});

const banner = z.strictObject({
  image: imagePath,
  width: pixels('width', BANNER_MAX_WIDTH_PX, ''),
  height: pixels('height', BANNER_MAX_HEIGHT_PX, ' (the slot is 72 px high)'),
  /** Optional: the art narrow windows get, so its words stay legible rather than shrink. */
  narrow: narrowBanner.optional(),
  alt: text('a text alternative saying what the banner offers'),
  href: httpsUrl('the sponsor'),
  ...adFacts,
});

/** What the site may advertise: the categories its operator has cleared for its readers' country. */
const policy = z.strictObject({
  allowed_categories: z
    .array(z.enum(AD_CATEGORIES, { error: `one of ${AD_CATEGORIES.join(', ')}` }), {
      error: `a list of the categories the site may advertise, from ${AD_CATEGORIES.join(', ')}`,
    })
    .min(1, { error: 'at least one category' })
    .refine((list) => new Set(list).size === list.length, { error: 'each category once' }),
});

/** Sponsored links per page path, the banner and the site's advertising policy. */
export const adsSchema = z
  .strictObject({
    policy: policy.optional(),
    /** Page path (as the site writes it, e.g. / or /articles/kelly-criterion/) → its sponsored links. */
    sponsored_links: z
      // Each path is checked against the pages the site builds when the site is loaded (lib/content/check-ads.ts).
      .record(
        z.string(),
        z
          .array(sponsoredLink, { error: 'a list of links, each with text, href, advertiser and category' })
          .min(1, { error: 'at least one link' }),
        { error: 'a map of page path to a list of links' },
      )
      .default({}),
    /** Fills the banner slot in place of the house banner. */
    banner: banner.optional(),
  })
  // A site that shows ads says what it allows, so every ad can be held to it.
  .refine((ads) => ads.policy !== undefined || (Object.keys(ads.sponsored_links).length === 0 && !ads.banner), {
    path: ['policy'],
    error:
      'an advertising policy (policy: {allowed_categories: [...]}) listing what the site may advertise, since it has ads',
  });

export type Ads = z.output<typeof adsSchema>;
/** A sponsored link as site.yaml states it, its ad facts spelled as there. */
export type SponsoredLink = Ads['sponsored_links'][string][number];
/** The banner as site.yaml states it, its ad facts spelled as there. */
export type AdBanner = NonNullable<Ads['banner']>;
/** Who pays for an ad and what it promotes: every sponsored link and the banner state them. */
export type AdFacts = Pick<SponsoredLink, keyof typeof adFacts>;
