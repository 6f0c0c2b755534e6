// The one door to content/ for routes, build steps and scripts (build time only).
import { currentSiteId } from '../site/site-id.ts';
import {
  articlesInCategory,
  articlesInSubcategory,
  groupArticles,
  type Grouping,
  subcategoryGroups,
} from './grouping.ts';
import { loadSiteContent, loadSiteSettings, readArticleBody } from './load.ts';
import { shareEqualStrings } from './shared-strings.ts';
import { articlesByAuthor } from './lookups.ts';
import { compareArticles } from './reshape.ts';
import { type SeriesPlace, seriesPlace } from './series.ts';
import {
  type ContentWithoutBodies,
  contentKey,
  readSnapshot,
  type StaticQueryUrls,
  withoutBodies,
} from './snapshot.ts';
import type {
  Article,
  Author,
  Category,
  Page,
  PageSlug,
  SeoEntry,
  SeoPage,
  Series,
  Site,
  SiteContent,
  Subcategory,
} from './model/index.ts';

export type * from './model/index.ts';
export { ContentError, formatProblem } from './problems.ts';
export { UNSORTED } from './grouping.ts';
export type { SeriesPlace } from './series.ts';

interface Indexed extends SiteContent {
  grouping: Grouping;
  articleBySlug: Map<string, Article>;
  authorBySlug: Map<string, Author>;
  articlesByAuthor: Map<string, Article[]>;
  categoryBySlug: Map<string, Category>;
  /** The static queries' addresses, when the content came from a snapshot (lib/content/snapshot.ts). */
  staticQueryUrls?: StaticQueryUrls;
}

let cached: { siteId: string; key: string; content: Indexed } | undefined;

/**
 * The current site's content, read and validated once per process: from the snapshot the
 * content check wrote for this very content and code when there is one (lib/content/snapshot),
 * otherwise from content/ itself.
 */
export function getSiteContent(): Indexed {
  const siteId = currentSiteId();
  if (cached?.siteId !== siteId) {
    const root = process.cwd();
    // The key of the files as they are before reading them, as the content check takes it.
    const key = contentKey({ root, siteId });
    const loaded = readSnapshot({ root, siteId }, key) ?? withoutBodies(loadSiteContent({ root, siteId }));
    shareEqualStrings(loaded);
    const content = withBodiesOnDemand(loaded);
    cached = {
      siteId,
      key,
      content: {
        ...content,
        grouping: groupArticles(content.categories, content.articles),
        articleBySlug: new Map(content.articles.map((a) => [a.slug, a])),
        authorBySlug: new Map(content.authors.map((a) => [a.slug, a])),
        articlesByAuthor: articlesByAuthor(content.articles),
        categoryBySlug: new Map(content.categories.map((c) => [c.slug, c])),
      },
    };
  }
  return cached.content;
}

/**
 * The content key (lib/content/snapshot.ts) of what getSiteContent read, taken once per
 * process: hashing the key again walks and stats every file of the site (0.5 s at 50,000
 * articles), and a process that renders this content asks for its build plan once per route.
 */
export function siteContentKey(): string {
  getSiteContent();
  return cached!.key;
}

/**
 * Every render worker of a build keeps the whole site for its listings, related articles and
 * look-ups, but needs an article's body on that article's page alone. So the kept articles
 * hold no body: `body` reads it from the article's file when asked. They are also a
 * structured clone of what was loaded (`withoutBodies`), because the parsers' strings are
 * slices of the whole file's text: one title kept alive kept the whole file with it. At
 * 5,000 articles the two changes took the build's peak memory from 2.01 to 1.67 GB
 * (docs/performance.md).
 */
function withBodiesOnDemand(content: ContentWithoutBodies): SiteContent {
  for (const article of content.articles) {
    Object.defineProperty(article, 'body', { get: bodyFromFile, enumerable: true });
  }
  return content as SiteContent;
}

/**
 * The `body` of every kept article, one function for all, as rememberBody's (check-memo.ts): 40 MB
 * a render worker at 50,000 articles with a getter of its own for each.
 */
function bodyFromFile(this: { sourceFile: string }): string {
  return readArticleBody(this.sourceFile);
}

export const getSite = () => getSiteContent().site;

/**
 * The current site's settings from site.yaml alone, for build steps that need nothing else:
 * reading and validating every article for them cost each step seconds at 5,000 articles.
 */
export function getSiteSettings(): Site {
  const siteId = currentSiteId();
  return cached?.siteId === siteId ? cached.content.site : loadSiteSettings({ root: process.cwd(), siteId });
}
export const getCategories = () => getSiteContent().categories;
export const getAuthors = () => getSiteContent().authors;
export const getArticles = () => getSiteContent().articles;

export function getArticle(slug: string): Article | undefined {
  return getSiteContent().articleBySlug.get(slug);
}

export function getAuthor(slug: string): Author | undefined {
  return getSiteContent().authorBySlug.get(slug);
}

export function getCategory(slug: string): Category | undefined {
  return getSiteContent().categoryBySlug.get(slug);
}

export function getSubcategory(
  categorySlug: string,
  slug: string,
): { category: Category; subcategory: Subcategory } | undefined {
  const category = getCategory(categorySlug);
  const subcategory = category?.children.find((child) => child.slug === slug);
  return category && subcategory ? { category, subcategory } : undefined;
}

export function getArticlesInCategory(categorySlug: string): Article[] {
  return articlesInCategory(getSiteContent().grouping, categorySlug);
}

export function getArticlesInSubcategory(categorySlug: string, subcategorySlug: string): Article[] {
  return articlesInSubcategory(getSiteContent().grouping, categorySlug, subcategorySlug);
}

/** sub-subcategory label → articles, for one subcategory, in label order with unsorted last. */
export function getSubcategoryGroups(categorySlug: string, subcategorySlug: string): [string, Article[]][] {
  return subcategoryGroups(getSiteContent().grouping, categorySlug, subcategorySlug);
}

/**
 * Each subcategory of a category with its articles newest first, in the category's order (its
 * sitemap pages). Sorted here: the grouping lists a subcategory's articles label by label, in
 * the order the labels first appear, which a new article can change.
 */
export function getArticlesBySubcategory(category: Category): [Subcategory, Article[]][] {
  return category.children.map((child) => [
    child,
    getArticlesInSubcategory(category.slug, child.slug).sort(compareArticles),
  ]);
}

export function getArticlesByAuthor(authorSlug: string): Article[] {
  return getSiteContent().articlesByAuthor.get(authorSlug) ?? [];
}

/** Search-engine title and description of one of the seven pages seo.yaml covers. */
export function getSeo(page: SeoPage): SeoEntry {
  return getSiteContent().seo[page];
}

/** About Us, Privacy Policy or Terms of Use. */
export function getPage(slug: PageSlug): Page {
  return getSiteContent().pages[slug];
}

/** Every series with a part this build publishes, in series.yaml's order. */
export function getAllSeries(): readonly Series[] {
  return getSiteContent().series ?? [];
}

export function getSeries(slug: string): Series | undefined {
  return getAllSeries().find((series) => series.slug === slug);
}

/** The article's place in its series ('Part N of M', the parts before and after), if it has one. */
export function getSeriesPlace(article: Pick<Article, 'slug' | 'series'>): SeriesPlace | undefined {
  return seriesPlace(getAllSeries(), article);
}
