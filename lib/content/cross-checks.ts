// Checks that look across a site's files once each has loaded on its own (lib/content/load.ts):
// categories whose slugs clash with each other or with the site's own paths, authors who share a
// name or slug, links that would lead to an unpublished page, and listed authors who write nothing.
import { disclosureSection } from '../site/disclosure.ts';
import { sectionIds } from './article-body.ts';
import { knownBody, memoized, textOf } from './check-memo.ts';
import type { ContentProblem } from './problems.ts';
import { internalLinks } from './site-paths.ts';
import type { Article, Author, Category, Locale, Page } from './model/index.ts';

/** Top-level paths the site itself uses; a category slug may not take one of them. */
export const RESERVED_SLUGS = new Set([
  'articles',
  'authors',
  'info',
  'privacy-policy',
  'terms',
  'sitemap',
  'page-data',
  'slice-data',
  'app-data',
  '_next',
  '404',
  '500',
  'rss',
  'feed',
  'search',
  'series',
  'og',
  'api',
  '__third-party-proxy',
]);

export function checkCategories(categories: Category[] | undefined, file: string, problems: ContentProblem[]) {
  if (!categories) return undefined;
  const seen = new Set<string>();
  categories.forEach((category, index) => {
    if (RESERVED_SLUGS.has(category.slug)) {
      problems.push({
        file,
        field: `${index}.slug`,
        value: category.slug,
        expected: 'a slug not used by the site itself (articles, authors, info, sitemap…)',
      });
    }
    if (seen.has(category.slug))
      problems.push({ file, field: `${index}.slug`, value: category.slug, expected: 'a slug no other category has' });
    seen.add(category.slug);
    const childSlugs = new Set<string>();
    category.children.forEach((child, childIndex) => {
      if (childSlugs.has(child.slug)) {
        problems.push({
          file,
          field: `${index}.children.${childIndex}.slug`,
          value: child.slug,
          expected: 'a slug no sibling has',
        });
      }
      childSlugs.add(child.slug);
    });
  });
  return categories;
}

export function checkAuthors(authors: Author[] | undefined, file: string, problems: ContentProblem[]) {
  if (!authors) return undefined;
  for (const key of ['name', 'slug'] as const) {
    const seen = new Set<string>();
    authors.forEach((author, index) => {
      if (seen.has(author[key]))
        problems.push({ file, field: `${index}.${key}`, value: author[key], expected: `a ${key} no other author has` });
      seen.add(author[key]);
    });
  }
  return authors;
}

/**
 * A published (or scheduled) article may not link to a draft, nor to an article that goes live
 * after it: at some moment the link would lead to a page that is not there. The rule looks at
 * every moment from `now` on, so as time passes it only ever stops failing: a build nobody
 * touched never breaks because a date went by.
 */
export function checkLinksToUnpublished(articles: readonly Article[], now: Date): ContentProblem[] {
  const problems: ContentProblem[] = [];
  // Only a draft or a scheduled article can be the target of such a link: without one, no body
  // needs reading.
  if (articles.every((article) => article.status === 'published')) return problems;
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  for (const article of articles) {
    if (article.status === 'draft') continue;
    const liveFrom = article.publishedAt > now.toISOString() ? article.publishedAt : now.toISOString();
    const body = knownBody(article);
    // Kept by the content check's memo (check-memo.ts), like the other checks of one body.
    for (const link of new Set(memoized('internal links', [body], () => internalLinks(textOf(body))))) {
      const slug = /^\/articles\/([^/]+)\/?$/.exec(link)?.[1];
      const target = slug === undefined ? undefined : bySlug.get(slug);
      if (!target || target === article) continue;
      if (target.status === 'draft') {
        problems.push({
          file: article.sourceFile,
          field: 'body',
          value: link,
          expected: `a link to a published article (${target.sourceFile} is a draft: publish it first, or link to it later)`,
        });
      } else if (target.publishedAt > liveFrom) {
        problems.push({
          file: article.sourceFile,
          field: 'body',
          value: link,
          expected:
            `a link to an article live whenever this one is (${target.sourceFile} is scheduled for ` +
            `${target.publishedAt}, after this article goes live: move its date earlier, or link to it later)`,
        });
      }
    }
  }
  return problems;
}

/**
 * Every listed author writes: an author page with no articles, and a byline nobody holds,
 * promise readers a writer the site does not have. Drafts count, so a new writer can be
 * listed with a first article under review, and the answer never changes as time passes.
 */
export function checkAuthorsWrite(
  authors: readonly Author[],
  articles: readonly Article[],
  file: string,
): ContentProblem[] {
  const writing = new Set(articles.map((article) => article.authorSlug));
  return authors.flatMap((author, index) =>
    writing.has(author.slug)
      ? []
      : [
          {
            file,
            field: `${index}.name`,
            value: author.name,
            expected: 'an author of at least one article (give them one, or remove them)',
          },
        ],
  );
}

/**
 * Every byline, the authors page and each author page link to the section of About Us headed
 * with the link's own words, where the site says its authors are pen names and how its articles
 * are made (lib/site/disclosure.ts). Without that heading the link would land nowhere.
 */
export function checkDisclosureSection(locale: Locale, aboutUs: Page, file: string): ContentProblem[] {
  const { heading, id } = disclosureSection(locale);
  const ids = sectionIds(aboutUs.body, locale);
  if (ids.includes(id)) return [];
  return [
    {
      file,
      field: 'body',
      value: ids.length > 0 ? `sections #${ids.join(', #')}` : 'without a ## section',
      expected: `a "## ${heading}" section, saying that the bylines are pen names and the articles written with AI assistance: every byline links to it (#${id})`,
    },
  ];
}
