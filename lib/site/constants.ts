// The product's numbers, named once (docs/behaviour.md#constants). The display numbers
// 8, 4, 8, 4 and 2 came without what each sizes; this module says it.

/** At this window width or less the layout is narrow: the menu opens as a popover. */
export const NARROW_MAX_WIDTH_PX = 576;

/** Home page: the newest articles, under 'Top Tales'. */
export const TOP_TALES_COUNT = 8;
/** Home page: the most recently updated articles, under 'Updated Articles'. */
export const UPDATED_ARTICLES_COUNT = 4;
/** Home page: the next newest articles, under 'Have More Great Articles'. */
export const MORE_ARTICLES_COUNT = 8;
/**
 * Category page: the newest articles of each subcategory; the rest are on the subcategory's
 * own page. Listing them all made a category page grow with the whole site (1 MB of HTML at
 * 5,000 articles).
 */
export const CATEGORY_PREVIEW_COUNT = 6;
/** Article page: related articles from the same subcategory, then category. */
export const RELATED_ARTICLES_COUNT = 4;
/** Article page: the fewest `##` sections that get an 'On this page' list; fewer are read through at a glance. */
export const TABLE_OF_CONTENTS_MIN_HEADINGS = 3;
/**
 * Subcategory and author pages: articles per archive page (/{category}/{subcategory}/archive/1/,
 * the oldest); the listing's own address shows the newest 24 to 47, those no archive page holds
 * yet (lib/site/pagination.ts). A multiple of the two columns of the wide layout. Unpaged, a
 * subcategory of a 5,000-article site listed about 180 articles on one page.
 */
export const LISTING_PAGE_SIZE = 24;
/**
 * A category's page of the sitemap: article links per archive page (/sitemap/{category}/archive/1/
 * and on); its own address shows the newest 100 to 199, so no page holds more than 199. Unpaged,
 * the largest was 0.54 MB of HTML at 5,000 articles.
 */
export const SITEMAP_PAGE_SIZE = 100;
/** Authors list: each author's latest articles shown beside their name. */
export const AUTHOR_PREVIEW_COUNT = 2;

/** How long the copy-link button says 'Copied'. */
export const COPY_FEEDBACK_MS = 3000;

/** Search shows results only when the trimmed text has at least this many characters. */
export const MIN_QUERY_LENGTH = 3;
/**
 * Search lists this many results at first, and this many more each time the reader asks.
 * Every option costs the browser about 0.1 ms to lay out on a phone, and a three-letter
 * word can match most titles: 'ing' listed 3,670 of 5,000 at once, and the key that typed
 * it waited 0.46 s (docs/performance.md).
 */
export const SEARCH_RESULTS_STEP = 20;

/** Page data: failures other than 404 and 500 are retried this many times. */
export const PAGE_DATA_RETRIES = 3;

/** Prefetch: the first batch starts this long after load… */
export const PREFETCH_FIRST_DELAY_MS = 3000;
/** …takes up to this many paths… */
export const PREFETCH_BATCH_SIZE = 4;
/** …and the next batch starts this long after the previous one settles. */
export const PREFETCH_BATCH_INTERVAL_MS = 3000;

/** A navigation slower than this shows the delayed-route notice. */
export const DELAYED_ROUTE_NOTICE_MS = 1000;

/** Off-main-thread third-party scripts fall back to the main thread after this long. */
export const OFF_MAIN_THREAD_FALLBACK_MS = 10_000;
