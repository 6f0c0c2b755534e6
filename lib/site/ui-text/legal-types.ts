// The words the law and the ads ask of a page: sponsored blocks and banners, responsible
// gambling, the legal pages and the consent bar. Part of the UiText dictionary (types.ts).
import type { ScriptPurpose } from '../../content/types.ts';

/** Four headings of a sponsored block; a site shows the one its id's letter sum picks. */
export type SponsoredHeadings = readonly [string, string, string, string];

export interface SponsoredText {
  headings: SponsoredHeadings;
  /** The visible label on every sponsored link and banner. */
  sponsored: string;
  /** Before the site's new-url notice. */
  newAddress: string;
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
  privacyHeading: string;
  /** The one data controller: the operator from site.yaml. */
  controller: (operator: string, address: string | undefined) => string;
  contact: string;
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
  /** Nothing runs before the reader agrees, and how to change the choice. */
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
  /** Where the choice is kept, and how to change it. */
  storage: string;
  /** Each purpose a script may have (site.yaml third_party_scripts purpose). */
  purposes: Record<ScriptPurpose, string>;
  accept: string;
  decline: string;
  /** Said in the bar after the reader withdraws consent on a page where the scripts run. */
  withdrawn: string;
}
