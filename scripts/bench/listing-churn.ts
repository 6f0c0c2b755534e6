// How many listing pages (subcategory, author and sitemap pages, each page number its own page)
// change when one article is added, retitled or deleted, on a synthetic site: for the listing
// pages of lib/site/pagination.ts (the newest at the listing's address, archive pages counted
// from the oldest) and for the pages they replaced (counted from the newest, every page naming
// the page count). A page changes when what it shows changes: its articles and their titles,
// its title's page part and its navigation. Content only: no build.
//
//   node scripts/bench/listing-churn.ts [articles=5000] [trials=20]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { articlesInSubcategory, groupArticles, subcategoryGroups } from '../../lib/content/grouping.ts';
import { loadSiteContent } from '../../lib/content/load.ts';
import { articlesByAuthor } from '../../lib/content/lookups.ts';
import { compareArticles } from '../../lib/content/reshape.ts';
import type { Article, SiteContent } from '../../lib/content/model/index.ts';
import { LISTING_PAGE_SIZE, SITEMAP_PAGE_SIZE } from '../../lib/site/constants.ts';
import {
  archiveCount,
  groupedCount,
  groupsOnPage,
  listingPagePath,
  listingPages,
  pageNeighbours,
} from '../../lib/site/pagination.ts';
import { paths } from '../../lib/site/paths.ts';
import { writeSyntheticSite } from './corpus.ts';

type Groups = [string, Article[]][];
type Scheme = (firstPage: string, groups: Groups, size: number, formerSize: number) => Map<string, string>;

/** Every paged listing of the content, as labelled groups in the order its pages show them. */
function listings(content: Pick<SiteContent, 'categories' | 'authors' | 'articles'>) {
  const grouping = groupArticles(content.categories, content.articles);
  const byAuthor = articlesByAuthor(content.articles);
  const found: { firstPage: string; groups: Groups; size: number; formerSize: number }[] = [];
  for (const author of content.authors) {
    const groups: Groups = [['', byAuthor.get(author.slug) ?? []]];
    found.push({ firstPage: author.url, groups, size: LISTING_PAGE_SIZE, formerSize: LISTING_PAGE_SIZE });
  }
  for (const category of content.categories) {
    for (const child of category.children) {
      const groups = subcategoryGroups(grouping, category.slug, child.slug);
      found.push({ firstPage: child.url, groups, size: LISTING_PAGE_SIZE, formerSize: LISTING_PAGE_SIZE });
    }
    const bySubcategory = category.children.map((child): [string, Article[]] => [
      child.slug,
      articlesInSubcategory(grouping, category.slug, child.slug).sort(compareArticles),
    ]);
    found.push({
      firstPage: paths.sitemapCategory(category.slug),
      groups: bySubcategory,
      size: SITEMAP_PAGE_SIZE,
      formerSize: 200,
    });
  }
  return found;
}

const shown = (groups: readonly (readonly [string, readonly Article[]])[]) =>
  groups.map(([label, articles]) => [label, articles.map((article) => `${article.slug}:${article.title}`)]);

/** Pages of the lib/site/pagination.ts listings: address → what the page shows. */
const archived: Scheme = (firstPage, groups, size) => {
  const total = groupedCount(groups);
  const archives = archiveCount(total, size);
  return new Map(
    listingPages(total, size).map((archive) => {
      const page = { archive, archives };
      const view = [archive, shown(groupsOnPage(groups, page, size)), pageNeighbours(page)];
      return [listingPagePath(firstPage, archive), JSON.stringify(view)];
    }),
  );
};

/** Pages counted from the newest, `size` entries each, titled 'Page n of N' with a bar of page numbers. */
const countedFromNewest: Scheme = (firstPage, groups, _size, size) => {
  const pages = Math.max(1, Math.ceil(groupedCount(groups) / size));
  const entries = groups.flatMap(([label, articles]) => articles.map((article) => [label, article] as const));
  return new Map(
    Array.from({ length: pages }, (_, index) => {
      const onPage = entries.slice(index * size, (index + 1) * size);
      const view = [index + 1, pages, onPage.map(([label, article]) => `${label}/${article.slug}:${article.title}`)];
      return [index === 0 ? firstPage : `${firstPage}page/${index + 1}/`, JSON.stringify(view)];
    }),
  );
};

function pagesOf(content: Pick<SiteContent, 'categories' | 'authors' | 'articles'>, scheme: Scheme) {
  const all = new Map<string, string>();
  for (const { firstPage, groups, size, formerSize } of listings(content)) {
    for (const [address, view] of scheme(firstPage, groups, size, formerSize)) all.set(address, view);
  }
  return all;
}

function changed(before: Map<string, string>, after: Map<string, string>): number {
  const keys = [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
  if (process.env.CHURN_DEBUG) console.log(keys.join(' '));
  return keys.length;
}

/** A small seeded generator, so two runs pick the same articles. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const count = Number(process.argv[2] ?? 5000);
const trials = Number(process.argv[3] ?? 20);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-churn-'));
try {
  writeSyntheticSite({
    sourceRoot: process.cwd(),
    sourceSiteId: 'oddsaces',
    targetRoot: root,
    siteId: 'churn',
    count,
    seed: 1,
    authorCount: 20,
  });
  const content = loadSiteContent({ root, siteId: 'churn' });
  let next = random(7);
  const pick = () => content.articles[Math.floor(next() * content.articles.length)]!;
  const edits: Record<string, (articles: Article[], index: number) => Article[]> = {
    'a new article': (articles, index) => {
      const model = pick();
      const newest = new Date(Date.parse(articles[0]!.publishedAt) + 60_000).toISOString();
      const added = { ...model, id: `new-${index}`, slug: `new-${index}`, url: `/articles/new-${index}/` };
      return [{ ...added, publishedAt: newest, title: `New ${index}` }, ...articles];
    },
    'a title edited': (articles) => {
      const target = pick();
      return articles
        .map((article) => (article === target ? { ...article, title: `${article.title} (revised)` } : article))
        .sort(compareArticles);
    },
    'an article deleted': (articles) => {
      const target = pick();
      return articles.filter((article) => article !== target);
    },
  };
  const schemes: [string, Scheme][] = [
    ['counted from the newest', countedFromNewest],
    ['archive pages', archived],
  ];
  const listingPageCount = (scheme: Scheme) => pagesOf(content, scheme).size;
  console.log(`${content.articles.length} articles; listing pages:`);
  for (const [name, scheme] of schemes) console.log(`  ${name}: ${listingPageCount(scheme)}`);
  console.log('listing pages changed per edit, mean (max) over', trials, 'edits:');
  for (const [edit, apply] of Object.entries(edits)) {
    const results = schemes.map(([name, scheme]) => {
      // The same articles picked for each scheme.
      next = random(7);
      const before = pagesOf(content, scheme);
      const counts = Array.from({ length: trials }, (_, index) => {
        const after = pagesOf({ ...content, articles: apply(content.articles, index) }, scheme);
        return changed(before, after);
      });
      const mean = counts.reduce((sum, value) => sum + value, 0) / counts.length;
      return `${name} ${mean.toFixed(1)} (${Math.max(...counts)})`;
    });
    console.log(`  ${edit}: ${results.join('; ')}`);
  }
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
