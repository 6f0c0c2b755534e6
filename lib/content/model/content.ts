// A site's content as one value: what the loader returns (lib/content/load.ts) and every page,
// data file and build step is made from.
import type { Article } from './article.ts';
import type { Author } from './authors.ts';
import type { Category } from './categories.ts';
import type { Page, PageSlug, SeoCopy } from './pages.ts';
import type { Series } from './series.ts';
import type { Site } from './site.ts';

/** A permanent redirect from an address the site no longer has to one of its pages. */
export interface Redirect {
  /** The old address, e.g. /articles/old-slug/. */
  from: string;
  /** A page of the site, e.g. /articles/new-slug/. */
  to: string;
}

export interface SiteContent {
  site: Site;
  seo: SeoCopy;
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
