import type { PageSlug, SeoPage } from './schema.ts';
import type { Site } from './site-types.ts';

export { SOCIAL_NETWORKS } from './site-types.ts';
export type {
  AdCategory,
  Locale,
  ScriptPurpose,
  ConsentRule,
  Site,
  AdFacts,
  SponsoredLink,
  AdBanner,
  SiteAds,
  SocialNetwork,
  HelpService,
  ResponsibleGambling,
  ThirdPartyScript,
  GenerationSettings,
} from './site-types.ts';

export interface Subcategory {
  slug: string;
  title: string;
  description: string;
  /** The page's search-engine description, at most 160 characters; `description` is shown on the page. */
  metaDescription: string;
  /** True for the catch-all child that receives articles of unknown subcategories. */
  isOther: boolean;
  url: string;
}

export interface Category {
  slug: string;
  title: string;
  description: string;
  /** The page's search-engine description, at most 160 characters; `description` is shown on the page. */
  metaDescription: string;
  url: string;
  children: Subcategory[];
  /** Slug of the catch-all child. */
  otherSlug: string;
}

export interface Author {
  name: string;
  slug: string;
  role: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  url: string;
}

export interface EntitySubcategory {
  /** As written in the frontmatter. */
  subcategory: string;
  /** The known child it is listed under: itself, or the category's 'other' child. */
  listedUnder: string;
  subsubcategories: string[];
}

export interface Entity {
  category: string;
  subcategories: EntitySubcategory[];
}

/** Where an article stands: only `published` ones are in a production build. */
export type PublicationStatus = 'published' | 'draft' | 'scheduled';

export interface Article {
  id: string;
  title: string;
  slug: string;
  url: string;
  author: string;
  authorSlug: string;
  /** As written: a date (YYYY-MM-DD) or a date-time with its offset. */
  published: string;
  /** The instant the article goes live, ISO 8601 in UTC: `published` read in the site's time zone. */
  publishedAt: string;
  /** Always `published` in a production build; drafts and scheduled articles only in a preview. */
  status: PublicationStatus;
  updated?: string;
  description: string;
  entities: Entity[];
  /** First category and subcategory the article is listed under, for breadcrumbs and search headings. */
  primary: { category: string; subcategory: string };
  body: string;
  wordCount: number;
  readingMinutes: number;
  /** Path of the source file relative to the project root. */
  sourceFile: string;
  /** Earlier addresses of the article (frontmatter `aliases`), each redirected to `url`. */
  aliases?: readonly string[];
  /** Set for an article `npm run generate` wrote: the model, and the checks its answer passed. */
  generated?: { model: string; checks: string[] };
  /** Who checked the article (an author of the site) and when, as written. */
  reviewed?: { by: string; bySlug: string; date: string };
  /** What changed since publication, oldest first, each dated as written. */
  updates?: readonly ArticleUpdate[];
  /** The series the article is a part of (frontmatter `series`), and which part. */
  series?: { slug: string; part: number };
}

/** An ordered run of articles from series.yaml (docs/content.md#series). */
export interface Series {
  slug: string;
  title: string;
  /** Shown on the series page and used as its meta description. */
  description: string;
  url: string;
  /** Slugs of the articles the build keeps, first part first. */
  parts: string[];
}

export interface ArticleUpdate {
  date: string;
  note: string;
}

export interface Page {
  slug: PageSlug;
  title: string;
  description: string;
  /** A legal page's effective date (YYYY-MM-DD) and the SHA-256 of the text it dates. */
  effective?: { date: string; text_sha256: string };
  body: string;
}

export interface SeoEntry {
  title: string;
  description: string;
}

export interface SiteContent {
  site: Site;
  seo: Record<SeoPage, SeoEntry>;
  categories: Category[];
  authors: Author[];
  /** Newest first; only the articles the build publishes (docs/content.md#drafts-and-scheduled-articles). */
  articles: Article[];
  pages: Record<PageSlug, Page>;
  /** How many articles the load left out, for the content check's summary. */
  withheld: { drafts: number; scheduled: number };
  /**
   * Earlier addresses and where each now leads, sorted by the old path (lib/content/redirects.ts).
   * Set by loadSiteContent; content made by hand (tests, the benchmark's corpus) may leave it out.
   */
  redirects?: readonly Redirect[];
  /**
   * The series with at least one part this build keeps (lib/content/series.ts). Set by
   * loadSiteContent; content made by hand may leave it out.
   */
  series?: readonly Series[];
}

/** A permanent redirect from an address the site no longer has to one of its pages. */
export interface Redirect {
  /** The old address, e.g. /articles/old-slug/. */
  from: string;
  /** A page of the site, e.g. /articles/new-slug/. */
  to: string;
}
