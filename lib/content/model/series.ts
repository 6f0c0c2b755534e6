// Series: ordered runs of articles, defined in content/{site}/series.yaml and joined by an
// article's `series: {slug, part}` (docs/content.md#series). Reading the file and joining the
// parts: lib/content/series.ts; the checks of the parts' numbers and dates: series-checks.ts.
import { z } from 'zod';

import { metaDescriptionText, slug, titleText } from './fields.ts';

/** An article's frontmatter `series`: which series it belongs to and its place in it. */
export const articleSeriesSchema = z.strictObject(
  {
    slug: slug(),
    part: z
      .number({ error: 'a whole number from 1, the place of the article in its series' })
      .int({ error: 'a whole number from 1, the place of the article in its series' })
      .positive({ error: 'a whole number from 1, the place of the article in its series' }),
  },
  { error: 'a series and the part this article is, e.g. {slug: pricing-a-bet, part: 2}' },
);

const seriesEntry = z.strictObject({
  slug: slug(),
  // The series page's title and meta description: both must fit a search result.
  title: titleText('a non-empty title'),
  description: metaDescriptionText('a description of one sentence or two'),
});

export const seriesFileSchema = z
  .array(seriesEntry, { error: 'a list of series, each with slug, title and description' })
  .min(1, { error: 'at least one series (or no series.yaml at all)' })
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      if (seen.has(entry.slug))
        context.addIssue({ code: 'custom', path: [index, 'slug'], message: 'a slug no other series has' });
      seen.add(entry.slug);
    });
  });

/** A series as series.yaml states it. */
export type SeriesEntry = z.output<typeof seriesEntry>;

/** An ordered run of articles from series.yaml, with the parts the build keeps. */
export interface Series extends SeriesEntry {
  url: string;
  /** Slugs of the articles the build keeps, first part first. */
  parts: string[];
}
