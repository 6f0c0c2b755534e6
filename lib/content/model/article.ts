import { z } from 'zod';

import { parseDateTime } from '../build-time.ts';
import type { PublicationStatus } from '../publication.ts';
import { redirectPathSchema } from '../redirect-path.ts';
import { metaDescriptionText, slug, text, titleText } from './fields.ts';
import { articleSeriesSchema } from './series.ts';

// An article's frontmatter (content/{site}/articles/*.md) and the article the loader makes of it
// (lib/content/reshape.ts). Every message is phrased as what was expected: the problem line adds
// the file, field and value.

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
    /** The series the article is a part of (docs/content.md#series). */
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

/** The frontmatter as the schema returns it, defaults filled in. */
export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;

type EntityEntry = ArticleFrontmatter['entities'][number];

export interface EntitySubcategory extends Pick<
  EntityEntry['subcategories'][number],
  'subcategory' | 'subsubcategories'
> {
  /** The known child it is listed under: itself (as written), or the category's 'other' child. */
  listedUnder: string;
}

export interface Entity extends Pick<EntityEntry, 'category'> {
  subcategories: EntitySubcategory[];
}

export type ArticleUpdate = ArticleFrontmatter['updates'][number];

/** An article as the loader makes it (lib/content/reshape.ts): the frontmatter, its body and what follows from them. */
export interface Article
  extends
    Pick<ArticleFrontmatter, 'title' | 'slug' | 'author' | 'published' | 'updated' | 'description'>,
    Partial<Pick<ArticleFrontmatter, 'generated' | 'series'>> {
  id: string;
  url: string;
  authorSlug: string;
  /** The instant the article goes live, ISO 8601 in UTC: `published` read in the site's time zone. */
  publishedAt: string;
  /** Always `published` in a production build; drafts and scheduled articles only in a preview. */
  status: PublicationStatus;
  entities: Entity[];
  /** First category and subcategory the article is listed under, for breadcrumbs and search headings. */
  primary: { category: string; subcategory: string };
  body: string;
  wordCount: number;
  readingMinutes: number;
  /** Path of the source file relative to the project root. */
  sourceFile: string;
  /** Earlier addresses of the article (frontmatter `aliases`), each redirected to `url`. */
  aliases?: readonly ArticleFrontmatter['aliases'][number][];
  /** Who checked the article (an author of the site) and when, as written, with the reviewer's slug. */
  reviewed?: NonNullable<ArticleFrontmatter['reviewed']> & { bySlug: string };
  /** What changed since publication, oldest first, each dated as written. */
  updates?: readonly ArticleUpdate[];
}
