import { z } from 'zod';

import { charCount, DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS } from '../../seo/search-copy.ts';

// Field builders shared by the content model's schemas. Every message is phrased as what was
// expected: the problem line adds the file, field and value.

/** A non-empty text after trimming; `what` says what it should be. */
export const text = (what: string) => z.string({ error: what }).trim().min(1, { error: what });

/** An https URL; `what` names whose address it is. */
export const httpsUrl = (what: string) => z.url({ protocol: /^https$/, error: `an https URL for ${what}` });

/** An ISO 3166-1 alpha-2 country code, such as RU or US. */
export function countryCode() {
  return z
    .string({ error: 'a two-letter country code (ISO 3166-1), e.g. RU or US' })
    .regex(/^[A-Z]{2}$/, { error: 'a two-letter country code (ISO 3166-1) in capitals, e.g. RU or US' });
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEBAB_TEXT = 'lowercase-kebab (a-z, 0-9 and single hyphens)';

/** A lowercase-kebab slug: a file name, a category's, a series' or a site's id. */
export const slug = () => z.string({ error: `a ${KEBAB_TEXT} slug` }).regex(KEBAB, { error: `a ${KEBAB_TEXT} slug` });

// --- Search-result lengths (docs/content.md#search-result-lengths) ---
// Every text a page's <title> or meta description is made of, counted as lib/seo/search-copy.ts counts.
const charLimit = (schema: z.ZodString, max: number) =>
  schema.refine((value) => charCount(value) <= max, {
    error: (issue) => `at most ${max} characters, found ${charCount(String(issue.input))}`,
  });
/** A page's own title: '{title} | {brand}' fits when it can; the title alone must. */
export const titleText = (what: string) => charLimit(text(what), TITLE_MAX_CHARS);
/** A meta description, shown under the title in a search result. */
export const metaDescriptionText = (what: string) => charLimit(text(what), DESCRIPTION_MAX_CHARS);
// --- end of search-result lengths ---
