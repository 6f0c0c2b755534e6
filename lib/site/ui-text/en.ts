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
  },
  menu: { menu: 'Menu', order: 'Order', more: 'More', moreIn: 'More in {category}', categories: 'Categories' },
  footer: {
    siteNav: 'Site',
    categoriesNav: 'Footer categories',
    video: 'Video',
    facebook: 'Facebook',
    instagram: 'Instagram',
    logoAlt: (siteTitle) => `${siteTitle} logo`,
    responsibleGambling: { text: 'Gambling problem? Get free help at BeGambleAware', href: 'https://www.begambleaware.org' },
  },
  pages: { home: 'Home', authors: 'Authors', aboutUs: 'About Us', privacyPolicy: 'Privacy Policy', terms: 'Terms of Use', sitemap: 'Sitemap' },
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
  sponsored: {
    headings: ['Recommended partners', 'From our sponsors', 'Partner offers', 'Sponsored picks'],
    sponsored: 'Sponsored',
    adultsOnly: '18+',
    newAddress: 'New address',
  },
};
