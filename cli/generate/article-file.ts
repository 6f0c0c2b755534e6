// A generated article as a content file: frontmatter of docs/content.md, a free id, a unique
// slug, checked with lib/content's own parser and schema, written without ever overwriting.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import slugify from 'slugify';
import YAML from 'yaml';

import { parseMarkdownFile } from '../../lib/content/frontmatter.ts';
import { formatProblem } from '../../lib/content/problems.ts';
import { articleFrontmatterSchema } from '../../lib/content/model/index.ts';
import { dateIn } from '../../lib/content/publication.ts';
import { validate } from '../../lib/content/validate.ts';
import type { ArticleAnswer } from './answer.ts';
import type { ArticlePlan } from './plan.ts';

export interface NewArticle {
  id: number;
  title: string;
  slug: string;
  author: string;
  /** YYYY-MM-DD */
  published: string;
  description: string;
  category: string;
  subcategory: string;
  subsubcategories: string[];
  body: string;
  /** Written as `draft: true`, so the article waits for review (docs/generation.md#review). */
  draft: boolean;
  /** The model that wrote it and the checks its answer passed, kept in the frontmatter for the reviewer. */
  generated: { model: string; checks: string[] };
}

const MAX_SLUG_LENGTH = 80;

/** The markdown file of an article: YAML frontmatter, a blank line, the body. */
export function articleMarkdown(article: NewArticle): string {
  const frontmatter = {
    // First, where a reviewer sees it: removing this line publishes the article.
    ...(article.draft && { draft: true }),
    id: article.id,
    title: oneLine(article.title),
    slug: article.slug,
    author: article.author,
    published: article.published,
    description: oneLine(article.description),
    entities: [
      {
        category: article.category,
        subcategories: [{ subcategory: article.subcategory, subsubcategories: article.subsubcategories.map(oneLine) }],
      },
    ],
    generated: { model: article.generated.model, checks: article.generated.checks },
  };
  return `---\n${YAML.stringify(frontmatter, { lineWidth: 0 })}---\n\n${article.body.trim()}\n`;
}

/** Problems lib/content would report for this file, one line each; empty when it is valid. */
export function contentProblems(source: string, file: string): string[] {
  const parsed = parseMarkdownFile(source, file);
  if (!parsed.ok) return [formatProblem(parsed.problem)];
  const checked = validate(articleFrontmatterSchema, parsed.value.data, file);
  return checked.ok ? [] : checked.problems.map(formatProblem);
}

/** One more than the highest numeric id in use (ids may also be text, which never collides with a number). */
export function nextFreeId(ids: Iterable<string>): number {
  let highest = 0;
  for (const id of ids) if (/^\d+$/.test(id)) highest = Math.max(highest, Number(id));
  return highest + 1;
}

/**
 * A lowercase-kebab slug of the title, transliterated from Cyrillic and Turkish letters,
 * cut at a word near 80 characters, with -2, -3… added until it is not taken.
 */
export function slugFor(title: string, taken: ReadonlySet<string>, fallback: string): string {
  let base = slugify(title, { lower: true, strict: true }).replace(/-+/g, '-').replace(/^-|-$/g, '');
  if (base.length > MAX_SLUG_LENGTH) base = base.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, '');
  if (base === '') base = fallback;
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Writes a file that must not exist yet. The text goes to a hidden temporary file in the same
 * folder first (not named *.md, so the site never reads it), then is hard-linked to its name:
 * the link fails if the name exists, and a reader sees the whole file or nothing. Returns false
 * when the name was taken.
 */
export function writeNewFile(file: string, text: string): boolean {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID().slice(0, 8)}.tmp`);
  try {
    const fd = fs.openSync(temp, 'wx');
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface WrittenArticle {
  file: string;
  id: number;
  slug: string;
  title: string;
  /** Written with `draft: true`, waiting for review. */
  draft: boolean;
}

export interface WriteSettings {
  id: number;
  outputDir: string;
  takenSlugs: Set<string>;
  now: () => Date;
  /** The site's, in which the article is dated. */
  timeZone: string;
  draft: boolean;
  generated: { model: string; checks: string[] };
}

/**
 * Writes the answer as the article `id` under a free slug: its text checked as check:content reads
 * it, then written without overwriting; the problems when the text is refused.
 */
export function writeArticle(
  answer: ArticleAnswer,
  article: ArticlePlan,
  { id, outputDir, takenSlugs, now, timeZone, draft, generated }: WriteSettings,
): WrittenArticle | { problems: string[] } {
  const taken = new Set(takenSlugs);
  // Another process may take a name between the check and the write: then the next suffix is tried.
  for (let tries = 0; tries < 20; tries++) {
    const slug = slugFor(answer.title, taken, `article-${id}`);
    const file = path.join(outputDir, `${slug}.md`);
    const source = articleMarkdown({
      id,
      title: answer.title,
      slug,
      author: article.author.name,
      // The day it is where the site is read: a later date would schedule the article.
      published: dateIn(now(), timeZone),
      description: answer.description,
      category: article.category.slug,
      subcategory: article.subcategory.slug,
      subsubcategories: answer.subsubcategories,
      body: answer.body,
      draft,
      generated,
    });
    const problems = contentProblems(source, path.relative(process.cwd(), file));
    if (problems.length > 0) return { problems };
    if (writeNewFile(file, source)) return { file, id, slug, title: answer.title.trim(), draft };
    taken.add(slug);
  }
  return { problems: [`no free file name for "${answer.title}" in ${outputDir}`] };
}
