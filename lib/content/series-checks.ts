// What check:content refuses about the articles of a series (docs/content.md#series).
//
// Drafts are not counted: a draft may name any part while it is written, and only its series
// must exist, so a typo shows at once. Published and scheduled articles are counted together,
// numbered 1 to M without a gap or a repeat, each dated no earlier than the part before it. So
// the parts a build publishes are always parts 1 to k of them, and a build nobody touched never
// starts failing when the clock passes a scheduled part's date.
import type { ContentProblem } from './problems.ts';
import type { Article, SeriesEntry } from './model/index.ts';

type SeriesArticle = Pick<Article, 'sourceFile' | 'series' | 'status' | 'published' | 'publishedAt'>;

export function checkSeries(
  entries: readonly SeriesEntry[],
  articles: readonly SeriesArticle[],
  seriesFile: string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const known = new Set(entries.map((entry) => entry.slug));
  const counted = new Map<string, (SeriesArticle & { series: NonNullable<Article['series']> })[]>();
  for (const article of articles) {
    const { series } = article;
    if (!series) continue;
    if (!known.has(series.slug)) {
      problems.push({
        file: article.sourceFile,
        field: 'series.slug',
        value: series.slug,
        expected:
          known.size > 0
            ? `the slug of a series in ${seriesFile} (one of: ${[...known].join(', ')})`
            : `the slug of a series in ${seriesFile}, which this site does not have`,
      });
      continue;
    }
    if (article.status === 'draft') continue;
    const list = counted.get(series.slug) ?? [];
    list.push({ ...article, series });
    counted.set(series.slug, list);
  }
  for (const [slug, parts] of counted) problems.push(...checkParts(slug, parts));
  return problems;
}

function checkParts(
  slug: string,
  parts: (SeriesArticle & { series: NonNullable<Article['series']> })[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const byPart = new Map<number, SeriesArticle>();
  // In file order, so the later file of two is the one named, as with duplicate ids.
  for (const article of [...parts].sort((a, b) => a.sourceFile.localeCompare(b.sourceFile))) {
    const other = byPart.get(article.series.part);
    if (other)
      problems.push({
        file: article.sourceFile,
        field: 'series.part',
        value: article.series.part,
        expected: `a part number no other article of series "${slug}" has (${other.sourceFile} has it too)`,
      });
    else byPart.set(article.series.part, article);
  }
  const numbers = [...byPart.keys()].sort((a, b) => a - b);
  const total = numbers.length;
  for (const [index, part] of numbers.entries()) {
    const article = byPart.get(part)!;
    if (part !== index + 1) {
      problems.push({
        file: article.sourceFile,
        field: 'series.part',
        value: part,
        expected: `part ${index + 1} of series "${slug}": its ${total} published and scheduled parts are numbered 1 to ${total} without a gap (drafts do not count)`,
      });
      // Every later part is off by the same gap: one line says it.
      break;
    }
    const before = index > 0 ? byPart.get(numbers[index - 1]!) : undefined;
    if (before && article.publishedAt < before.publishedAt)
      problems.push({
        file: article.sourceFile,
        field: 'published',
        value: article.published,
        expected: `a date not before part ${part - 1} of series "${slug}" (${before.published}, ${before.sourceFile})`,
      });
  }
  return problems;
}
