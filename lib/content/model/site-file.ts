// The schema of a site's settings (content/{site}/site.yaml) as the file states them: its
// identity, locale, contacts, legal facts (site-legal.ts), ads (ads.ts), third-party scripts and
// consent (site-scripts.ts), worker and generation settings. Every message is phrased as what
// was expected: the problem line adds the file, field and value. site.ts gives the fields the
// code's names.
import { z } from 'zod';

import { fieldExists } from '../example-facts.ts';
import { isTimeZone } from '../publication.ts';
import { adsSchema } from './ads.ts';
import { httpsUrl, slug, text } from './fields.ts';
import { legalSchema, localeCountry, responsibleGamblingSchema } from './site-legal.ts';
import { consentSchema, thirdPartyScriptSchema } from './site-scripts.ts';

export const LOCALES = ['en_US', 'ru_RU', 'tr_TR', 'ko_KR'] as const;
export type Locale = (typeof LOCALES)[number];

/** The social networks a site may list, in the order the footer shows them, each with what its address is. */
const SOCIAL_PROFILES = {
  video: 'the video channel',
  facebook: 'the Facebook page',
  instagram: 'the Instagram profile',
  vk: 'the VK page',
  telegram: 'the Telegram channel',
  x: 'the X profile',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_PROFILES;
/** The social networks a site may list, in the order the footer shows them. */
export const SOCIAL_NETWORKS = Object.keys(SOCIAL_PROFILES) as readonly SocialNetwork[];

const socialProfile = (network: SocialNetwork) => httpsUrl(SOCIAL_PROFILES[network]).optional();

const EXAMPLE_FACT = 'the dotted path of a field this site.yaml sets, e.g. legal.operator or ads.sponsored_links./.0';

export const siteFileSchema = z
  .strictObject({
    id: slug(),
    title: text('a non-empty site title'),
    brand: text('a non-empty brand name'),
    tagline: text('a short tagline').optional(),
    domain: httpsUrl('the site'),
    locale: z.enum(LOCALES, { error: `one of ${LOCALES.join(', ')}` }),
    contact_email: z.email({ error: 'a mail address' }),
    /**
     * The site's social profiles, each optional: a site lists only networks its readers can reach
     * (several are blocked in some countries). The footer shows them in this order.
     */
    social: z
      .strictObject(
        Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialProfile(network)])) as Record<
          SocialNetwork,
          ReturnType<typeof socialProfile>
        >,
      )
      .default({}),
    /**
     * The age limit and the help services for this site's readers, shown in the footer, in every
     * article's closing note and beside every ad (docs/sites.md#responsible-gambling).
     */
    responsible_gambling: responsibleGamblingSchema,
    /** Who publishes the site and which law governs its terms: the legal pages state them. */
    legal: legalSchema,
    /**
     * The house message the banner slot carries while no ad fills it; without it the slot stays
     * empty but keeps its space.
     */
    house_banner: z
      .strictObject({
        headline: text('a short headline'),
        detail: text('one short sentence').optional(),
        link_text: text('the text of the link'),
        href: z
          .string()
          .regex(/^\/(?:[a-z0-9-]+\/)*$/, { error: 'a site path with a trailing slash, e.g. /bankroll-management/' }),
      })
      .optional(),
    /**
     * The IANA time zone a plain `published` date is read in: an article dated 2026-12-01 goes live
     * at midnight there (docs/content.md#drafts-and-scheduled-articles). UTC when absent.
     */
    timezone: z
      .string({ error: 'an IANA time zone name such as Europe/Istanbul or UTC' })
      .refine(isTimeZone, { error: 'an IANA time zone name such as Europe/Istanbul, America/New_York or UTC' })
      .default('UTC'),
    /** Sponsored links, the banner and the advertising policy; a site without them shows no ads. */
    ads: adsSchema.optional(),
    /** Analytics and ad scripts, run off the main thread by Partytown; none means no Partytown at all. */
    third_party_scripts: z.array(thirdPartyScriptSchema, { error: 'a list of scripts, each with src' }).default([]),
    /** The site's consent rule; required exactly when it has third-party scripts. */
    consent: consentSchema.optional(),
    /**
     * Registers the service worker at /sw.js, which keeps visited articles readable offline.
     * Off unless a site turns it on (docs/behaviour.md#service-worker-registration).
     */
    service_worker: z.boolean({ error: 'true or false' }).default(false),
    /**
     * Where the site was read before its address moved, and the day it moved: the footer says so.
     * Only a site whose address really moved states it (docs/ads.md#a-moved-address).
     */
    moved_from: z
      .strictObject({
        address: text('the old address as readers knew it, e.g. oddsaces.net'),
        date: z.iso.date({ error: 'the day the site moved, as YYYY-MM-DD' }),
      })
      .optional(),
    /** Settings of `npm run generate`; a site without them cannot generate articles. */
    generation: z
      .strictObject({
        /**
         * The only sites a generated article may link to: an encyclopedia, a forum, a social network…
         * (docs/generation.md#the-sites-settings).
         */
        reference_sites: z
          .array(z.strictObject({ name: text('the name of a reference site'), url: httpsUrl('a reference site') }), {
            error: 'a list of reference sites, each with name and url',
          })
          .min(1, { error: 'at least one reference site' }),
        /** The niche's vocabulary the prompts ask to use precisely, e.g. "poker and betting terms". */
        niche_terms: text(`a short phrase naming the niche's terms, e.g. "poker and betting terms"`),
      })
      .optional(),
    /**
     * The fields that hold placeholders, not the site's real values, as dotted paths such as
     * legal.operator or ads.banner: the pages mark them and a production deploy refuses the site
     * (lib/content/example-facts.ts, docs/sites.md#example-facts).
     */
    example_facts: z
      .array(z.string({ error: EXAMPLE_FACT }).min(1, { error: EXAMPLE_FACT }), {
        error: `a list of fields, each ${EXAMPLE_FACT}`,
      })
      .default([]),
  })
  // A site with scripts must say how it asks; a site without any ships no consent code at all.
  .refine((site) => site.third_party_scripts.length === 0 || site.consent !== undefined, {
    path: ['consent'],
    error: 'a consent rule (consent: {rule: opt-in}), since the site has third_party_scripts',
  })
  .refine((site) => site.third_party_scripts.length > 0 || site.consent === undefined, {
    path: ['consent'],
    error: 'no consent rule: the site has no third_party_scripts to ask about',
  })
  // Russian law asks a site's owner to publish its address (149-FZ art. 10 part 2) and a data
  // operator to give it to readers who ask about their data (152-FZ art. 14 part 7).
  .refine((site) => localeCountry(site.locale) !== 'RU' || site.legal?.address !== undefined, {
    path: ['legal', 'address'],
    error: "the operator's postal address, which a Russian site must publish (149-FZ art. 10 part 2)",
  })
  // A Turkish site identifies its content provider (law 5651 art. 3(1)) and takes KVKK requests
  // in writing at a postal address (Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ art. 5).
  .refine((site) => site.locale !== 'tr_TR' || site.legal?.address !== undefined, {
    path: ['legal', 'address'],
    error:
      "the operator's postal address: a Turkish site names its content provider's address (law 5651 art. 3(1)) and takes KVKK requests there in writing",
  })
  .refine((site) => site.locale !== 'tr_TR' || site.legal?.mersis_number !== undefined, {
    path: ['legal', 'mersis_number'],
    error: "the operator's 16-digit MERSİS number: a Turkish site identifies its content provider (law 5651 art. 3(1))",
  })
  // Request logs kept abroad are a cross-border transfer; the privacy policy must say what it rests on.
  .refine(
    (site) =>
      site.legal?.hosting?.country === localeCountry(site.locale) ||
      site.legal?.hosting?.transfer_safeguard !== undefined,
    {
      path: ['legal', 'hosting', 'transfer_safeguard'],
      error: "the safeguard the transfer abroad rests on, since the host's country is not the site's",
    },
  )
  // The privacy policy says the contract was notified to the Authority only from the date: a safeguard
  // text that says so itself would state it without one (KVKK art. 9, docs/sites.md#example-facts).
  .refine((site) => site.locale !== 'tr_TR' || !/bildiril/i.test(site.legal?.hosting?.transfer_safeguard ?? ''), {
    path: ['legal', 'hosting', 'transfer_safeguard'],
    error:
      'the safeguard alone, without saying it was notified to the Authority: the privacy policy says so from legal.hosting.transfer_notified, the date of the notification',
  })
  // An example fact names a field the file sets, so a typo cannot leave a placeholder unmarked.
  .superRefine((site, context) => {
    site.example_facts.forEach((field, index) => {
      if (!fieldExists(site, field)) {
        context.addIssue({ code: 'custom', path: ['example_facts', index], message: EXAMPLE_FACT });
      }
    });
  });
