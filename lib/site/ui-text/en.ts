import type { UiText } from './types';

/** English, as the network's first site has always read. */
export const en: UiText = {
  skipToContent: 'Skip to content',
  banner: 'Banner',
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
  },
  responsibleGambling: {
    ageMark: (ageLimit) => `${ageLimit}+`,
    helpLead: 'Gambling problem? Free, confidential help:',
    noteLabel: 'Play within your limits',
    note: (ageLimit) =>
      `For readers aged ${ageLimit} and over. Betting and poker cost money: set a limit before you play and stop when you reach it.`,
  },
  legal: {
    privacyHeading: 'What this site keeps and shares',
    operator: (operator, address) => `This site is run by ${operator}${address ? `, ${address}` : ''}.`,
    contact: 'Questions about your data go to',
    noAccounts:
      'There are no accounts, forms or comments here. The search runs in your browser: what you type is not sent to us or anyone else.',
    serverLogs: (days) =>
      `Like any web host, the servers that deliver these pages log each request (IP address, time, page, referring page and browser) to keep the site running and secure, and delete the records after ${days} days.`,
    offlineCopies:
      "Your browser keeps copies of the pages you read (a service worker), so they open without a connection. They stay on your device; clearing this site's data in your browser removes them.",
    noThirdParties: 'The site sets no cookies and runs no analytics or advertising scripts.',
    thirdPartiesIntro:
      'The site sets no cookies of its own. It runs these third-party services, which may set their own cookies:',
    termsHeading: 'Who publishes this site',
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
  },
  listing: {
    empty: 'No articles here yet.',
    moreIn: (subcategory) => `More in ${subcategory}`,
    allIn: (count, subcategory) => `All ${count} articles in ${subcategory}`,
    articlesBy: (author) => `Articles by ${author}`,
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: (page) => `Page ${page}`,
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
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
    newAddress: 'New address',
  },
  consent: {
    label: 'Your privacy choice',
    lead: (services) =>
      `With your consent, this site runs these services in your browser: ${services}. Nothing of theirs loads until you choose.`,
    storage:
      'Your choice is kept in this browser’s local storage, not in a cookie. You can change it at any time with “Privacy choices” at the foot of every page.',
    purposes: { analytics: 'analytics', advertising: 'advertising' },
    accept: 'Accept',
    decline: 'Decline',
    withdrawn: 'Your choice is saved: the scripts stop from the next page you open.',
  },
};
