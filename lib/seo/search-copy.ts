// How long a page's title and description may be in a search result, and how a title is fitted
// into that length (docs/content.md#search-result-lengths). The content schemas import the limits,
// the page routes the titles; this module imports nothing, so both may use it.

/** A page's rendered <title>, the brand included: search engines cut longer ones (by width; ~60 is the guide). */
export const TITLE_MAX_CHARS = 60;
/** A page's meta description: longer ones are cut in the result. */
export const DESCRIPTION_MAX_CHARS = 160;

/**
 * The length of a text as these limits count it: Unicode code points, emoji as they are written.
 * '🎲' is 1, '♠️' is 2 (the spade and the variation selector that makes it an emoji), 'ё' is 1.
 * Code points rather than graphemes: the count is the same in every runtime (no segmenter
 * data), and it errs long on emoji, which a result shows wider than a letter anyway.
 */
export function charCount(text: string): number {
  return [...text].length;
}

/** The parts a page's title is built from, in the order they are written. */
export interface TitleParts {
  /** The page's own name: an article's title, a category's, '{author} - {role}'. Never dropped. */
  name: string;
  /** Where the page sits, written after its name: a subcategory's category. Dropped to make room. */
  context?: string;
  /** A listing's archive page, 'Archive page 2': never dropped, so each page keeps a title of its own. */
  page?: string;
}

const PART_SEPARATOR = ' · ';
const ELLIPSIS = '…';

/**
 * A page's title, at most TITLE_MAX_CHARS: '{name} · {context} · {page} | {brand}' when it fits.
 * Otherwise the brand goes first, then the context (the brand back if there is room then). The
 * schema keeps every name at most TITLE_MAX_CHARS, so only a generated addition (a page number, the
 * sitemap's prefix) can leave it too long even alone: the name is then shortened at a word, so
 * the page number still shows.
 */
export function searchTitle(brand: string, { name, context, page }: TitleParts): string {
  const join = (...parts: (string | undefined)[]) => parts.filter((part) => part).join(PART_SEPARATOR);
  const candidates = [join(name, context, page), join(name, page)].flatMap((text) => [`${text} | ${brand}`, text]);
  const fitting = candidates.find((title) => charCount(title) <= TITLE_MAX_CHARS);
  if (fitting) return fitting;
  const room = TITLE_MAX_CHARS - (page ? charCount(PART_SEPARATOR + page) : 0);
  return join(shortened(name, room), page);
}

/** The text cut to at most `max` code points at a word boundary, with an ellipsis. */
function shortened(text: string, max: number): string {
  const points = [...text];
  if (points.length <= max) return text;
  const cut = Math.max(0, max - ELLIPSIS.length);
  const head = points.slice(0, cut).join('');
  // A word cut in two is dropped whole; a head that ends where a word ends keeps it.
  const atWord = /\s/u.test(points[cut]!) ? head : head.replace(/\s+\S*$/u, '');
  return `${(atWord || head).replace(/[\s,.:;·–-]+$/u, '')}${ELLIPSIS}`;
}
