// The articles of a site, read file by file: each parsed, validated and reshaped against the
// site's authors and categories (lib/content/load.ts reads the rest and checks across them).
// Turbopack reads every file a server module's file-system call may reach, to trace it for a
// server; the content's calls take paths it cannot know, so each carries its ignore comment, or
// the compile read every article of the site (lib/content/load.ts says more).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { digestMemo } from '../build/file-digest.ts';
import { checkMemoOpen, isPlainJson, type KnownText, memoHolds, memoized } from './check-memo.ts';
import { type MarkdownFile, normaliseText, parseMarkdownFile } from './frontmatter.ts';
import { type ContentProblem, ContentError } from './problems.ts';
import { checkReview } from './review-checks.ts';
import { compareArticles, reshapeArticle } from './reshape.ts';
import { type Article, articleFrontmatterSchema, type Author, type Category } from './model/index.ts';
import { validate } from './validate.ts';

/** The memo's name for the parse of an article file (parseArticleFile). */
const PARSE_CHECK = 'markdown file';

/** The memo's name for an article file's text, by the SHA-256 of its bytes (hex). */
const fileTextName = (sha256: string) => `file ${sha256}`;

export function readArticles(
  dir: string,
  rel: (file: string) => string,
  problems: ContentProblem[],
  categories: Category[] | undefined,
  authors: Author[] | undefined,
  publication: { timeZone: string; now: Date },
  keyedDigest?: (file: string) => Buffer | undefined,
  share?: { index: number; count: number },
): Article[] {
  const articlesDir = path.join(/* turbopackIgnore: true */ dir, 'articles');
  if (!fs.existsSync(/* turbopackIgnore: true */ articlesDir)) return [];
  const files = (fs.readdirSync(/* turbopackIgnore: true */ articlesDir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.md'))
    .sort()
    .filter((_, place) => !share || place % share.count === share.index);
  const categoryBySlug = new Map((categories ?? []).map((c) => [c.slug, c]));
  const authorByName = new Map((authors ?? []).map((a) => [a.name, a]));
  const firstFileOf = { id: new Map<string, string>(), slug: new Map<string, string>() };
  const articles: Article[] = [];

  for (const name of files) {
    const file = rel(path.join('articles', name));
    const source = articleSource(path.join(/* turbopackIgnore: true */ articlesDir, name), file, keyedDigest);
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
    const { body } = parsed.value;
    const article = reshapeArticle(fm, body, {
      sourceFile: file,
      authorSlug: author.slug,
      reviewerSlug: fm.reviewed && authorByName.get(fm.reviewed.by)?.slug,
      categories: categoryBySlug,
      ...publication,
    });
    articles.push(article);
  }
  return articles.sort(compareArticles);
}

/**
 * parseMarkdownFile, with the answer for a text the content check met before taken from its
 * memo (lib/content/check-memo.ts): the YAML parse was a third of a check of 50,000 unchanged
 * articles. What is kept is the frontmatter's data and where the body starts, so a file met
 * before is not read at all: its body is read when a check asks for it, which a check whose
 * answers are all kept never does. A file that fails to parse, or whose data JSON would change
 * (an infinite number, say), is parsed each time, so its answer and its problem's wording are
 * always the parser's own.
 */
function parseArticleFile(
  source: ArticleSource,
  file: string,
):
  | { ok: true; value: { data: MarkdownFile['data']; body: KnownText | string } }
  | { ok: false; problem: ContentProblem } {
  let read = source.read;
  const kept = memoized(PARSE_CHECK, [source.digest === undefined ? source.text : source], () => {
    const text = (read ??= source.text);
    const parsed = parseMarkdownFile(text, file);
    return parsed.ok && isPlainJson(parsed.value.data) && text.endsWith(parsed.value.body)
      ? { data: parsed.value.data, bodyStart: text.length - parsed.value.body.length }
      : null;
  });
  if (source.digest === undefined)
    return kept
      ? { ok: true, value: { data: kept.data, body: source.read.slice(kept.bodyStart) } }
      : parseMarkdownFile(source.read, file);
  const digest = `${source.digest}:body`;
  if (!kept) {
    const parsed = parseMarkdownFile(read ?? source.text, file);
    return parsed.ok
      ? { ok: true, value: { data: parsed.value.data, body: { text: parsed.value.body, digest } } }
      : parsed;
  }
  const { data, bodyStart } = kept;
  if (read !== undefined) return { ok: true, value: { data, body: { text: read.slice(bodyStart), digest } } };
  // Read anew each time it is asked for, and not kept: the bodies of 50,000 articles held
  // 0.7 GB for the whole check, which needs none of them when its answers are kept.
  return {
    ok: true,
    value: {
      data,
      body: {
        get text() {
          return source.text.slice(bodyStart);
        },
        digest,
      },
    },
  };
}

/**
 * An article file's text, named by the SHA-256 of its bytes while the content check's memo is
 * open (`digest`): the digest the content key has just taken (`keyedDigest`:
 * lib/content/snapshot.ts), or the digest memo's answer when the file's stamp is the one it
 * holds, and then the file is read only when its text is asked for, its bytes checked against
 * the digest; else the file's bytes, read and hashed here (a file changed a moment ago).
 * Hashing each text for the memo's keys cost 1 s at 50,000 articles; the same name either way
 * keeps a file's answers when it stops being recent.
 */
type ArticleSource =
  | (KnownText & {
      /** The text, when it was read to name it. */
      readonly read?: string;
    })
  | { readonly text: string; readonly digest?: undefined; readonly read: string };

/**
 * How many of a site's article files (absolute paths) the open memo of the content check has
 * no parse for, each named as the check names it (articleSource) by its digest in the content
 * key just taken: the files a check would read and check anew.
 */
export function articlesToParse(files: readonly string[], keyedDigest: (file: string) => Buffer | undefined): number {
  let missing = 0;
  for (const file of files) {
    const sha256 = keyedDigest(file)?.toString('hex');
    if (sha256 === undefined || !memoHolds(PARSE_CHECK, [{ text: '', digest: fileTextName(sha256) }])) missing += 1;
  }
  return missing;
}

function articleSource(
  file: string,
  shownAs: string,
  keyedDigest: ((file: string) => Buffer | undefined) | undefined,
): ArticleSource {
  if (!checkMemoOpen()) {
    const text = normaliseText(fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8'));
    return { text, read: text };
  }
  const sha256 =
    keyedDigest?.(file)?.toString('hex') ??
    digestMemo.answerFor(file, fs.statSync(/* turbopackIgnore: true */ file, { bigint: true }));
  if (sha256 === undefined) {
    const bytes = fs.readFileSync(/* turbopackIgnore: true */ file);
    const text = normaliseText(bytes.toString('utf8'));
    return { text, read: text, digest: fileTextName(createHash('sha256').update(bytes).digest('hex')) };
  }
  return {
    digest: fileTextName(sha256),
    get text() {
      const bytes = fs.readFileSync(/* turbopackIgnore: true */ file);
      if (createHash('sha256').update(bytes).digest('hex') !== sha256)
        throw new ContentError([
          {
            file: shownAs,
            field: 'file',
            value: 'changed while the content check read it',
            expected: 'no change to the content while it is checked: run the check again',
          },
        ]);
      return normaliseText(bytes.toString('utf8'));
    },
  };
}

function sample(values: Iterable<string>): string {
  const list = [...values];
  return list.length <= 8
    ? `one of: ${list.join(', ')}`
    : `one of: ${list.slice(0, 8).join(', ')}, … ${list.length - 8} more`;
}
