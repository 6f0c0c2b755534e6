// The changes `npm run bench -- --incremental` makes to the synthetic site between builds, as
// an operator makes them: one new article, one body edited, one title edited, one setting of
// site.yaml that every page shows. Each works on the files of content/{site}/ and says what it
// changed; the same site and arguments always make the same change.
import fs from 'node:fs';
import path from 'node:path';

import YAML from 'yaml';

import { charCount, TITLE_MAX_CHARS } from '../../lib/seo/search-copy.ts';
import type { SyntheticArticle } from './corpus.ts';

export const INCREMENTAL_CHANGES = ['new article', 'body edited', 'title edited', 'site setting'] as const;
export type IncrementalChange = (typeof INCREMENTAL_CHANGES)[number];

/**
 * The setting the benchmark changes: the help line's phone number, which the footer of every
 * page shows and no social image draws, so every page renders and no image does.
 */
export const EVERY_PAGE_SETTING = { path: ['responsible_gambling', 'services', 0, 'phone'], value: '1-800-522-4700' };

/**
 * The word the body edit replaces, and its replacement: one word for one, so the reading time
 * holds; between spaces, so never in a link's address.
 */
const BODY_WORD = { from: / the /, to: ' this ' };
/** Lines of a body that are prose: not a heading, a table, a list, a quote or a fence. */
const PROSE_LINE = /^[^#|>\-*`\s\d]/;
/** The word the title edit ends the title with. */
const TITLE_WORD = 'Explained';

interface ArticleText {
  frontmatter: YAML.Document;
  body: string;
}

const FRONTMATTER = /^---\n([\s\S]*?)\n---\n/;

function readArticle(file: string): ArticleText {
  const text = fs.readFileSync(file, 'utf8');
  const match = FRONTMATTER.exec(text);
  if (!match) throw new Error(`bench: ${file} has no frontmatter; expected a file starting with ---`);
  return { frontmatter: YAML.parseDocument(match[1]!), body: text.slice(match[0].length) };
}

function writeArticle(file: string, article: ArticleText): void {
  fs.writeFileSync(file, `---\n${article.frontmatter.toString({ lineWidth: 0 })}---\n${article.body}`);
}

/** The article files of the site, sorted by name. */
function articleFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, 'articles');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * The article an edit works on: the one at `share` of the way through the sorted files, so
 * the body edit and the title edit each take another, and neither the new article.
 */
function pickArticle(siteDir: string, share: number, skip?: string): string {
  const files = articleFiles(siteDir).filter((file) => path.basename(file) !== skip);
  if (files.length === 0) throw new Error(`bench: ${siteDir}/articles/ has no article to edit`);
  return files[Math.floor(files.length * share)]!;
}

const DAY_MS = 86_400_000;

/**
 * Writes `article` as the site's newest: published the day after the newest article, or today
 * when that day is still to come, with no updates of its own, by the author of the site's first
 * article (the synthetic site lists only the authors who write in it).
 */
export function addArticle(siteDir: string, article: SyntheticArticle, today: Date): string {
  const file = path.join(siteDir, 'articles', article.file);
  if (fs.existsSync(file)) throw new Error(`bench: ${file} exists; expected a new article's file`);
  const existing = articleFiles(siteDir).map((name) => readArticle(name).frontmatter);
  if (existing.length === 0) throw new Error(`bench: ${siteDir}/articles/ is empty; expected the synthetic site`);
  const newest = Math.max(
    ...existing.map((frontmatter) => Date.parse(`${String(frontmatter.get('published'))}T00:00:00Z`)),
  );
  const day = Math.min(newest + DAY_MS, Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const match = FRONTMATTER.exec(article.text);
  if (!match) throw new Error(`bench: the new article ${article.file} has no frontmatter`);
  const frontmatter = YAML.parseDocument(match[1]!);
  frontmatter.set('published', new Date(day).toISOString().slice(0, 10));
  frontmatter.set('author', existing[0]!.get('author'));
  frontmatter.delete('updated');
  frontmatter.delete('updates');
  writeArticle(file, { frontmatter, body: article.text.slice(match[0].length) });
  return `${article.file} added, published ${new Date(day).toISOString().slice(0, 10)}`;
}

/** Replaces one word of one article's body with another, so its word count, and so its reading time, stay. */
export function editBody(siteDir: string, skip?: string): string {
  const file = pickArticle(siteDir, 0.5, skip);
  const article = readArticle(file);
  const lines = article.body.split('\n');
  const at = lines.findIndex((line) => PROSE_LINE.test(line) && BODY_WORD.from.test(line));
  if (at === -1)
    throw new Error(`bench: ${file} has no paragraph with " the " in its body; expected a word to replace`);
  lines[at] = lines[at]!.replace(BODY_WORD.from, BODY_WORD.to);
  writeArticle(file, { ...article, body: lines.join('\n') });
  return `${path.basename(file)}: one word of the body replaced`;
}

/** `title` ending with TITLE_WORD, words dropped from its end until it fits the title's limit. */
export function retitled(title: string): string {
  const words = title.split(' ');
  for (let count = words.length; count > 0; count--) {
    const candidate = `${words.slice(0, count).join(' ')} ${TITLE_WORD}`;
    if (candidate !== title && charCount(candidate) <= TITLE_MAX_CHARS) return candidate;
  }
  return TITLE_WORD;
}

/** Gives one article a new title; its slug, and so its address, stay. */
export function editTitle(siteDir: string, skip?: string): string {
  const file = pickArticle(siteDir, 0.25, skip);
  const article = readArticle(file);
  const title = article.frontmatter.get('title');
  if (typeof title !== 'string') throw new Error(`bench: ${file}: title is ${String(title)}; expected a string`);
  if (typeof article.frontmatter.get('slug') !== 'string')
    throw new Error(`bench: ${file} has no slug; expected one, so a new title keeps the address`);
  const next = retitled(title);
  article.frontmatter.set('title', next);
  writeArticle(file, article);
  return `${path.basename(file)}: title "${title}" → "${next}"`;
}

/** Sets EVERY_PAGE_SETTING in site.yaml, comments kept. */
export function editSetting(siteDir: string): string {
  const file = path.join(siteDir, 'site.yaml');
  const site = YAML.parseDocument(fs.readFileSync(file, 'utf8'));
  const { path: at, value } = EVERY_PAGE_SETTING;
  const before = site.getIn(at);
  if (typeof before !== 'string')
    throw new Error(`bench: ${file}: ${at.join('.')} is ${String(before)}; expected a string to change`);
  if (before === value) throw new Error(`bench: ${file}: ${at.join('.')} is already "${value}"`);
  site.setIn(at, value);
  fs.writeFileSync(file, site.toString());
  return `site.yaml: ${at.join('.')} "${before}" → "${value}"`;
}

/**
 * Makes one change to the site in `siteDir` (content/{site}/) and says what it changed.
 * `newArticle` is the article 'new article' adds; the edits leave it alone.
 */
export function applyChange(
  siteDir: string,
  change: IncrementalChange,
  newArticle: SyntheticArticle,
  today: Date,
): string {
  switch (change) {
    case 'new article':
      return addArticle(siteDir, newArticle, today);
    case 'body edited':
      return editBody(siteDir, newArticle.file);
    case 'title edited':
      return editTitle(siteDir, newArticle.file);
    case 'site setting':
      return editSetting(siteDir);
  }
}
