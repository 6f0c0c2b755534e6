// Turbopack, compiling the app, reads every file that a server module's file-system call may
// reach, to trace it for a server to deploy with (a static site deploys none). A path built from
// the project folder and a site id reaches all of content/: at 50,000 articles the compile read
// every article and held 2.1 GB. So every call here on content/ carries the comment
// `/* turbopackIgnore: true */` on its path, which leaves the call as it is and untraced.
import fs from 'node:fs';
import path from 'node:path';

import type { z } from 'zod';

import { checkAds } from './check-ads.ts';
import {
  checkAuthors,
  checkAuthorsWrite,
  checkCategories,
  checkDisclosureSection,
  checkLinksToUnpublished,
} from './cross-checks.ts';
import { markdownBody } from './frontmatter.ts';
import { legalDateProblems } from './legal-dates.ts';
import { legalProseProblems } from './legal-prose.ts';
import { retiredWordingProblems } from './legal-retired-wordings.ts';
import { type ContentProblem, ContentError } from './problems.ts';
import { withRedirects } from './redirects.ts';
import { checkSectionLinks } from './section-links.ts';
import { reshapeAuthor } from './reshape.ts';
import { authorsSchema, categoriesSchema, seoSchema, type Site, type SiteContent, siteSchema } from './model/index.ts';
import { buildPublicationFilter, type PublicationFilter } from './publication.ts';
import { siteSpellingProblems } from './spelling.ts';
import { readSeriesFile, SERIES_FILE, seriesWithParts } from './series.ts';
import { checkSeries } from './series-checks.ts';
import { readArticles } from './read-articles.ts';
import { listSites, readPages, readYamlFile } from './site-files.ts';
import { articleClaimProblems } from '../quality/claims.ts';
import { articleFigureProblems } from '../quality/article-figures.ts';

export interface LoadOptions {
  /** Project root holding content/. */
  root: string;
  siteId: string;
  /**
   * Which articles to keep: by default the build's own choice, the articles published at its
   * "now" (BUILD_TIME or the clock), or every one where SHOW_DRAFTS or `next dev` asks.
   */
  publication?: PublicationFilter;
  /**
   * The SHA-256 of a content file (an absolute path) as the content key the caller has just
   * taken holds it (lib/content/snapshot.ts): the content check names each article's text by it
   * instead of a second stat of every file.
   */
  keyedDigest?: (file: string) => Buffer | undefined;
  /**
   * Read only this share of the article files: those whose place in the sorted list, modulo
   * `count`, is `index`. For the content check's shares, each computing the per-text answers
   * of its articles in a process of its own (lib/content/check-shares.ts); a share is no site.
   */
  articleShare?: { index: number; count: number };
}

/**
 * Reads and validates everything under content/{siteId}/. Every problem in every file is
 * collected before anything is thrown, so an author sees the whole list at once.
 *
 * Drafts and articles scheduled for later are validated like the rest, then left out here and
 * only here: every page, listing, feed, sitemap and data file is made from what this returns,
 * so none of them can show an article before it is published.
 */
export function loadSiteContent(options: LoadOptions): SiteContent {
  return loadSite(options, () => false).content;
}

/**
 * The review queue's read (cli/review): the site as loadSiteContent reads it, except that the
 * problems of the files `isHeld` names (the drafts under review) are returned instead of
 * thrown, so one bad draft does not hide the others. A held file that failed its own checks is
 * missing from `content.articles`; one that failed only the checks across files is in it.
 */
export function loadSiteForReview(
  options: LoadOptions,
  isHeld: (file: string) => boolean,
): { content: SiteContent; held: ContentProblem[] } {
  return loadSite(options, isHeld);
}

