// A synthetic site of N articles for the benchmark: the real site's settings, category tree,
// authors and pages, and articles recombined from its real ones, so bodies have the real
// length, headings, lists and tables. Deterministic: one seed, one set of files.
import fs from 'node:fs';
import path from 'node:path';

import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import YAML from 'yaml';

import { loadSiteContent } from '../../lib/content/load.ts';
import type { Article, SiteContent } from '../../lib/content/model/index.ts';
import { charCount, TITLE_MAX_CHARS } from '../../lib/seo/search-copy.ts';
import { slugFor } from '../../cli/generate/article-file.ts';

/** The files of content/{siteId}/ the synthetic site takes as they are. */
const COPIED_FILES = ['seo.yaml', 'categories.yaml', 'pages'];

const FIRST_DAY = Date.UTC(2019, 0, 1);
const DAY_MS = 86_400_000;
/** Publication dates fall within this many days from FIRST_DAY (to mid-2026). */
const DATE_SPAN_DAYS = 2_737;

export interface CorpusOptions {
  /** Project root holding content/{sourceSiteId}/. */
  sourceRoot: string;
  sourceSiteId: string;
  /** Project root to write content/{siteId}/ into. */
  targetRoot: string;
  siteId: string;
  count: number;
  seed: number;
  /** Write every article by one of the source's first this-many authors (default: all of them). */
  authorCount?: number;
}

