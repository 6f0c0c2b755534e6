// The schema of a site's settings (content/{site}/site.yaml): its identity, locale, contacts,
// legal facts, ads, third-party scripts and consent, worker and generation settings. Every
// message is phrased as what was expected: the problem line adds the file, field and value.
import { z } from 'zod';

import { adsSchema } from './ads-schema.ts';
import { fieldExists } from './example-facts.ts';
import { isTimeZone } from './publication.ts';
import { httpsUrl, slug, text } from './schema-fields.ts';

export const LOCALES = ['en_US', 'ru_RU', 'tr_TR', 'ko_KR'] as const;

/** What a third-party script is for. */
export const SCRIPT_PURPOSES = ['analytics', 'advertising'] as const;

/**
 * How a site asks before its third-party scripts run. `opt-in` is the one rule the product has:
 * no script, and no request for one, before the reader agrees (docs/sites.md#consent).
 */
export const CONSENT_RULES = ['opt-in'] as const;

const EXAMPLE_FACT = 'the dotted path of a field this site.yaml sets, e.g. legal.operator or ads.sponsored_links./.0';

/** A script name forwarded from the main thread to the worker, e.g. dataLayer.push. */
const FORWARD_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** A cookie name, or its start: letters, digits, _ and - (RFC 6265 allows more; no service needs it). */
const COOKIE_NAME = /^[A-Za-z0-9_-]+$/;

/** An ISO 3166-1 alpha-2 country code, such as RU or US. */
function countryCode() {
  return z
    .string({ error: 'a two-letter country code (ISO 3166-1), e.g. RU or US' })
    .regex(/^[A-Z]{2}$/, { error: 'a two-letter country code (ISO 3166-1) in capitals, e.g. RU or US' });
}

const thirdPartyScript = z.strictObject({
  /** Fetched through /__third-party-proxy; the list of these URLs is the proxy's allowlist. */
  src: z
    .url({ protocol: /^https$/, error: 'an https URL of the script' })
    // nginx reads the allowlist inside quoted strings (postbuild/hosting/nginx-config.ts).
    .regex(/^[^"'\\$;{}\s#]+$/, {
      error: 'an https URL without quotes, backslashes, $, ;, braces, spaces or a #fragment',
    })
    // The proxy matches the URL the browser asks for character by character: write it as browsers do.
    .refine((src) => URL.canParse(src) && new URL(src).href === src, {
      error: 'the URL as a browser writes it (lowercase host, a path such as / after the host, no default port)',
    }),
  /** The service's name as readers know it, for the privacy policy, e.g. Google Analytics. */
  name: text("the service's name, e.g. Google Analytics"),
  /** What the service receives from a reader, in the site's language, for the privacy policy. */
  receives: text('what the service receives from a reader, for the privacy policy'),
  /** Why the site runs it; the consent bar and the privacy policy name the purpose. */
  purpose: z.enum(SCRIPT_PURPOSES, { error: `one of ${SCRIPT_PURPOSES.join(', ')}` }),
  /**
   * The country where the service stores what it receives (ISO 3166-1 alpha-2, e.g. RU or US):
   * the privacy policy states it, and data laws such as Russia's 152-FZ and Turkey's KVKK turn on it.
   */
  stores_data_in: countryCode(),
  /** Globals the page calls that Partytown forwards to the worker (Partytown's `forward`). */
  forward: z
    .array(z.string().regex(FORWARD_NAME, { error: 'a global name such as dataLayer.push' }), {
      error: 'a list of global names',
    })
    .default([]),
  /**
   * The company that processes what the service receives on the operator's behalf, e.g.
   * ООО «Яндекс»: the privacy policy names it (152-FZ art. 6 part 3).
   */
  processor: text("the company that processes the data on the operator's behalf, e.g. ООО «Яндекс»").optional(),
  /** How long the service keeps what it receives, in the site's language, for the privacy policy. */
  retention: text("how long the service keeps what it receives, in the site's language").optional(),
  /** The cookie that tells the reader's browser apart, e.g. _ym_uid: the consent bar names it. */
  id_cookie: z.string().regex(COOKIE_NAME, { error: 'a cookie name such as _ym_uid' }).optional(),
  /**
   * What every cookie and localStorage key the service sets begins with, e.g. _ym_: withdrawing
   * consent deletes them (docs/sites.md#consent).
   */
  cookie_prefix: z.string().regex(COOKIE_NAME, { error: 'the start of a cookie name, such as _ym_' }).optional(),
});

