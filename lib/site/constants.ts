// SPEC section 9's business constants, named once. Display constants 8, 4, 8, 4 and 2
// are SPEC's; where it does not say what each sizes, this module does.

/** At this window width or less the layout is narrow: the menu opens as a popover. */
export const NARROW_MAX_WIDTH_PX = 576;

/** Home page: the newest articles, under 'Top Tales'. */
export const TOP_TALES_COUNT = 8;
/** Home page: the most recently updated articles, under 'Updated Articles'. */
export const UPDATED_ARTICLES_COUNT = 4;
/** Home page: the next newest articles, under 'Have More Great Articles'. */
export const MORE_ARTICLES_COUNT = 8;
/** Article page: related articles from the same subcategory, then category. */
export const RELATED_ARTICLES_COUNT = 4;
/** Authors list: each author's latest articles shown beside their name. */
export const AUTHOR_PREVIEW_COUNT = 2;

/** How long the copy-link button says 'Copied'. */
export const COPY_FEEDBACK_MS = 3000;
