// The ids of an article's `##` headings, which readers share as `/articles/x/#id` links and the
// table of contents points to (docs/content.md#headings-and-the-table-of-contents). A shared link
// must keep working when an editor adds, removes or reorders other sections, so an id comes from
// the heading's own words alone, and a repeat's number only from the identical headings before it.

/**
 * Ids the page around an article already uses (components/): a heading never takes one of them.
 * heading-ids.test.ts holds this list to every fixed id the components write.
 */
export const FRAME_IDS: readonly string[] = [
  'main',
  'related',
  'what-changed',
  'on-this-page',
  'sponsored-links-heading',
  'legal-facts',
  'sitemap-pages',
  'sitemap-series',
  'sitemap-authors',
  'shell-status',
  'route-notice',
  'route-announcer',
  'consent-bar',
  'consent-status',
];

/**
 * The frame's numbered ids (the search box's parts, each sponsored link's marking) and those of
 * an article's footnotes.
 */
const FRAME_ID_PATTERN =
  /^(site-search(-input|-results|-option-\d+|-group-\d+)?|ad-marking-\d+|footnote-label|user-content-.*)$/;

const isFrameId = (id: string) => FRAME_IDS.includes(id) || FRAME_ID_PATTERN.test(id);

/** Anything but letters (with their accents), digits, connector marks, spaces and hyphens. */
const DROPPED = /[^\p{L}\p{M}\p{N}\p{Pc}\s-]/gu;

/**
 * A heading's words as an id: lower-cased by the rules of the site's locale (`tr_TR`: `I` is
 * `ı`, `İ` is `i`), punctuation dropped, each run of spaces or hyphens one hyphen. Letters stay as they
 * are, Cyrillic and Turkish included (`## Шаг первый: цена` is `шаг-первый-цена`): an id may
 * hold any letter, and the address bar shows it as written. Words with no letter or digit give
 * `section`.
 */
export function headingSlug(text: string, locale = 'en'): string {
  const slug = text
    .normalize('NFC')
    .toLocaleLowerCase(locale.replace('_', '-'))
    .replace(DROPPED, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'section';
}

/**
 * Gives each heading of one page its id, in the order they appear: a heading's slug, or for the
 * second and later heading with the same slug, the slug with `-2`, `-3`… The frame's ids and
 * any id already given count as taken, so the result is unique within the page.
 *
 * A numbered candidate the frame's patterns reserve (`user-content-2`, `ad-marking-2`) takes a
 * `section-` prefix: every number after such a slug is reserved too, so counting up alone
 * would never find a free id. No frame id starts with `section-`, so the search below meets only
 * the ids already given and ends within that many steps.
 */
export function createHeadingIds(locale = 'en'): (text: string) => string {
  const taken = new Set<string>();
  const seen = new Map<string, number>();
  const isTaken = (id: string) => taken.has(id) || isFrameId(id);
  const candidate = (slug: string, n: number) => {
    if (n === 1) return slug;
    const id = `${slug}-${n}`;
    return FRAME_ID_PATTERN.test(id) ? `section-${id}` : id;
  };
  return (text) => {
    const slug = headingSlug(text, locale);
    let n = seen.get(slug) ?? 1;
    let id = candidate(slug, n);
    for (let tries = 0; isTaken(id); tries++) {
      if (tries > taken.size + FRAME_IDS.length) throw new Error(`heading "${text}": no free id for "${slug}"`);
      id = candidate(slug, ++n);
    }
    seen.set(slug, n + 1);
    taken.add(id);
    return id;
  };
}
