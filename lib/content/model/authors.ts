import { z } from 'zod';

import { charCount, TITLE_MAX_CHARS } from '../../seo/search-copy.ts';
import { metaDescriptionText, slug, text } from './fields.ts';

// The site's authors (content/{site}/authors.yaml), as the code reads them.

export const authorSchema = z
  .strictObject({
    name: text('a non-empty name'),
    slug: slug(),
    role: text('a role such as "Poker Strategist"'),
    description: text('a biography'),
    meta_description: metaDescriptionText('a meta description'),
  })
  // The author page's title is '{name} - {role} | {brand}', the brand dropped when it does not fit.
  .refine((a) => charCount(`${a.name} - ${a.role}`) <= TITLE_MAX_CHARS, {
    path: ['role'],
    error: (issue) => {
      const { name, role } = issue.input as { name: string; role: string };
      const found = charCount(`${name} - ${role}`);
      return `a role short enough that "{name} - {role}" is at most ${TITLE_MAX_CHARS} characters, found ${found}`;
    },
  });

export const authorsSchema = z
  .array(authorSchema, { error: 'a list of authors' })
  .min(1, { error: 'at least one author' });

/** An author as authors.yaml states it. */
export type AuthorEntry = z.output<typeof authorSchema>;

/** An author as pages show it: the page's title needs the site's brand (lib/content/reshape.ts). */
export interface Author extends Pick<AuthorEntry, 'name' | 'slug' | 'role' | 'description'> {
  /** The author page's title: '{name} - {role} | {brand}', the brand dropped when it does not fit. */
  metaTitle: string;
  metaDescription: AuthorEntry['meta_description'];
  url: string;
}
