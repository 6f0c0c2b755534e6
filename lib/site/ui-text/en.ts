import { asSentence } from './fill-template.ts';
import type { UiText } from './types.ts';

/**
 * A country's name as English writes it after "in": "the United States", "the Netherlands", but
 * "Germany". The platform gives the bare name (components/legal/country-name.ts).
 */
export function theCountry(name: string): string {
  return /^(?:United |Czech Republic|Dominican Republic|Central African Republic)|(?:Islands|Netherlands|Philippines|Bahamas|Gambia|Maldives|Seychelles|Comoros)$/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** English, as the network's first site has always read. */
export const en: UiText = {
  skipToContent: 'Skip to content',
  banner: 'Banner',
  exampleFact: 'Example',
  loadingPage: 'Loading the page…',
  navigatedTo: 'Navigated to {title}',
  search: {
    label: 'Search articles',
    placeholder: 'Search',
    results: 'Search results',
    searching: 'Searching…',
    loadFailed: 'Couldn’t load the search index. Please try again.',
    noMatch: 'No articles match “{query}”.',
    showMore: 'Show {count} more ({remaining} not shown)',
    showMoreUncounted: 'Show more results',
    offline: 'You’re offline, so search can’t load its titles. Try again once you’re back online.',
    noMatchYet: 'No match in the first {searched} titles yet.',
    searchFurther: 'Search further',
  },
  menu: { menu: 'Menu', order: 'Order', more: 'More', moreIn: 'More in {category}', categories: 'Categories' },
  footer: {
    siteNav: 'Site',
    categoriesNav: 'Footer categories',
    video: 'Video',
    facebook: 'Facebook',
    instagram: 'Instagram',
    vk: 'VK',
    telegram: 'Telegram',
    x: 'X',
    logoAlt: (siteTitle) => `${siteTitle} logo`,
    privacyChoices: 'Privacy choices',
    movedFrom: (siteTitle, address, date) => `${siteTitle} moved to this address from ${address} on ${date}.`,
  },
  responsibleGambling: {
    ageMark: (ageLimit) => `${ageLimit}+`,
    helpLead: 'Gambling problem? Free, confidential help:',
    noteLabel: 'Play within your limits',
    note: (ageLimit) =>
      `For readers aged ${ageLimit} and over. Betting and poker cost money: set a limit before you play and stop when you reach it.`,
  },
  legal: {
    effectiveDate: (date) => `Effective date: ${date}.`,
    privacyHeading: 'What this site keeps and shares',
    controller: (operator, address) =>
      `This site is run by ${operator}${address ? `, ${address}` : ''}, which decides what happens to information about readers and answers for it.`,
    contact: 'Questions about your data, or a request to see or delete it, go to',
    noAccounts:
      'There are no accounts, forms or comments here. The search runs in your browser: what you type is not sent to us or anyone else.',
    logsHeading: 'Request logs',
    serverLogs: (days) =>
      `Like any web host, the servers that deliver these pages log each request your browser makes (IP address, time, page, referring page and browser) to deliver the site and keep it secure, and delete the records after ${days} days.`,
    hostedBy: (provider, country) =>
      `The pages are served by ${provider}, which keeps these logs in ${theCountry(country)}.`,
    logsAbroad: (country, safeguard) => `The logs are kept in ${theCountry(country)}: ${safeguard}.`,
    mailHeading: 'Email you send us',
    mail: 'If you write to us, we receive your email address and whatever your message says. We use them only to read and answer it, for example to fix an error you reported, keep them no longer than that needs, and add no one to a mailing list.',
    servicesHeading: 'Third-party services',
    noServices:
      'The site runs no analytics or advertising scripts and sends nothing about your visit to any other company.',
    servicesIntro:
      'The site runs these services of other companies. Each receives what is listed and handles it under its own privacy policy:',
    purposes: { analytics: 'analytics', advertising: 'advertising' },
    serviceDetails: (purpose, country) => `Purpose: ${purpose}. It stores what it receives in ${theCountry(country)}.`,
    serviceAbroad: (country) => `What it receives leaves the country for ${theCountry(country)}.`,
    consent:
      'None of these services runs, and nothing is requested from them, until you accept on the consent bar. The "Privacy choices" link at the foot of every page opens the bar again; if you withdraw, the services stop from the next page on.',
    deviceHeading: 'On your device',
    offlineCopies:
      "Your browser keeps copies of the pages you read (a service worker), so they open without a connection. They stay on your device; clearing this site's data in your browser removes them.",
    consentRecord:
      "Your choice on the consent bar is kept in your browser's local storage, not in a cookie, with the version of the list of services, so a change to that list asks you again.",
    sessionFlag:
      'A small technical flag in the session storage of your tab stops a page from reloading in a loop after the site is updated. It is never sent anywhere and goes when you close the tab.',
    noCookies: 'The site sets no cookies.',
    servicesCookies:
      'The site sets no cookies of its own; the services above may set theirs once you have accepted them.',
    doNotTrack: (hasServices) =>
      hasServices
        ? 'Browsers\' "Do Not Track" signal is not read; the services above collect nothing until you accept them on the consent bar.'
        : 'Neither the site nor any other company tracks your visits across other websites through this site, so a browser\'s "Do Not Track" signal changes nothing here.',
    termsHeading: 'Who publishes this site',
    operator: (operator, address) => `This site is run by ${operator}${address ? `, ${address}` : ''}.`,
    governingLaw: (law) => `These terms are governed by ${law}.`,
  },
  pages: {
    home: 'Home',
    authors: 'Authors',
    aboutUs: 'About Us',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms of Use',
    sitemap: 'Sitemap',
  },
  home: { topTales: 'Top Tales', updatedArticles: 'Updated Articles', moreArticles: 'Have More Great Articles' },
  article: {
    by: 'By',
    published: 'Published',
    updated: 'Updated',
    readingTime: (minutes) => `${minutes} min read`,
    related: 'Related articles',
    breadcrumb: 'Breadcrumb',
    copyLink: { copy: 'Copy link', copied: 'Link copied', failed: 'Could not copy: select the address bar instead' },
    penNameByline: 'The author is a pen name, and the article was written with AI assistance.',
    howArticlesAreMade: 'How our articles are made',
    reviewedBy: 'Checked by',
    reviewedOn: ' on',
    whatChanged: 'What changed',
    table: 'Table, scrolls sideways',
    penNames:
      'The names on our articles are pen names, not real people: each one stands for a beat of the site, and its biography describes that beat. The articles are written with AI assistance and checked before they are published.',
    penNamePerson: (site) => `A pen name used by ${site}. Its articles are written with AI assistance.`,
  },
  tableOfContents: {
    label: 'On this page',
    linkToSection: (heading) => `Link to this section: ${heading}`,
  },
  series: {
    all: 'All series',
    allDescription: (siteTitle) => `Every series of ${siteTitle}: guides meant to be read in order, part by part.`,
    none: 'No series here yet.',
    label: 'Series',
    partOf: (part, total) => `Part ${part} of ${total}`,
    previous: 'Previous part',
    next: 'Next part',
    partsCount: (count) => (count === 1 ? 'A series in 1 part so far' : `A series in ${count} parts`),
    part: (part) => `Part ${part}`,
  },
  listing: {
    empty: 'No articles here yet.',
    moreIn: (subcategory) => `More in ${subcategory}`,
    allIn: (count, subcategory) => `All ${count} articles in ${subcategory}`,
    articlesBy: (author) => `Articles by ${author}`,
  },
  pagination: {
    label: 'Pagination',
    newest: 'Newest articles',
    newer: 'Newer articles',
    older: 'Older articles',
    archivePage: (page) => `Archive page ${page}`,
  },
  sitemap: {
    pages: 'Pages',
    everyArticleIn: (category, count) => `Every article in ${category} (${count})`,
    categoryHeading: (category) => `Sitemap: ${category}`,
  },
  notFound: {
    title: 'Page not found',
    lead: 'The page you asked for does not exist or has moved.',
    backTo: (siteTitle) => `Back to ${siteTitle}`,
    orBrowse: 'or browse the',
    sitemapLink: 'sitemap',
  },
  serverError: {
    title: 'Something went wrong',
    lead: 'This page could not be loaded. Please try again in a moment.',
    backHome: 'Back to the home page',
  },
  offline: {
    title: 'You are offline',
    lead: 'This page has not been saved on this device yet, so it needs a connection. Pages you have already read here open without one.',
    tryAgain: 'Try again',
    backTo: (siteTitle) => `Back to ${siteTitle}`,
  },
  sponsored: {
    headings: ['Recommended partners', 'From our sponsors', 'Partner offers', 'Sponsored picks'],
    sponsored: 'Sponsored',
    marking: (advertiser, erid) => (erid ? `Advertiser: ${advertiser}. erid: ${erid}` : `Advertiser: ${advertiser}`),
  },
  consent: {
    label: 'Your privacy choice',
    lead: (services) =>
      `With your consent, this site runs these services in your browser: ${services}. Without it, nothing of theirs loads.`,
    data: (operator, cookies) =>
      `${operator} runs the site; the services receive your IP address${cookies ? ` and the ${cookies} cookie` : ''}.`,
    policy: { lead: 'Details:', link: 'privacy policy' },
    storage: 'You can change your choice at any time with “Privacy choices” at the foot of every page.',
    purposes: { analytics: 'analytics', advertising: 'advertising' },
    accept: 'Accept',
    decline: 'Decline',
    withdrawn: 'Your choice is saved: the scripts stop from the next page you open.',
    current: {
      accepted: 'You have accepted: the services run. Choose Decline to withdraw your consent.',
      declined: 'You have declined: the services do not run. Choose Accept to allow them.',
    },
  },
  reading: { updatedOn: 'Updated', printSource: 'Source' },
  socialImage: {
    byline: (author) => `By ${author}`,
    articleAlt: ({ title, author, category, brand }) =>
      `${asSentence(`${title} — an article by ${author} in ${category}`)} ${brand}`,
    pageAlt: ({ title, context, brand }) => `${asSentence(context ? `${title} (${context})` : title)} ${brand}`,
  },
};
