// The articles of a site, read file by file: each parsed, validated and reshaped against the
// site's authors and categories (lib/content/load.ts reads the rest and checks across them).
// Turbopack reads every file a server module's file-system call may reach, to trace it for a
// server; the content's calls take paths it cannot know, so each carries its ignore comment, or
// the compile read every article of the site (lib/content/load.ts says more).
import fs from 'node:fs';
import path from 'node:path';

import { isPlainJson, memoized } from './check-memo.ts';
import { type MarkdownFile, normaliseText, type Parsed, parseMarkdownFile } from './frontmatter.ts';
import { type ContentProblem } from './problems.ts';
import { checkReview } from './review-checks.ts';
import { compareArticles, reshapeArticle } from './reshape.ts';
import { type Article, articleFrontmatterSchema, type Author, type Category } from './model/index.ts';
import { validate } from './validate.ts';

export function readArticles(
  dir: string,
  rel: (file: string) => string,
  problems: ContentProblem[],
  categories: Category[] | undefined,
  authors: Author[] | undefined,
  publication: { timeZone: string; now: Date },
): Article[] {
  const articlesDir = path.join(/* turbopackIgnore: true */ dir, 'articles');
  if (!fs.existsSync(/* turbopackIgnore: true */ articlesDir)) return [];
  const files = (fs.readdirSync(/* turbopackIgnore: true */ articlesDir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.md'))
    .sort();
  const categoryBySlug = new Map((categories ?? []).map((c) => [c.slug, c]));
  const authorByName = new Map((authors ?? []).map((a) => [a.name, a]));
  const firstFileOf = { id: new Map<string, string>(), slug: new Map<string, string>() };
  const articles: Article[] = [];

  for (const name of files) {
    const file = rel(path.join('articles', name));
    const source = fs.readFileSync(
      /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ articlesDir, name),
      'utf8',
    );
    const parsed = parseArticleFile(source, file);
    if (!parsed.ok) {
      problems.push(parsed.problem);
      continue;
    }
    const checked = validate(articleFrontmatterSchema, parsed.value.data, file);
    if (!checked.ok) {
      problems.push(...checked.problems);
      continue;
    }
    const fm = checked.value;
    const before = problems.length;
    for (const key of ['id', 'slug'] as const) {
      const value = String(fm[key]);
      const other = firstFileOf[key].get(value);
      if (other)
        problems.push({
          file,
          field: key,
          value: fm[key],
          expected: `a ${key} no other article has (${other} has it too)`,
        });
      else firstFileOf[key].set(value, file);
    }
    const author = authorByName.get(fm.author);
    if (authors && !author) {
      problems.push({
        file,
        field: 'author',
        value: fm.author,
        expected: `the name of an author in authors.yaml (${sample(authorByName.keys())})`,
      });
    }
    problems.push(
      ...checkReview(fm, {
        file,
        authorNames: authors && new Set(authorByName.keys()),
        timeZone: publication.timeZone,
        now: publication.now,
      }),
    );
    if (categories) {
      fm.entities.forEach((entity, index) => {
        if (!categoryBySlug.has(entity.category)) {
          problems.push({
            file,
            field: `entities.${index}.category`,
            value: entity.category,
            expected: `a category slug from categories.yaml (${sample(categoryBySlug.keys())})`,
          });
        }
      });
    }
    if (problems.length > before || !author || !categories) continue;
    articles.push(
      reshapeArticle(fm, parsed.value.body, {
        sourceFile: file,
        authorSlug: author.slug,
        reviewerSlug: fm.reviewed && authorByName.get(fm.reviewed.by)?.slug,
        categories: categoryBySlug,
        ...publication,
      }),
    );
  }
  return articles.sort(compareArticles);
}

/**
 * parseMarkdownFile, with the answer for a text the content check met before taken from its
 * memo (lib/content/check-memo.ts): the YAML parse was a third of a check of 50,000 unchanged
 * articles. What is kept is the frontmatter's data and where the body starts. A file that
 * fails to parse, or whose data JSON would change (an infinite number, say), is parsed each
 * time, so its answer and its problem's wording are always the parser's own.
 */
function parseArticleFile(raw: string, file: string): Parsed<MarkdownFile> {
  const source = normaliseText(raw);
  const kept = memoized('markdown file', [source], () => {
    const parsed = parseMarkdownFile(source, file);
    return parsed.ok && isPlainJson(parsed.value.data) && source.endsWith(parsed.value.body)
      ? { data: parsed.value.data, bodyStart: source.length - parsed.value.body.length }
      : null;
  });
  return kept
    ? { ok: true, value: { data: kept.data, body: source.slice(kept.bodyStart) } }
    : parseMarkdownFile(source, file);
}

function sample(values: Iterable<string>): string {
  const list = [...values];
  return list.length <= 8
    ? `one of: ${list.join(', ')}`
    : `one of: ${list.slice(0, 8).join(', ')}, … ${list.length - 8} more`;
}
