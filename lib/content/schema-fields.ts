import { z } from 'zod';

// Field builders shared by the schemas of lib/content/. Every message is phrased as what was
// expected: the problem line adds the file, field and value.

/** A non-empty text after trimming; `what` says what it should be. */
export const text = (what: string) => z.string({ error: what }).trim().min(1, { error: what });

/** An https URL; `what` names whose address it is. */
export const httpsUrl = (what: string) => z.url({ protocol: /^https$/, error: `an https URL for ${what}` });