export const siteSchema = z
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
      .strictObject({
        video: httpsUrl('the video channel').optional(),
        facebook: httpsUrl('the Facebook page').optional(),
        instagram: httpsUrl('the Instagram profile').optional(),
        vk: httpsUrl('the VK page').optional(),
        telegram: httpsUrl('the Telegram channel').optional(),
        x: httpsUrl('the X profile').optional(),
      })
      .default({}),
    /**
     * The age limit and the help services for this site's readers, shown in the footer, in every
     * article's closing note and beside every ad (docs/sites.md#responsible-gambling).
     */
    responsible_gambling: z.strictObject({
      age_limit: z
        .number({ error: 'the minimum age as a whole number, e.g. 21' })
        .int({ error: 'the minimum age as a whole number, e.g. 21' })
        .min(18, { error: 'an age limit of at least 18' })
        .max(25, { error: 'an age limit of at most 25' }),
      services: z
        .array(
          z.strictObject({
            name: text('the name of the help service'),
            url: httpsUrl('the help service'),
            phone: text('the phone number as readers dial it, e.g. 1-800-GAMBLER').optional(),
          }),
          { error: 'a list of help services, each with name, url and phone where there is one' },
        )
        .min(1, { error: 'at least one help service' }),
    }),
    /** Who publishes the site and which law governs its terms: the legal pages state them. */
    legal: z.strictObject({
      operator: text('the name of the person or company that runs the site'),
      address: text("the operator's postal address").optional(),
      /**
       * The operator's MERSİS number (Türkiye's central trade registry, 16 digits): a Turkish site
       * states it with the operator's name and address (law 5651 art. 3(1)).
       */
      mersis_number: z
        .string({ error: 'the MERSİS number as 16 digits in quotes, e.g. "0123456789012345"' })
        .regex(/^\d{16}$/, { error: 'the MERSİS number as 16 digits, e.g. "0123456789012345"' })
        .optional(),
      /** The operator's registered e-mail (KEP) address, where KVKK requests may also be sent. */
      kep_address: z
        .email({ error: 'a KEP address, e.g. ornek@hs01.kep.tr' })
        .regex(/@(?:[a-z0-9-]+\.)+kep\.tr$/i, { error: 'a KEP address, ending in .kep.tr' })
        .optional(),
      governing_law: text('the law that governs the terms, e.g. "the laws of the State of New York, USA"'),
      /** How long the hosts keep their request logs; the privacy policy states it. */
      log_retention_days: z
        .number({ error: 'the days request logs are kept, as a whole number' })
        .int({ error: 'the days request logs are kept, as a whole number' })
        .min(1, { error: 'at least 1 day' })
        .max(400, { error: 'at most 400 days' }),
      /**
       * Who serves the pages (the host or CDN whose servers keep the request logs) and the country
       * those logs are kept in: the privacy policy names them, and whether the logs leave the
       * site's country is a cross-border transfer under Russian (152-FZ art. 12) and Turkish
       * (KVKK art. 9) law (docs/sites.md#legal-pages).
       */
      hosting: z.strictObject({
        provider: text('the company that serves the pages, e.g. "Amazon Web Services, Inc."'),
        country: countryCode(),
        /**
         * The safeguard a transfer abroad rests on, in the site's language, e.g. the regulator's
         * standard contract: required when `country` is not the site's own (its locale's region).
         */
        transfer_safeguard: text("the safeguard the transfer abroad rests on, in the site's language").optional(),
        /**
         * The day the safeguard (a standard contract) was notified to the data-protection authority,
         * YYYY-MM-DD: a Turkish privacy policy says it was notified only when this is set (KVKK art. 9).
         */
        transfer_notified: z.iso
          .date({ error: 'the day the safeguard was notified to the authority, as YYYY-MM-DD' })
          .optional(),
      }),
    }),
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
    third_party_scripts: z.array(thirdPartyScript, { error: 'a list of scripts, each with src' }).default([]),
    /** The site's consent rule; required exactly when it has third-party scripts. */
    consent: z
      .strictObject({
        rule: z.enum(CONSENT_RULES, { error: `one of ${CONSENT_RULES.join(', ')}` }),
      })
      .optional(),
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

/** The country a locale addresses: its region, `RU` for ru_RU. */
export function localeCountry(locale: string): string {
  return locale.split('_')[1] ?? '';
}

export type SiteEntry = z.output<typeof siteSchema>;
