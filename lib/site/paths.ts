// Site paths, written once. Every path ends with a slash (trailingSlash: true).
import { SERVER_ERROR_PATH } from './server-error-path.ts';

export const paths = {
  home: '/',
  authors: '/authors/',
  author: (slug: string) => `/authors/${slug}/`,
  article: (slug: string) => `/articles/${slug}/`,
  category: (slug: string) => `/${slug}/`,
  subcategory: (category: string, slug: string) => `/${category}/${slug}/`,
  aboutUs: '/info/about-us/',
  privacyPolicy: '/privacy-policy/',
  terms: '/terms/',
  sitemap: '/sitemap/',
  /** The sitemap's page listing every article of one category. */
  sitemapCategory: (slug: string) => `/sitemap/${slug}/`,
  serverError: SERVER_ERROR_PATH,
  /** The list of the site's series, and one series' page. */
  seriesIndex: '/series/',
  series: (slug: string) => `/series/${slug}/`,
} as const;
