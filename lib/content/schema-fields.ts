import { z } from 'zod';

// Field builders shared by the schemas of lib/content/. Every message is phrased as what was
// expected: the problem line adds the file, field and value.

/** A non-empty text after trimming; `what` says what it should be. */
export const text = (what: string) => z.string({ error: what }).trim().min(1, { error: what });

/** An https URL; `what` names whose address it is. */
export const httpsUrl = (what: string) => z.url({ protocol: /^https$/, error: `an https URL for ${what}` });

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEBAB_TEXT = 'lowercase-kebab (a-z, 0-9 and single hyphens)';

/** A lowercase-kebab slug: a file name, a category's or a site's id. */
export const slug = () => z.string({ error: `a ${KEBAB_TEXT} slug` }).regex(KEBAB, { error: `a ${KEBAB_TEXT} slug` });
