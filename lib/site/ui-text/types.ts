// The reader-visible words of the interface, one dictionary per locale (en.ts, ru.ts, tr.ts,
// ko.ts). Texts that client components format in the browser are templates with {names};
// texts formatted at build time are functions.
import type { ConsentText, LegalText, ResponsibleGamblingText, SponsoredText } from './legal-types.ts';

export type {
  ConsentText,
  LegalText,
  ResponsibleGamblingText,
  SponsoredHeadings,
  SponsoredText,
} from './legal-types.ts';

/** What the search box says; `noMatch` holds {query}, `showMore` {count} and {remaining}, `noMatchYet` {searched}. */
export interface SearchText {
  label: string;
  placeholder: string;
  results: string;
  searching: string;
  loadFailed: string;
  noMatch: string;
  showMore: string;
  /** 'Show more' on a large site while matches are still unread, so their number is unknown. */
  showMoreUncounted: string;
  /** A search typed while the browser is offline and the titles it needs are not at hand. */
  offline: string;
  /** A large site's search that read its pages for this step and found nothing yet; holds {searched}. */
  noMatchYet: string;
  /** The choice that reads on, after `noMatchYet`. */
  searchFurther: string;
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

/** Around reading an article: its listing cards and its printed copy. */
export interface ReadingText {
  /** Before the update date on a card of the home page's 'Updated Articles'. */
  updatedOn: string;
  /** Before the article's address at the end of its printed copy. */
  printSource: string;
}

/** An article's table of contents and its headings' links to themselves. */
export interface TableOfContentsText {
  /** The list's heading and the name of its navigation landmark. */
  label: string;
  /** The accessible name of a section heading's link to itself. */
  linkToSection: (heading: string) => string;
}

/**
 * The words of a page's social preview image (lib/seo/social-image): the byline drawn on an
 * article's image, and the image's text alternative (og:image:alt), which says what it shows.
 */
export interface SocialImageText {
  byline: (author: string) => string;
  articleAlt: (parts: { title: string; author: string; category: string; brand: string }) => string;
  /** Any other page; `context` is what the image shows above the title (a category, a role). */
  pageAlt: (parts: { title: string; context?: string; brand: string }) => string;
}

/** Series (docs/content.md#series): an article's 'Part N of M' block, the series page, the sitemap's list. */
export interface SeriesText {
  /** The block's landmark name, before the series' title; the sitemap's heading of the series. */
  label: string;
  /** The heading and title of /series/, the list of the site's series. */
  all: string;
  /** The meta description of /series/. */
  allDescription: (siteTitle: string) => string;
  /** That list on a site without series. */
  none: string;
  /** 'Part 2 of 4'. */
  partOf: (part: number, total: number) => string;
  previous: string;
  next: string;
  /** On the series page, under its description: 'A series in 4 parts'. */
  partsCount: (count: number) => string;
  /** Before each part's title on the series page, for screen readers and the eye: 'Part 2'. */
  part: (part: number) => string;
}

export interface UiText {
  skipToContent: string;
  banner: string;
  /** Beside a fact site.yaml marks as an example (example_facts): an operator, an ad, a filing date. */
  exampleFact: string;
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
    /** Where the site's address was before and when it moved (site.yaml moved_from); `date` is formatted. */
    movedFrom: (siteTitle: string, address: string, date: string) => string;
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
    /** Under every article's byline: the author is a pen name, the article written with AI assistance. */
    penNameByline: string;
    /**
     * The link from that note, the authors page and author pages to About Us. About Us has a `##`
     * heading in these words, and the link leads to it (lib/site/disclosure.ts).
     */
    howArticlesAreMade: string;
    /** 'Checked by {reviewer} on {date}': the words before the reviewer, then before the date. */
    reviewedBy: string;
    reviewedOn: string;
    /** The heading of an article's list of changes (frontmatter `updates`). */
    whatChanged: string;
    /** The name a wide table's scrolling box is announced by: it takes keyboard focus. */
    table: string;
    /** On the authors page and each author page: the bylines are pen names; how articles are made. */
    penNames: string;
    /** The author page's structured data: what the Person is, a pen name of the site (lib/seo/json-ld.ts). */
    penNamePerson: (site: string) => string;
  };
  tableOfContents: TableOfContentsText;
  series: SeriesText;
  listing: {
    empty: string;
    moreIn: (subcategory: string) => string;
    /** The link under a category page's preview of a subcategory to all its articles. */
    allIn: (count: number, subcategory: string) => string;
    articlesBy: (author: string) => string;
  };
  /** The archive pages of a long subcategory, author or sitemap listing (lib/site/pagination.ts). */
  pagination: {
    /** The navigation landmark's name. */
    label: string;
    /** The link from an archive page to the listing's own address. */
    newest: string;
    /** The link to the next page of newer articles. */
    newer: string;
    /** The link to the next page of older articles. */
    older: string;
    /** Added to an archive page's title and heading: 'Archive page 3', counted from the oldest. */
    archivePage: (page: number) => string;
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
  reading: ReadingText;
  socialImage: SocialImageText;
}
