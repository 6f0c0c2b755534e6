// The words the law and the ads ask of a page: sponsored blocks and banners, responsible
// gambling, the legal pages and the consent bar. Part of the UiText dictionary (types.ts).
import type { ScriptPurpose } from '../../content/model/index.ts';

/** Four headings of a sponsored block; a site shows the one its id's letter sum picks. */
export type SponsoredHeadings = readonly [string, string, string, string];

export interface SponsoredText {
  headings: SponsoredHeadings;
  /** The visible label on every sponsored link and banner. */
  sponsored: string;
  /**
   * The line beside every sponsored link and the banner naming who pays for it, with the ad's erid
   * where it has one; Russian ads read «Реклама. ООО «…». erid: …» (38-FZ art. 18.1).
   */
  marking: (advertiser: string, erid?: string) => string;
}

export interface ResponsibleGamblingText {
  /** The age mark beside every ad and in the footer: '21+'. */
  ageMark: (ageLimit: number) => string;
  /** Before the help services in the footer and the closing note. */
  helpLead: string;
  /** The closing note's name for screen readers. */
  noteLabel: string;
  /** The closing note's first sentence, which names the age limit. */
  note: (ageLimit: number) => string;
}

/**
 * The facts the privacy policy and terms state from site.yaml. Where a site's data law asks a
 * policy to name the legal basis of each processing (152-FZ, KVKK), the locale's text names it;
 * the English text follows US practice, which asks for none (docs/sites.md#legal-pages).
 */
export interface LegalText {
  /** Under a legal page's heading: the day its text took effect, already formatted. */
  effectiveDate: (date: string) => string;
  privacyHeading: string;
  /** The one data controller: the operator from site.yaml. */
  controller: (operator: string, address: string | undefined) => string;
  contact: string;
  /** The operator's registry number after its name, where the site's law asks (5651 art. 3(1)). */
  registry?: (mersisNumber: string) => string;
  /** Where requests about the reader's data go in writing, where the site's law sets the ways (KVKK). */
  requests?: (postal: string, kep: string | undefined) => string;
  noAccounts: string;
  logsHeading: string;
  serverLogs: (days: number) => string;
  /** Who serves the pages and keeps the logs; `country` is the country's name. */
  hostedBy: (provider: string, country: string) => string;
  logsBasis?: string;
  /** The logs are kept outside the site's country, on the safeguard site.yaml names. */
  logsAbroad: (country: string, safeguard: string) => string;
  /**
   * That the safeguard was notified to the authority on `date` (already formatted), where the
   * site's law asks for it (Türkiye: KVKK art. 9 para. 5); said only when site.yaml holds the date.
   */
  transferNotified?: (date: string) => string;
  /** The logs stay in the site's country. */
  logsAtHome?: string;
  mailHeading: string;
  mail: string;
  mailBasis?: string;
  servicesHeading: string;
  noServices: string;
  servicesIntro: string;
  purposes: { analytics: string; advertising: string };
  /** One service's purpose and the country it stores what it receives in. */
  serviceDetails: (purpose: string, country: string) => string;
  /** A service that stores data outside the site's country. */
  serviceAbroad: (country: string) => string;
  /** Who processes a service's data on the operator's behalf, where the site's law asks it named. */
  serviceProcessor?: (processor: string) => string;
  /** How long a service keeps what it receives (`retention` in site.yaml). */
  serviceRetention?: (retention: string) => string;
  /** The cookies a service sets, by their common start (`cookie_prefix`), which a withdrawal deletes. */
  serviceCookies?: (prefix: string) => string;
  /** Nothing runs before the reader agrees, how to change the choice, and what a withdrawal clears and leaves. */
  consent: string;
  consentBasis?: string;
  deviceHeading: string;
  offlineCopies: string;
  consentRecord: string;
  sessionFlag: string;
  noCookies: string;
  servicesCookies: string;
  /** How the site answers a browser's Do Not Track signal, where the site's law asks. */
  doNotTrack?: (hasServices: boolean) => string;
  termsHeading: string;
  operator: (operator: string, address: string | undefined) => string;
  governingLaw: (law: string) => string;
}

/**
 * The consent bar's words (components/shell/ConsentBar.tsx), shown only on a site with
 * third-party scripts; `lead` is given the services with their purposes, already joined.
 */
export interface ConsentText {
  /** The bar's name for assistive technology. */
  label: string;
  lead: (services: string) => string;
  /** Who runs the site, and what the services receive: the IP address and their ID cookie ('' when none). */
  data: (operator: string, cookies: string) => string;
  /** The words before the link to the privacy policy, and the link's text. */
  policy: { lead: string; link: string };
  /** How to change the choice later. */
  storage: string;
  /** Each purpose a script may have (site.yaml third_party_scripts purpose). */
  purposes: Record<ScriptPurpose, string>;
  accept: string;
  decline: string;
  /** Said in the bar after the reader withdraws consent on a page where the scripts run. */
  withdrawn: string;
  /** Said in the bar when the footer's button opens it again: the choice in force, and how to change it. */
  current: { accepted: string; declined: string };
}
