// `npm run check:content`: validates the chosen site's content without building it.
// One line per problem (file, field, value, expected), no stack trace, exit 1 on any.
// With --plan (`npm run build`), it then writes the build plan from the content it has just
// read (lib/build/build-plan.ts): a process of its own read the content again (1.4 s at 50,000
// articles).
import path from 'node:path';

import { currentSiteId } from '../lib/site/site-id.ts';
import { ContentError } from '../lib/content/problems.ts';
import { loadSiteContent } from '../lib/content/load.ts';
import type { SiteContent } from '../lib/content/model/index.ts';
import { articleNearCopyProblems, originalityCheckOn } from '../lib/quality/originality.ts';
import { buildPublicationFilter, type PublicationFilter } from '../lib/content/publication.ts';
import {
  bodiless,
  contentFiles,
  contentKey,
  digestInContentKey,
  keepContentDigests,
  writeSnapshot,
} from '../lib/content/snapshot.ts';
import { closeCheckMemo, memoized, openCheckMemo } from '../lib/content/check-memo.ts';
import { shareCheckAnswers } from '../lib/content/check-shares.ts';
import { computeBuildHash } from '../lib/build/build-hash.ts';
import { writeBuildPlan } from '../lib/build/build-plan.ts';
import { pageCacheDir } from '../lib/build/page-cache.ts';
import { buildSearchIndexFile } from '../lib/search/documents.ts';
import { staticQueryUrls } from '../lib/site/static-queries.ts';

async function main(): Promise<number> {
  let siteId: string;
  let publication: PublicationFilter;
  let checkOriginality: boolean;
  try {
    siteId = currentSiteId();
    // BUILD_TIME and SHOW_DRAFTS are read here first, so a bad value is one line, before anything.
    publication = buildPublicationFilter();
    checkOriginality = originalityCheckOn();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const started = performance.now();
  try {
    const location = { root: process.cwd(), siteId };
    // The key of the files as they are before reading them: a file changed while they are
    // read gives later readers another key, so they read the files themselves.
    const files = contentFiles(location);
    const key = contentKey(location, files);
    // The per-article checks' answers for texts an earlier check read, kept beside the page
    // cache for this code (lib/content/check-memo.ts); BUILD_FULL=1 computes every one.
    const memoFile = path.join(pageCacheDir(location.root), 'content-checks.json');
    const code = computeBuildHash(location.root);
    openCheckMemo(memoFile, code, { fresh: process.env.BUILD_FULL === '1' });
    let content: ReturnType<typeof loadSiteContent>;
    let addresses: ReturnType<typeof staticQueryUrls>;
    let answers: ReturnType<typeof closeCheckMemo>;
    try {
      // Many articles new to the memo: their answers are computed on every core first.
      const siteDir = path.join(location.root, 'content', siteId);
      await shareCheckAnswers({
        ...location,
        publication,
        keyedDigest: digestInContentKey,
        code,
        articleFiles: files
          .filter((file) => file.startsWith('articles/') && file.endsWith('.md'))
          .map((file) => path.join(siteDir, file)),
      });
      content = loadSiteContent({ ...location, publication, keyedDigest: digestInContentKey });
      addresses = dataAddresses(content);
    } finally {
      answers = closeCheckMemo();
    }
    // Published articles that repeat one another (docs/generation.md#originality).
    const nearCopies = checkOriginality ? articleNearCopyProblems(content.articles, content.site.locale) : [];
    if (nearCopies.length > 0) throw new ContentError(nearCopies);
    // The later steps of a build read this instead of the files (lib/content/snapshot), with
    // the data files' addresses, computed here once for the whole build.
    writeSnapshot(location, { ...bodiless(content), staticQueryUrls: addresses }, key);
    keepContentDigests(location, files);
    const ms = Math.round(performance.now() - started);
    console.log(
      `content/${siteId}: ${content.articles.length} articles, ${content.authors.length} authors, ` +
        `${content.categories.length} categories, ${content.categories.reduce((n, c) => n + c.children.length, 0)} subcategories, ` +
        `${content.series?.length ?? 0} series: valid (${ms} ms` +
        (answers && answers.kept > 0
          ? `; ${answers.kept} of ${answers.kept + answers.computed} per-text answers kept in ${path.relative(location.root, memoFile)})`
          : ')') +
        withheldNote(content.withheld, publication.now),
    );
    if (publication.showUnpublished) {
      const shown = content.articles.filter((article) => article.status !== 'published').length;
      console.warn(
        `content/${siteId}: SHOW_DRAFTS is on: ${shown} drafts and scheduled articles are built as pages; a preview, never to deploy`,
      );
    }
    if (process.argv.includes('--plan'))
      console.log(writeBuildPlan(location.root, siteId, { ...content, staticQueryUrls: addresses }, key));
    return 0;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    const count = error.problems.length;
    console.error(`content/${siteId}: ${count} problem${count === 1 ? '' : 's'}; nothing was built`);
    return 1;
  }
}

/**
 * The data files' addresses that every page names. The search manifest's is a hash over every
 * search file, which takes writing them all (4 s at 50,000 articles); they follow from the
 * search index and the categories alone, so the open memo keeps them by those.
 */
function dataAddresses(content: SiteContent): ReturnType<typeof staticQueryUrls> {
  return memoized(
    'static query urls',
    [JSON.stringify(buildSearchIndexFile(content.articles, content.categories)), JSON.stringify(content.categories)],
    () => staticQueryUrls(content),
  );
}

/** "; 1 draft and 2 scheduled articles left out at …", or nothing when every article is published. */
function withheldNote({ drafts, scheduled }: { drafts: number; scheduled: number }, now: Date): string {
  if (drafts + scheduled === 0) return '';
  const parts = [
    ...(drafts > 0 ? [`${drafts} draft${drafts === 1 ? '' : 's'}`] : []),
    ...(scheduled > 0 ? [`${scheduled} scheduled article${scheduled === 1 ? '' : 's'}`] : []),
  ];
  return `; ${parts.join(' and ')} left out at ${now.toISOString()} (npm run drafts lists them)`;
}

process.exitCode = await main();
