// Series: ordered runs of articles, defined in content/{site}/series.yaml and joined by an
// article's `series: {slug, part}` (docs/content.md#series). The file is optional: a site
// without series has none. The checks of the parts' numbers and dates are in series-checks.ts.
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { parseYamlFile } from './frontmatter.ts';
import type { ContentProblem } from './problems.ts';
import { text } from './schema-fields.ts';
import type { Article, Series } from './types.ts';
import { validate } from './validate.ts';
import { charCount, DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS } from '../seo/search-copy.ts';
import { paths } from '../site/paths.ts';

export const SERIES_FILE = 'series.yaml';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_TEXT = 'a lowercase-kebab (a-z, 0-9 and single hyphens) slug';
const seriesSlug = () => z.string({ error: SLUG_TEXT }).regex(KEBAB, { error: SLUG_TEXT });

const limited = (what: string, max: number) =>
  text(what).refine((value) => charCount(value) <= max, {
    error: (issue) => `at most ${max} characters, found ${charCount(String(issue.input))}`,
  });

/** An article's frontmatter `series`: which series it belongs to and its place in it. */
export const articleSeriesSchema = z.strictObject(
  {
    slug: seriesSlug(),
    part: z
      .number({ error: 'a whole number from 1, the place of the article in its series' })
      .int({ error: 'a whole number from 1, the place of the article in its series' })
      .positive({ error: 'a whole number from 1, the place of the article in its series' }),
  },
  { error: 'a series and the part this article is, e.g. {slug: pricing-a-bet, part: 2}' },
);

const seriesEntry = z.strictObject({
  slug: seriesSlug(),
  // The series page's title and meta description: both must fit a search result.
  title: limited('a non-empty title', TITLE_MAX_CHARS),
  description: limited('a description of one sentence or two', DESCRIPTION_MAX_CHARS),
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

export type SeriesEntry = z.output<typeof seriesFileSchema>[number];

/**
 * The site's series.yaml, validated: an empty list when the site has no such file, undefined
 * (with its problems added) when the file is there but malformed.
 */
export function readSeriesFile(dir: string, relName: string, problems: ContentProblem[]): SeriesEntry[] | undefined {
  const file = path.join(dir, SERIES_FILE);
  if (!fs.existsSync(file)) return [];
  const parsed = parseYamlFile(fs.readFileSync(file, 'utf8'), relName);
  if (!parsed.ok) return void problems.push(parsed.problem);
  const checked = validate(seriesFileSchema, parsed.value, relName);
  if (!checked.ok) return void problems.push(...checked.problems);
  return checked.value;
}

/**
 * Each series with the articles the build keeps, in part order; a series none of whose parts
 * is kept yet (all drafts or scheduled) has no page and is left out. In a preview that keeps
 * drafts, two articles may claim one part: the earlier published goes first.
 */
export function seriesWithParts(entries: readonly SeriesEntry[], articles: readonly Article[]): Series[] {
  return entries.flatMap((entry) => {
    const parts = articles
      .filter((article) => article.series?.slug === entry.slug)
      .sort((a, b) => a.series!.part - b.series!.part || a.publishedAt.localeCompare(b.publishedAt))
      .map((article) => article.slug);
    return parts.length === 0 ? [] : [{ ...entry, url: paths.series(entry.slug), parts }];
  });
}

/** Where an article stands in its series, for the 'Part N of M' block and its links. */
export interface SeriesPlace {
  series: Series;
  /** 1-based. */
  position: number;
  total: number;
  previous?: string;
  next?: string;
}

export function seriesPlace(
  series: readonly Series[],
  article: Pick<Article, 'slug' | 'series'>,
): SeriesPlace | undefined {
  const found = article.series && series.find((entry) => entry.slug === article.series!.slug);
  const index = found ? found.parts.indexOf(article.slug) : -1;
  if (!found || index < 0) return undefined;
  return {
    series: found,
    position: index + 1,
    total: found.parts.length,
    previous: found.parts[index - 1],
    next: found.parts[index + 1],
  };
}
