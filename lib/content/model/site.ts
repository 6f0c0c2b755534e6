// The site's settings as the code reads them: site.yaml's schema (site-file.ts), its fields
// under the code's names.
import type { z } from 'zod';

import { siteFileSchema } from './site-file.ts';

/**
 * The site as the code reads it: the file's fields under the code's names, the domain without a
 * trailing slash, the language of the locale, the ads' policy folded in. A field the file leaves
 * out is left out here too, so the type says it is optional.
 */
function toSite(entry: z.output<typeof siteFileSchema>) {
  return {
    id: entry.id,
    title: entry.title,
    brand: entry.brand,
    ...(entry.tagline !== undefined && { tagline: entry.tagline }),
    /** What the banner slot shows while no ad fills it. */
    ...(entry.house_banner && {
      houseBanner: {
        headline: entry.house_banner.headline,
        ...(entry.house_banner.detail !== undefined && { detail: entry.house_banner.detail }),
        linkText: entry.house_banner.link_text,
        href: entry.house_banner.href,
      },
    }),
    /** Origin without a trailing slash, e.g. https://www.oddsaces.com */
    domain: entry.domain.replace(/\/+$/, ''),
    locale: entry.locale,
    /** The BCP 47 language of the locale, for the html lang attribute. */
    language: entry.locale.slice(0, 2),
    contactEmail: entry.contact_email,
    /** Social profiles, in the footer's order; each network is optional. */
    social: entry.social,
    /** The age limit and help services shown in the footer, the articles' closing note and the ads. */
    responsibleGambling: {
      /** The minimum age of the site's readers, e.g. 21 for the US. */
      ageLimit: entry.responsible_gambling.age_limit,
      services: entry.responsible_gambling.services,
    },
    /** Who publishes the site and the law governing its terms, stated on the legal pages. */
    legal: {
      operator: entry.legal.operator,
      ...(entry.legal.address !== undefined && { address: entry.legal.address }),
      /** The operator's MERSİS number; required on a tr_TR site. */
      ...(entry.legal.mersis_number !== undefined && { mersisNumber: entry.legal.mersis_number }),
      /** The operator's KEP address for KVKK requests, when it has one. */
      ...(entry.legal.kep_address !== undefined && { kepAddress: entry.legal.kep_address }),
      governingLaw: entry.legal.governing_law,
      logRetentionDays: entry.legal.log_retention_days,
      /** Who serves the pages and keeps the request logs, and in which country (ISO 3166-1 alpha-2). */
      hosting: {
        provider: entry.legal.hosting.provider,
        country: entry.legal.hosting.country,
        ...(entry.legal.hosting.transfer_safeguard !== undefined && {
          transferSafeguard: entry.legal.hosting.transfer_safeguard,
        }),
        /** The day the safeguard was notified to the data-protection authority, YYYY-MM-DD. */
        ...(entry.legal.hosting.transfer_notified !== undefined && {
          transferNotified: entry.legal.hosting.transfer_notified,
        }),
      },
    },
    /** Sponsored links per page path and the banner. */
    ads: {
      /** The categories the site may advertise; absent only when the site has no ads. */
      ...(entry.ads?.policy && { allowedCategories: entry.ads.policy.allowed_categories }),
      /** Page path (e.g. / or /articles/kelly-criterion/) → its sponsored links. */
      sponsoredLinks: entry.ads?.sponsored_links ?? {},
      /** Fills the banner slot in place of the house banner. */
      ...(entry.ads?.banner && { banner: entry.ads.banner }),
    },
    /** Scripts run off the main thread by Partytown; their URLs are the proxy's allowlist. */
    thirdPartyScripts: entry.third_party_scripts.map((script) => ({
      /** The script's https URL, exactly as allowlisted for the proxy. */
      src: script.src,
      /** The service's name, for the privacy policy. */
      name: script.name,
      /** What the service receives from a reader, for the privacy policy. */
      receives: script.receives,
      /** Why the site runs it: analytics or advertising. */
      purpose: script.purpose,
      /** Where the service stores what it receives: an ISO 3166-1 alpha-2 country code. */
      storesDataIn: script.stores_data_in,
      /** Globals the page calls that Partytown forwards to the worker, e.g. dataLayer.push. */
      forward: script.forward,
      /** Who processes the data on the operator's behalf, e.g. ООО «Яндекс» (152-FZ art. 6 part 3). */
      ...(script.processor !== undefined && { processor: script.processor }),
      /** How long the service keeps what it receives, in the site's language. */
      ...(script.retention !== undefined && { retention: script.retention }),
      /** The cookie that tells the reader's browser apart, e.g. _ym_uid: the consent bar names it. */
      ...(script.id_cookie !== undefined && { idCookie: script.id_cookie }),
      /** What the service's cookies and storage keys begin with, e.g. _ym_: a withdrawal deletes them. */
      ...(script.cookie_prefix !== undefined && { cookiePrefix: script.cookie_prefix }),
    })),
    /** How the site asks before its third-party scripts run; absent exactly when it has none. */
    ...(entry.consent && { consent: entry.consent }),
    /** Whether pages register the service worker at /sw.js. */
    serviceWorker: entry.service_worker,
    /** The site's former address and the day (YYYY-MM-DD) it moved, when it moved; the footer says so. */
    ...(entry.moved_from && { movedFrom: entry.moved_from }),
    /** Settings of the article-generation command, when the site has them. */
    ...(entry.generation && {
      generation: {
        /** The only sites a generated article may cite and link to. */
        referenceSites: entry.generation.reference_sites,
        /** The niche's vocabulary the prompts ask for, e.g. "poker and betting terms". */
        nicheTerms: entry.generation.niche_terms,
      },
    }),
    /** The IANA time zone a plain `published` date is read in (UTC by default). */
    timeZone: entry.timezone,
    /** The fields of site.yaml that hold placeholders, e.g. legal.operator (lib/content/example-facts.ts). */
    exampleFacts: entry.example_facts,
  };
}

/** site.yaml, checked, as the code reads it. */
export const siteSchema = siteFileSchema.transform(toSite);

/** The site's settings from content/{siteId}/site.yaml. */
export type Site = z.output<typeof siteSchema>;
export type SiteAds = Site['ads'];
export type ThirdPartyScript = Site['thirdPartyScripts'][number];
export type ResponsibleGambling = Site['responsibleGambling'];
export type HelpService = ResponsibleGambling['services'][number];
export type GenerationSettings = NonNullable<Site['generation']>;
export type ScriptPurpose = ThirdPartyScript['purpose'];
export type ConsentRule = NonNullable<Site['consent']>['rule'];
