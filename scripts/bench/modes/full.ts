// `npm run bench` (and `-- --smoke`, its smallest form): the synthetic site built at each size,
// the consent site beside it, the search timed over 10,000 titles, as tables and JSON.
import fs from 'node:fs';
import path from 'node:path';

import { copyProjectSource } from '../../../lib/build/project-copy.ts';
import { loadSiteContent } from '../../../lib/content/load.ts';
import type { SiteContent } from '../../../lib/content/model/index.ts';
import { buildSearchIndexFile } from '../../../lib/search/documents.ts';
import { type BenchRun, machine, SITE_ID, SOURCE_SITE_ID } from '../bench-run.ts';
import { benchConsentSite } from '../consent-run.ts';
import { CONSENT_SITE_ARTICLES, type ConsentSiteResult, formatConsentTable } from '../consent-site.ts';
import { writeSyntheticSite } from '../corpus.ts';
import { type BenchResult, formatPhases, formatTable, type SizeResult } from '../report.ts';
import { formatScaleTable } from '../report-scale.ts';
import { measureSearch } from '../search.ts';
import { benchSize } from '../size-run.ts';
import { formatSocialImagesTable } from '../social-images.ts';

/** The titles the search is timed over: the corpus of that size when the run builds one. */
const SEARCH_TITLES = 10_000;

export async function fullRun(run: BenchRun) {
  const { projectRoot, options, log } = run;
  const { sizes, lighthouseRuns, seed } = options;
  log(
    `sizes ${sizes.join(', ')}; ${lighthouseRuns} Lighthouse run(s) a page; seed ${seed}; ` +
      `bare Next.js export ${options.bare ? 'on' : 'off'}; warm rebuild ${options.warmRebuild ? 'on' : 'off'}`,
  );
  const workspace = path.join(run.benchDir, 'work');
  const context = run.contextIn(workspace);
  copyProjectSource(workspace, { content: false });
  const results: SizeResult[] = [];
  let searchContent: SiteContent | undefined;
  let consentSite: ConsentSiteResult | undefined;
  try {
    for (const articles of sizes) {
      const { result, content } = await benchSize(context, articles, options);
      results.push(result);
      if (articles === SEARCH_TITLES) searchContent = content;
    }
    log(`consent site: ${CONSENT_SITE_ARTICLES} articles with one gated script`);
    consentSite = await benchConsentSite(context, results[0]);
    if (!searchContent) {
      log(`search: writing ${SEARCH_TITLES} titles`);
      writeSyntheticSite({
        sourceRoot: projectRoot,
        sourceSiteId: SOURCE_SITE_ID,
        targetRoot: workspace,
        siteId: SITE_ID,
        count: SEARCH_TITLES,
        seed,
      });
      searchContent = loadSiteContent({ root: workspace, siteId: SITE_ID });
    }
  } finally {
    if (!options.keep) {
      fs.rmSync(workspace, { recursive: true, force: true });
      fs.rmSync(path.join(run.benchDir, 'bare'), { recursive: true, force: true });
    }
  }
  log(`search: timing queries over ${SEARCH_TITLES} titles`);
  const result: BenchResult = {
    startedAt: run.started.toISOString(),
    machine: machine(),
    seed,
    lighthouseRuns,
    sizes: results,
    search: await measureSearch(buildSearchIndexFile(searchContent.articles, searchContent.categories)),
    consentSite,
  };

  const file = run.writeResult(`bench-${result.startedAt.replace(/[:.]/g, '-')}.json`, result);
  fs.copyFileSync(file, path.join(path.dirname(file), 'latest.json'));
  console.log(`\n${formatTable(result)}\n\nWhere the build time went:\n${formatPhases(result)}\n`);
  console.log(`At scale, and beside a bare Next.js export:\n${formatScaleTable(results)}\n`);
  console.log(`A site with consent-gated scripts (docs/sites.md#consent):\n${formatConsentTable(consentSite)}\n`);
  const socialImages = results.flatMap((size) => (size.socialImages ? [size.socialImages] : []));
  if (socialImages.length > 0)
    console.log(`Social preview images (docs/social-images.md):\n${formatSocialImagesTable(socialImages)}\n`);
  run.keepResult({
    name: 'full',
    title: 'Benchmark: the full run',
    data: result,
    markdown: [
      formatTable(result),
      `## Where the build time went\n\n${formatPhases(result)
        .split('\n')
        .map((line) => `- ${line}`)
        .join('\n')}`,
      `## At scale, and beside a bare Next.js export\n\n${formatScaleTable(results)}`,
      `## The consent site\n\n${formatConsentTable(consentSite)}`,
      ...(socialImages.length > 0 ? [`## Social preview images\n\n${formatSocialImagesTable(socialImages)}`] : []),
    ].join('\n\n'),
  });
  log(`done; JSON in ${path.relative(projectRoot, file)} (and latest.json)`);
}