/** A small seeded random source: the same seed draws the same sequence everywhere. */
export interface Random {
  int(from: number, to: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  const rng = xoroshiro128plus(seed);
  const int = (from: number, to: number) => uniformInt(rng, from, to);
  return {
    int,
    pick: (list) => {
      if (list.length === 0) throw new Error('seededRandom.pick: expected a non-empty list');
      return list[int(0, list.length - 1)]!;
    },
    chance: (probability) => int(0, 9_999) < probability * 10_000,
  };
}

/** The sections of a markdown body: the lead (before the first `## `), then each `## ` section. */
function splitSections(body: string): { lead: string; sections: string[] } {
  const [lead = '', ...sections] = body.split(/^(?=## )/m);
  return { lead: lead.trim(), sections: sections.map((section) => section.trim()) };
}

function headAndTail(title: string): { head: string; tail?: string } {
  const colon = title.indexOf(': ');
  return colon === -1 ? { head: title } : { head: title.slice(0, colon), tail: title.slice(colon + 2) };
}

/**
 * 'head: tail' with as many of the tail's words as a title may hold (the content schema's limit);
 * the head alone, a real title's opening, when not even one fits.
 */
function joinedTitle(head: string, tail: string): string {
  const words = tail.split(' ');
  for (let count = words.length; count > 0; count--) {
    const title = `${head}: ${words.slice(0, count).join(' ')}`;
    if (charCount(title) <= TITLE_MAX_CHARS) return title;
  }
  return head;
}

/** The note of a synthetic article's one listed change. */
const SYNTHETIC_CHANGE = 'A figure recomputed in the recombined text.';

const isoDay = (day: number) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);

export interface SyntheticArticle {
  /** File name under articles/. */
  file: string;
  text: string;
}

/**
 * N articles drawn from the source site's real ones: a title joining the head of one real
 * title to the tail of another, the lead and some sections of two real articles of one
 * category, a real author, category, subcategory and labels, and a spread of dates.
 */
export function syntheticArticles(
  source: SiteContent,
  count: number,
  seed: number,
  authorCount = source.authors.length,
): SyntheticArticle[] {
  if (source.articles.length === 0)
    throw new Error('syntheticArticles: expected a source site with at least one article');
  if (!Number.isInteger(authorCount) || authorCount < 1)
    throw new Error(`syntheticArticles: authorCount is ${authorCount}; expected a whole number of at least 1`);
  const authors = source.authors.slice(0, authorCount);
  const random = seededRandom(seed);
  const byCategory = new Map<string, Article[]>();
  for (const article of source.articles) {
    const category = article.entities[0]!.category;
    byCategory.set(category, [...(byCategory.get(category) ?? []), article]);
  }
  const categories = source.categories;
  const tails = source.articles
    .map((a) => headAndTail(a.title).tail)
    .filter((tail): tail is string => tail !== undefined);
  const taken = new Set<string>();
  const articles: SyntheticArticle[] = [];

  for (let index = 0; index < count; index++) {
    const category = random.pick(categories);
    const pool = byCategory.get(category.slug) ?? source.articles;
    const first = random.pick(pool);
    const second = random.pick(pool);
    const subcategory = random.pick(category.children);
    const labels = first.entities[0]!.subcategories[0]!.subsubcategories;

    const title = joinedTitle(headAndTail(first.title).head, random.pick(tails));
    const slug = slugFor(title, taken, `article-${index + 1}`);
    taken.add(slug);

    const a = splitSections(first.body);
    const b = splitSections(second.body);
    const sections = [...a.sections.filter(() => random.chance(0.6)), ...b.sections.filter(() => random.chance(0.4))];
    const body = [a.lead, ...(sections.length > 0 ? sections : b.sections)].join('\n\n');

    const publishedDay = random.int(0, DATE_SPAN_DAYS);
    const updatedDay = random.chance(0.25) ? Math.min(DATE_SPAN_DAYS, publishedDay + random.int(1, 400)) : undefined;
    const entities = [
      { category: category.slug, subcategories: [{ subcategory: subcategory.slug, subsubcategories: labels }] },
    ];
    if (random.chance(0.1)) {
      const other = random.pick(categories);
      if (other.slug !== category.slug)
        entities.push({
          category: other.slug,
          subcategories: [{ subcategory: random.pick(other.children).slug, subsubcategories: [] }],
        });
    }

    const frontmatter = {
      id: index + 1,
      title,
      slug,
      author: random.pick(authors).name,
      published: isoDay(publishedDay),
      // An updated date says what changed that day (docs/content.md#review-and-changes).
      ...(updatedDay !== undefined
        ? { updated: isoDay(updatedDay), updates: [{ date: isoDay(updatedDay), note: SYNTHETIC_CHANGE }] }
        : {}),
      description: second.description,
      entities,
    };
    articles.push({
      file: `${slug}.md`,
      text: `---\n${YAML.stringify(frontmatter, { lineWidth: 0 })}---\n\n${body}\n`,
    });
  }
  return articles;
}

/**
 * Writes content/{siteId}/ under targetRoot: the source site's settings, SEO copy, categories,
 * authors and pages (site.yaml with its id changed), and `count` synthetic articles.
 * Returns the number of articles written.
 */
export function writeSyntheticSite(options: CorpusOptions): number {
  const source = loadSiteContent({ root: options.sourceRoot, siteId: options.sourceSiteId });
  const sourceDir = path.join(options.sourceRoot, 'content', options.sourceSiteId);
  const targetDir = path.join(options.targetRoot, 'content', options.siteId);
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(targetDir, 'articles'), { recursive: true });

  for (const name of COPIED_FILES)
    fs.cpSync(path.join(sourceDir, name), path.join(targetDir, name), { recursive: true });
  // A site's id must be the name of its folder; the rest of site.yaml (comments included) stays.
  const site = YAML.parseDocument(fs.readFileSync(path.join(sourceDir, 'site.yaml'), 'utf8'));
  site.set('id', options.siteId);
  const articles = syntheticArticles(source, options.count, options.seed, options.authorCount);
  keepAdsValid(
    site,
    articles.map((article) => `/articles/${article.file.replace(/\.md$/, '')}/`),
    options,
  );
  fs.writeFileSync(path.join(targetDir, 'site.yaml'), site.toString());
  writeAuthorsWithArticles(path.join(sourceDir, 'authors.yaml'), path.join(targetDir, 'authors.yaml'), articles);

  for (const article of articles) fs.writeFileSync(path.join(targetDir, 'articles', article.file), article.text);
  return articles.length;
}

/**
 * The source's authors.yaml, comments included, keeping only the authors some synthetic article
 * names: the content check refuses a listed author without an article.
 */
function writeAuthorsWithArticles(sourceFile: string, targetFile: string, articles: readonly SyntheticArticle[]): void {
  const writing = new Set(articles.map((article) => /^author: (.*)$/m.exec(article.text)?.[1]));
  const authors = YAML.parseDocument(fs.readFileSync(sourceFile, 'utf8'));
  if (YAML.isSeq(authors.contents))
    authors.contents.items = authors.contents.items.filter(
      (item) => YAML.isMap(item) && writing.has(String(item.get('name'))),
    );
  fs.writeFileSync(targetFile, authors.toString());
}

/**
 * Every feature stays on, so the source's ad data comes along: its sponsored links for
 * articles the synthetic site lacks move to synthetic articles, in order, and its banner images
 * are copied into the target's public/ when the target does not have them.
 */
function keepAdsValid(site: YAML.Document, articlePaths: readonly string[], options: CorpusOptions): void {
  const links = site.getIn(['ads', 'sponsored_links']);
  if (YAML.isMap(links)) {
    const synthetic = new Set(articlePaths);
    let next = 0;
    for (const pair of links.items) {
      const key = YAML.isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (key.startsWith('/articles/') && !synthetic.has(key) && next < articlePaths.length)
        pair.key = site.createNode(articlePaths[next++]);
    }
  }
  // The banner's images, the wide one and its narrow variant.
  for (const image of [site.getIn(['ads', 'banner', 'image']), site.getIn(['ads', 'banner', 'narrow', 'image'])]) {
    if (typeof image !== 'string') continue;
    const target = path.join(options.targetRoot, 'public', image);
    if (!fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(options.sourceRoot, 'public', image), target);
    }
  }
}
