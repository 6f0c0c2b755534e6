import { z } from 'zod';

import { metaDescriptionText, text, titleText } from './fields.ts';

// seo.yaml and the fixed pages (content/{site}/pages/{slug}.md).

/** The pages whose search-engine title and description seo.yaml gives (the rest take theirs from content). */
export const SEO_PAGES = ['home', 'authors', 'not-found', 'about-us', 'privacy-policy', 'terms', 'sitemap'] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

const seoEntry = z.strictObject({
  // Shown as written, the brand included.
  title: titleText('a search-engine title'),
  description: metaDescriptionText('a search-engine description'),
});

export const seoSchema = z.strictObject(
  Object.fromEntries(SEO_PAGES.map((page) => [page, seoEntry])) as Record<SeoPage, typeof seoEntry>,
);

export type SeoEntry = z.output<typeof seoEntry>;
export type SeoCopy = z.output<typeof seoSchema>;

export const PAGE_SLUGS = ['about-us', 'privacy-policy', 'terms'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const pageFrontmatterSchema = z.strictObject({
  title: text('a non-empty title'),
  description: text('a one- or two-sentence description'),
  /**
   * The privacy policy's and the terms' effective date, the day their text last changed, with the
   * SHA-256 of that text, so an edit without a new date is refused (lib/content/legal-dates.ts).
   */
  effective: z
    .strictObject({
      date: z.iso.date({ error: 'the day the text took effect, as YYYY-MM-DD' }),
      text_sha256: z
        .string({ error: "the SHA-256 of the page's text, 64 lowercase hex digits" })
        .regex(/^[0-9a-f]{64}$/, { error: "the SHA-256 of the page's text, 64 lowercase hex digits" }),
    })
    .optional(),
});

/** A fixed page: its frontmatter, its slug and its markdown body. */
export interface Page extends z.output<typeof pageFrontmatterSchema> {
  slug: PageSlug;
  body: string;
}
