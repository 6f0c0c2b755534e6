// The site's settings (content/{siteId}/site.yaml) as the code reads them: the site, its ads,
// help services, third-party scripts and generation settings. lib/content/types.ts re-exports
// them beside the content's own types.
import type { AdCategory } from './ads-schema.ts';
import type { CONSENT_RULES, LOCALES, SCRIPT_PURPOSES } from './site-schema.ts';

export type { AdCategory };
export type Locale = (typeof LOCALES)[number];
export type ScriptPurpose = (typeof SCRIPT_PURPOSES)[number];
export type ConsentRule = (typeof CONSENT_RULES)[number];

/** The site's settings from content/{siteId}/site.yaml. */
export interface Site {
  id: string;
  title: string;
  brand: string;
  tagline?: string;
  /** What the banner slot shows while no ad fills it. */
  houseBanner?: { headline: string; detail?: string; linkText: string; href: string };
  /** Origin without a trailing slash, e.g. https://www.oddsaces.com */
  domain: string;
  locale: Locale;
  /** The BCP 47 language of the locale, for the html lang attribute. */
  language: string;
  contactEmail: string;
  /** Social profiles, in the footer's order; each network is optional. */
  social: Partial<Record<SocialNetwork, string>>;
  /** The age limit and help services shown in the footer, the articles' closing note and the ads. */
  responsibleGambling: ResponsibleGambling;
  /** Who publishes the site and the law governing its terms, stated on the legal pages. */
  legal: {
    operator: string;
    address?: string;
    /** The operator's MERSİS number; required on a tr_TR site. */
    mersisNumber?: string;
    /** The operator's KEP address for KVKK requests, when it has one. */
    kepAddress?: string;
    governingLaw: string;
    logRetentionDays: number;
    /** Who serves the pages and keeps the request logs, and in which country (ISO 3166-1 alpha-2). */
    hosting: {
      provider: string;
      country: string;
      transferSafeguard?: string;
      /** The day the safeguard was notified to the data-protection authority, YYYY-MM-DD. */
      transferNotified?: string;
    };
  };
  /** Sponsored links per page path and the banner. */
  ads: SiteAds;
  /** Scripts run off the main thread by Partytown; their URLs are the proxy's allowlist. */
  thirdPartyScripts: ThirdPartyScript[];
  /** How the site asks before its third-party scripts run; absent exactly when it has none. */
  consent?: { rule: ConsentRule };
  /** Whether pages register the service worker at /sw.js. */
  serviceWorker: boolean;
  /** Settings of the article-generation command, when the site has them. */
  generation?: GenerationSettings;
  /** The IANA time zone a plain `published` date is read in (UTC by default). */
  timeZone: string;
  /** The site's former address and the day (YYYY-MM-DD) it moved, when it moved; the footer says so. */
  movedFrom?: { address: string; date: string };
  /** The fields of site.yaml that hold placeholders, e.g. legal.operator (lib/content/example-facts.ts). */
  exampleFacts?: string[];
}

/** Who pays for an ad and what it promotes: every sponsored link and the banner state them. */
export interface AdFacts {
  /** The advertiser as readers see it, e.g. "Stake Ledger Inc." or ООО «Книжный двор». */
  advertiser: string;
  /** What the ad promotes; the site's policy must allow it. */
  category: AdCategory;
  /** The Russian ad registry's token (38-FZ art. 18.1); required on ru_RU sites. */
  erid?: string;
  /** The advertising-data operator (ОРД) that issued the erid; required with it on ru_RU sites. */
  ord?: string;
  /** The day the erid was issued, YYYY-MM-DD, as site.yaml spells it. */
  erid_date?: string;
}

export interface SponsoredLink extends AdFacts {
  text: string;
  /** An https URL of the sponsor. */
  href: string;
}

export interface AdBanner extends AdFacts {
  /** A file under public/, e.g. /ads/oddsaces/banner.svg */
  image: string;
  width: number;
  height: number;
  alt: string;
  href: string;
  /** The art shown instead while the window is too narrow for this one at its full size. */
  narrow?: { image: string; width: number; height: number };
}

export interface SiteAds {
  /** The categories the site may advertise; absent only when the site has no ads. */
  allowedCategories?: AdCategory[];
  /** Page path (e.g. / or /articles/kelly-criterion/) → its sponsored links. */
  sponsoredLinks: Record<string, SponsoredLink[]>;
  /** Fills the banner slot in place of the house banner. */
  banner?: AdBanner;
}

/** The social networks a site may list, in the order the footer shows them. */
export const SOCIAL_NETWORKS = ['video', 'facebook', 'instagram', 'vk', 'telegram', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface HelpService {
  name: string;
  url: string;
  /** As readers dial it, e.g. 1-800-GAMBLER. */
  phone?: string;
}

export interface ResponsibleGambling {
  /** The minimum age of the site's readers, e.g. 21 for the US. */
  ageLimit: number;
  services: HelpService[];
}

export interface ThirdPartyScript {
  /** The script's https URL, exactly as allowlisted for the proxy. */
  src: string;
  /** The service's name, for the privacy policy. */
  name: string;
  /** What the service receives from a reader, for the privacy policy. */
  receives: string;
  /** Why the site runs it: analytics or advertising. */
  purpose: ScriptPurpose;
  /** Where the service stores what it receives: an ISO 3166-1 alpha-2 country code. */
  storesDataIn: string;
  /** Globals the page calls that Partytown forwards to the worker, e.g. dataLayer.push. */
  forward: string[];
  /** Who processes the data on the operator's behalf, e.g. ООО «Яндекс» (152-FZ art. 6 part 3). */
  processor?: string;
  /** How long the service keeps what it receives, in the site's language. */
  retention?: string;
  /** The cookie that tells the reader's browser apart, e.g. _ym_uid: the consent bar names it. */
  idCookie?: string;
  /** What the service's cookies and storage keys begin with, e.g. _ym_: a withdrawal deletes them. */
  cookiePrefix?: string;
}

export interface GenerationSettings {
  /** The only sites a generated article may cite and link to. */
  referenceSites: { name: string; url: string }[];
  /** The niche's vocabulary the prompts ask for, e.g. "poker and betting terms". */
  nicheTerms: string;
}
