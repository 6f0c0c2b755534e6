// The content model, its one entry point: the schemas of every file under content/{site}/ and
// the types the code reads, inferred from them (docs/architecture.md#the-content-model). The
// files of this folder import each other directly; everything else imports this one.
export { adsSchema } from './ads.ts';
export type { AdBanner, AdCategory, AdFacts, Ads, SponsoredLink } from './ads.ts';
export { articleFrontmatterSchema, publishedSchema } from './article.ts';
export type { Article, ArticleFrontmatter, ArticleUpdate, Entity, EntitySubcategory } from './article.ts';
export { authorSchema, authorsSchema } from './authors.ts';
export type { Author, AuthorEntry } from './authors.ts';
export { categoriesSchema } from './categories.ts';
export type { Category, Subcategory } from './categories.ts';
export type { Redirect, SiteContent } from './content.ts';
export { PAGE_SLUGS, pageFrontmatterSchema, SEO_PAGES, seoSchema } from './pages.ts';
export type { Page, PageSlug, SeoCopy, SeoEntry, SeoPage } from './pages.ts';
export { articleSeriesSchema, seriesFileSchema } from './series.ts';
export type { Series, SeriesEntry } from './series.ts';
export { LOCALES, SOCIAL_NETWORKS } from './site-file.ts';
export { siteSchema } from './site.ts';
export type { Locale, SocialNetwork } from './site-file.ts';
export type {
  ConsentRule,
  GenerationSettings,
  HelpService,
  ResponsibleGambling,
  ScriptPurpose,
  Site,
  SiteAds,
  ThirdPartyScript,
} from './site.ts';
export { localeCountry } from './site-legal.ts';
export { CONSENT_RULES, SCRIPT_PURPOSES } from './site-scripts.ts';
export type { PublicationStatus } from '../publication.ts';
