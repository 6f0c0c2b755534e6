// The reader-visible words of the interface, one dictionary per locale (en.ts, ru.ts, tr.ts,
// ko.ts). Texts that client components format in the browser are templates with {names};
// texts formatted at build time are functions.
import type { ScriptPurpose } from '../../content/types';

/** Four headings of a sponsored block; a site shows the one its id's letter sum picks. */
export type SponsoredHeadings = readonly [string, string, string, string];

/** What the search box says; `noMatch` holds {query}, `showMore` {count} and {remaining}. */
export interface SearchText {
  label: string;
  placeholder: string;
  results: string;
  searching: string;
  loadFailed: string;
  noMatch: string;
  showMore: string;
}

/** The menu's words; `moreIn` holds {category}. */
export interface MenuText {
  menu: string;
  order: string;
  more: string;
  moreIn: string;
  categories: string;
}

export interface CopyLinkText {
  copy: string;
  copied: string;
  failed: string;
}

export interface ServerErrorText {
  title: string;
  lead: string;
  backHome: string;
}

export interface SponsoredText {
  headings: SponsoredHeadings;
  /** The visible label on every sponsored link and banner. */
  sponsored: string;
  /** Before the site's new-url snippet. */
  newAddress: string;
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

export interface LegalText {
  privacyHeading: string;
  operator: (operator: string, address: string | undefined) => string;
  contact: string;
  noAccounts: string;
  serverLogs: (days: number) => string;
  offlineCopies: string;
  noThirdParties: string;
  thirdPartiesIntro: string;
  termsHeading: string;
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

export interface UiText {
  skipToContent: string;
  banner: string;
  loadingPage: string;
  /** Said to screen readers after each in-place navigation; holds {title}, the new page's heading. */
  navigatedTo: string;
  search: SearchText;
  menu: MenuText;
  footer: {
    siteNav: string;
    categoriesNav: string;
    video: string;
    facebook: string;
    instagram: string;
    vk: string;
    telegram: string;
    x: string;
    logoAlt: (siteTitle: string) => string;
    /** The button that reopens the consent bar, on a site with third-party scripts. */
    privacyChoices: string;
  };
  /** Around the site's age limit and help services (site.yaml responsible_gambling). */
  responsibleGambling: ResponsibleGamblingText;
  /** The facts the privacy policy and terms state from site.yaml, after the page's own text. */
  legal: LegalText;
  pages: { home: string; authors: string; aboutUs: string; privacyPolicy: string; terms: string; sitemap: string };
  home: { topTales: string; updatedArticles: string; moreArticles: string };
  article: {
    by: string;
    published: string;
    updated: string;
    readingTime: (minutes: number) => string;
    related: string;
    breadcrumb: string;
    copyLink: CopyLinkText;
  };
  listing: {
    empty: string;
    moreIn: (subcategory: string) => string;
    /** The link under a category page's preview of a subcategory to all its articles. */
    allIn: (count: number, subcategory: string) => string;
    articlesBy: (author: string) => string;
  };
  /** The numbered pages of a long subcategory or author listing. */
  pagination: {
    /** The navigation landmark's name. */
    label: string;
    previous: string;
    next: string;
    /** Each page number's link, for screen readers: 'Page 3'. */
    page: (page: number) => string;
    /** Added to a later page's title and heading: 'Page 2 of 7'. */
    pageOf: (page: number, pages: number) => string;
  };
  sitemap: {
    pages: string;
    /** The sitemap's link to the page listing every article of one category. */
    everyArticleIn: (category: string, count: number) => string;
    /** The heading of that page. */
    categoryHeading: (category: string) => string;
  };
  notFound: {
    title: string;
    lead: string;
    backTo: (siteTitle: string) => string;
    orBrowse: string;
    sitemapLink: string;
  };
  serverError: ServerErrorText;
  /** The service worker's page for an address never read on this device, while offline. */
  offline: { title: string; lead: string; tryAgain: string; backTo: (siteTitle: string) => string };
  sponsored: SponsoredText;
  consent: ConsentText;
}
