// Series: ordered runs of articles, defined in content/{site}/series.yaml and joined by an
// article's `series: {slug, part}` (docs/content.md#series). The file is optional: a site
// without series has none. Its schema is the content model's (model/series.ts); the checks of
// the parts' numbers and dates are in series-checks.ts.
import fs from 'node:fs';
import path from 'node:path';

import { parseYamlFile } from './frontmatter.ts';
import { type Article, type Series, type SeriesEntry, seriesFileSchema } from './model/index.ts';
import type { ContentProblem } from './problems.ts';
import { validate } from './validate.ts';
import { paths } from '../site/paths.ts';

export const SERIES_FILE = 'series.yaml';

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
