import { z } from 'zod';

import { redirectPathSchema } from './redirect-path.ts';
import { articleSeriesSchema } from './series.ts';
import { slug, text } from './schema-fields.ts';
import { parseDateTime } from './build-time.ts';
import { charCount, DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS } from '../seo/search-copy.ts';

// The schemas of an article, the categories, the authors, seo.yaml and the fixed pages (the
// site's settings: site-schema.ts). Every message is phrased as what was expected: the problem
// line adds the file, field and value.

// --- Search-result lengths (docs/content.md#search-result-lengths) ---
// Every text a page's <title> or meta description is made of, counted as lib/seo/search-copy.ts counts.
const charLimit = (schema: z.ZodString, max: number) =>
  schema.refine((value) => charCount(value) <= max, {
    error: (issue) => `at most ${max} characters, found ${charCount(String(issue.input))}`,
  });
/** A page's own title: '{title} | {brand}' fits when it can; the title alone must. */
const titleText = (what: string) => charLimit(text(what), TITLE_MAX_CHARS);
/** A meta description, shown under the title in a search result. */
const metaDescriptionText = (what: string) => charLimit(text(what), DESCRIPTION_MAX_CHARS);
// --- end of search-result lengths ---

const PUBLISHED_TEXT = 'a date as YYYY-MM-DD, or a date-time with its offset such as 2026-12-01T09:00:00+03:00';

/**
 * When an article goes live: a plain date (midnight in the site's time zone) or a date-time with
 * an explicit offset. A time without an offset is refused: it would not say which zone it means.
 */
export const publishedSchema = z
  .string({ error: PUBLISHED_TEXT })
  .regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/, {
    error: PUBLISHED_TEXT,
    abort: true,
  })
  .refine((value) => (value.length === 10 ? isCalendarDate(value) : parseDateTime(value) !== undefined), {
    error: `a real date and time: ${PUBLISHED_TEXT}`,
  });

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const subcategoryEntry = z.strictObject({
  subcategory: slug(),
  subsubcategories: z.array(text('a non-empty label'), { error: 'a list of sub-subcategory labels' }).default([]),
});

const entity = z.strictObject({
  category: slug(),
  subcategories: z
    .array(subcategoryEntry, { error: 'a list of subcategories' })
    .min(1, { error: 'at least one subcategory' }),
});

/** The names of the checks a generated article passed (cli/generate/checks.ts lists them). */
const CHECK_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const articleFrontmatterSchema = z
  .strictObject({
    id: z.union([z.number().int().positive(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)], {
      error: 'a positive whole number (or letters, digits, - and _)',
    }),
    title: titleText('a non-empty title'),
    slug: slug(),
    author: text("an author's name from authors.yaml"),
    published: publishedSchema,
    updated: publishedSchema.optional(),
    description: metaDescriptionText('a one- or two-sentence description'),
    entities: z
      .array(entity, { error: 'a list of entities' })
      .min(1, { error: 'at least one entity (category and subcategories)' }),
    /** Earlier addresses of the article, each redirected to it (docs/content.md#redirects). */
    aliases: z
      .array(redirectPathSchema, { error: 'a list of earlier addresses, e.g. [/articles/old-slug/]' })
      .default([]),
    /** Left out of production builds until the line is removed (docs/content.md#drafts-and-scheduled-articles). */
    draft: z.boolean({ error: 'true or false' }).default(false),
    /** Written by `npm run generate`: the model that wrote the article and the checks its answer passed. */
    generated: z
      .strictObject({
        model: text('the name of the model that wrote the article'),
        checks: z.array(z.string().regex(CHECK_NAME, { error: 'a check name such as language' }), {
          error: 'a list of the checks the answer passed',
        }),
      })
      .optional(),
    /**
     * Who checked the article and when (docs/content.md#review-and-changes). The reviewer is an
     * author of authors.yaml and the date is not in the future: lib/content/review-checks.ts.
     */
    reviewed: z
      .strictObject({
        by: text("the name of the reviewer, an author's name from authors.yaml"),
        date: publishedSchema,
      })
      .optional(),
    /** What changed since publication, oldest first, each shown under 'What changed'. */
    updates: z
      .array(
        z.strictObject({
          date: publishedSchema,
          note: text('a short note saying what changed').max(200, { error: 'a note of at most 200 characters' }),
        }),
        { error: 'a list of changes, each with date and note' },
      )
      .default([]),
    /** The series the article is a part of (docs/content.md#series; lib/content/series.ts). */
    series: articleSeriesSchema.optional(),
  })
  .refine((a) => !a.updated || notBefore(a.updated, a.published), {
    path: ['updated'],
    error: 'a date not before the published date',
  })
  // A change is made to a published article: one dated before publication is a slip.
  .superRefine((a, context) => {
    a.updates.forEach((update, index) => {
      if (!notBefore(update.date, a.published))
        context.addIssue({
          code: 'custom',
          path: ['updates', index, 'date'],
          input: update.date,
          message: `a date on or after the published date (${a.published})`,
        });
    });
  })
  // `updated` tells the reader the article changed on that day; the About pages promise the
  // change is listed too, so the date needs an entry saying what changed (or "Typo fixed.").
  .superRefine((a, context) => {
    if (!a.updated || !notBefore(a.updated, a.published)) return;
    const day = a.updated.slice(0, 10);
    if (a.updates.some((update) => update.date.slice(0, 10) === day)) return;
    context.addIssue({
      code: 'custom',
      path: ['updated'],
      input: a.updated,
      message: `an entry of "updates" dated ${day} saying what changed that day (docs/content.md#review-and-changes)`,
    });
  });

/**
 * Two date-times compare as instants; otherwise the calendar dates as written compare, since a
 * plain date's instant depends on the site's time zone, which a file's schema does not know.
 */
function notBefore(later: string, earlier: string): boolean {
  if (later.length > 10 && earlier.length > 10) return new Date(later).getTime() >= new Date(earlier).getTime();
  return later.slice(0, 10) >= earlier.slice(0, 10);
}

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;

const childCategory = z.strictObject({
  slug: slug(),
  title: titleText('a non-empty title'),
  description: text('a non-empty description'),
  /** The page's search-engine description; `description`, often longer, is shown on the page. */
  meta_description: metaDescriptionText('a search-engine description of one sentence or two'),
  /** The catch-all child: articles whose subcategory is not known are listed here. */
  other: z.boolean({ error: 'true or false' }).optional(),
  children: z.null().optional(),
});

const topCategory = z.strictObject({
  slug: slug(),
  title: titleText('a non-empty title'),
  description: text('a non-empty description'),
  meta_description: metaDescriptionText('a search-engine description of one sentence or two'),
  children: z
    .array(childCategory, { error: 'a list of subcategories' })
    .min(1, { error: 'at least one subcategory' })
    .refine((children) => children.filter((c) => c.other).length === 1, {
      error: "exactly one child marked 'other: true' (the catch-all)",
    }),
});

export const categoriesSchema = z.array(topCategory, { error: 'a list of categories' }).min(1, {
  error: 'at least one category',
});

export type CategoryNode = z.output<typeof topCategory>;
export type SubcategoryNode = z.output<typeof childCategory>;

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

export type AuthorEntry = z.output<typeof authorSchema>;

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
