// The articles of a site, read file by file: each parsed, validated and reshaped against the
// site's authors and categories (lib/content/load.ts reads the rest and checks across them).
// Turbopack reads every file a server module's file-system call may reach, to trace it for a
// server; the content's calls take paths it cannot know, so each carries its ignore comment, or
// the compile read every article of the site (lib/content/load.ts says more).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { digestMemo } from '../build/file-digest.ts';
import { checkMemoOpen, isPlainJson, type KnownText, memoized, rememberBody } from './check-memo.ts';
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
    const { text: source, digest } = readArticleFile(path.join(/* turbopackIgnore: true */ articlesDir, name));
    const parsed = parseArticleFile(source, file, digest);
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
    const body: KnownText | string = digest ? { text: parsed.value.body, digest: `${digest}:body` } : parsed.value.body;
    const article = reshapeArticle(fm, body, {
      sourceFile: file,
      authorSlug: author.slug,
      reviewerSlug: fm.reviewed && authorByName.get(fm.reviewed.by)?.slug,
      categories: categoryBySlug,
      ...publication,
    });
    if (typeof body !== 'string') rememberBody(article, body);
    articles.push(article);
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
function parseArticleFile(raw: string, file: string, digest: string | undefined): Parsed<MarkdownFile> {
  const source = normaliseText(raw);
  const kept = memoized('markdown file', [digest ? { text: source, digest } : source], () => {
    const parsed = parseMarkdownFile(source, file);
    return parsed.ok && isPlainJson(parsed.value.data) && source.endsWith(parsed.value.body)
      ? { data: parsed.value.data, bodyStart: source.length - parsed.value.body.length }
      : null;
  });
  return kept
    ? { ok: true, value: { data: kept.data, body: source.slice(kept.bodyStart) } }
    : parseMarkdownFile(source, file);
}

/**
 * An article file's text, named by the SHA-256 of its bytes while the content check's memo is
 * open: the digest memo's answer when the open file's own stamp is the one it holds (the
 * content key has just hashed every file: lib/content/snapshot.ts), so it is the digest of
 * the very bytes read; else the file's bytes hashed here, a file changed a moment ago. Hashing
 * each text for the memo's keys cost 1 s at 50,000 articles; the same name either way keeps a
 * file's answers when it stops being recent.
 */
function readArticleFile(file: string): { text: string; digest?: string } {
  const fd = fs.openSync(/* turbopackIgnore: true */ file, 'r');
  try {
    const stats = fs.fstatSync(fd, { bigint: true });
    const bytes = fs.readFileSync(fd);
    const text = bytes.toString('utf8');
    if (!checkMemoOpen()) return { text };
    const sha256 = digestMemo.answerFor(file, stats) ?? createHash('sha256').update(bytes).digest('hex');
    return { text, digest: `file ${sha256}` };
  } finally {
    fs.closeSync(fd);
  }
}

function sample(values: Iterable<string>): string {
  const list = [...values];
  return list.length <= 8
    ? `one of: ${list.join(', ')}`
    : `one of: ${list.slice(0, 8).join(', ')}, … ${list.length - 8} more`;
}