function loadSite(
  { root, siteId, publication = buildPublicationFilter(), keyedDigest, articleShare }: LoadOptions,
  isHeld: (file: string) => boolean,
): { content: SiteContent; held: ContentProblem[] } {
  const dir = path.join(/* turbopackIgnore: true */ root, 'content', siteId);
  const rel = (file: string) => path.relative(process.cwd(), path.join(/* turbopackIgnore: true */ dir, file)) || '.';
  if (!fs.existsSync(/* turbopackIgnore: true */ dir)) {
    const known = listSites(root);
    throw new ContentError([
      {
        file: rel('.'),
        field: 'SITE_ID',
        value: siteId,
        expected: `a site with a content folder (known sites: ${known.join(', ') || 'none'})`,
      },
    ]);
  }

  const problems: ContentProblem[] = [];
  const readYaml = <S extends z.ZodType>(file: string, schema: S) =>
    readYamlFile(dir, file, rel(file), schema, problems);

  const site = readYaml('site.yaml', siteSchema);
  if (site && site.id !== siteId) {
    problems.push({
      file: rel('site.yaml'),
      field: 'id',
      value: site.id,
      expected: `"${siteId}", the name of its folder`,
    });
  }
  const seo = readYaml('seo.yaml', seoSchema);
  const categories = checkCategories(readYaml('categories.yaml', categoriesSchema), rel('categories.yaml'), problems);
  const authors = checkAuthors(
    readYaml('authors.yaml', authorsSchema)?.map((a) => reshapeAuthor(a, site?.brand ?? '')),
    rel('authors.yaml'),
    problems,
  );
  const pages = readPages(dir, rel, problems);
  const articles = readArticles(
    dir,
    rel,
    problems,
    categories,
    authors,
    { timeZone: site?.timeZone ?? 'UTC', now: publication.now },
    keyedDigest,
    articleShare,
  );
  problems.push(...checkLinksToUnpublished(articles, publication.now));
  problems.push(...checkSectionLinks(articles, site?.locale ?? 'en_US'));
  // Odds, probabilities, margins and Kelly stakes recomputed (docs/generation.md#figures).
  if (site) problems.push(...articleFigureProblems(articles, site.locale));
  // Series (series.yaml is optional; the rules are in lib/content/series-checks.ts).
  const seriesEntries = readSeriesFile(dir, rel(SERIES_FILE), problems);
  if (seriesEntries) problems.push(...checkSeries(seriesEntries, articles, rel(SERIES_FILE)));

  // Every article, drafts included: a sponsored path that names a draft is no typo, and a check
  // that changed its answer as time passed would break a build nobody touched.
  if (site && categories && authors)
    problems.push(
      ...checkAds(
        { site, categories, authors, articles, series: seriesWithParts(seriesEntries ?? [], articles) },
        { root, file: rel('site.yaml') },
      ),
    );
  // Only on content that loaded cleanly: an article refused for another reason (or all of them,
  // when categories.yaml is refused) would leave its author looking idle.
  if (authors && problems.length === 0) problems.push(...checkAuthorsWrite(authors, articles, rel('authors.yaml')));
  // Legal pages whose own text claims data practices the settings don't have (docs/sites.md#legal-pages).
  if (site && seo && pages) problems.push(...legalProseProblems({ site, seo, pages }, rel));
  // The section of About Us every byline links to (lib/site/disclosure.ts).
  if (site && pages) problems.push(...checkDisclosureSection(site.locale, pages['about-us'], rel('pages/about-us.md')));
  if (pages) problems.push(...retiredWordingProblems(pages, rel));
  // Legal pages whose text changed without a new effective date (lib/content/legal-dates.ts).
  if (pages) problems.push(...legalDateProblems(pages, rel));
  // British spellings on an en_US site (docs/content.md#us-spelling).
  if (site && seo && categories && authors && pages)
    problems.push(...siteSpellingProblems({ site, seo, categories, authors, articles, pages }, rel));
  // Claims gambling advertising rules forbid, in every article, drafts too (docs/generation.md#forbidden-claims).
  if (site) problems.push(...articleClaimProblems(site.locale, articles));
  const held = problems.filter((problem) => isHeld(problem.file));
  if (held.length < problems.length || !site || !seo || !categories || !authors || !pages)
    throw new ContentError(problems.filter((problem) => !isHeld(problem.file)));
  const kept = publication.showUnpublished ? articles : articles.filter((article) => article.status === 'published');
  const withheld = { drafts: 0, scheduled: 0 };
  if (!publication.showUnpublished) {
    for (const { status } of articles) {
      if (status === 'draft') withheld.drafts += 1;
      else if (status === 'scheduled') withheld.scheduled += 1;
    }
  }
  // Redirects need the list of every page the site builds, published articles only: checked last.
  const series = seriesWithParts(seriesEntries ?? [], kept);
  const content = withRedirects(
    { site, seo, categories, authors, articles: kept, pages, withheld, series },
    { dir, rel },
  );
  return { content, held };
}

/**
 * The site's settings (site.yaml) alone, for build steps that need its domain and nothing
 * else: reading every article for that cost the sitemap step seconds per thousand articles.
 */
export function loadSiteSettings({ root, siteId }: LoadOptions): Site {
  const dir = path.join(/* turbopackIgnore: true */ root, 'content', siteId);
  const problems: ContentProblem[] = [];
  const site = readYamlFile(
    dir,
    'site.yaml',
    path.relative(process.cwd(), path.join(dir, 'site.yaml')),
    siteSchema,
    problems,
  );
  if (site) return site;
  throw new ContentError(problems);
}

/**
 * An article's body read again from its file (`sourceFile` as loadSiteContent recorded it,
 * relative to the working directory), for the article's own page. Its frontmatter was
 * validated when the site was loaded, so it is split off, not parsed again.
 */
export function readArticleBody(sourceFile: string): string {
  return markdownBody(
    fs.readFileSync(/* turbopackIgnore: true */ path.resolve(/* turbopackIgnore: true */ sourceFile), 'utf8'),
  );
}
