// Lighthouse on every page kind of each built example site: the benchmark's synthetic site has
// one language and no consent gate, the example sites have three languages, Cyrillic and Turkish
// text, the consent bar and real articles.
//
//   node scripts/bench/lighthouse-sites.ts [runs=3] [site]
//
// Reads the sites `npm test` builds (out/ for the default site, out-sites/{site}/ for the
// others), copies each to a temporary folder and writes the gzip twins there, as the benchmark
// serves its own site, so that out/ is left as the build wrote it. One line a page, as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PROJECT_ROOT } from '../../lib/build/project-copy.ts';
import { loadSiteContent } from '../../lib/content/load.ts';
import type { SiteContent } from '../../lib/content/model/index.ts';
import { DEFAULT_SITE_ID } from '../../lib/site/site-id.ts';
import { auditPage } from './lighthouse.ts';
import { precompress, serveOut } from './serve.ts';

/** One page of each kind a site has: the first of each, in the content's order. */
export function pageKinds(content: SiteContent): Record<string, string> {
  const category = content.categories[0]!;
  const kinds: Record<string, string> = {
    home: '/',
    category: category.url,
    article: content.articles[0]!.url,
    author: content.authors[0]!.url,
    authors: '/authors/',
  };
  if (category.children[0]) kinds.subcategory = category.children[0].url;
  if (content.series?.[0]) kinds.series = content.series[0].url;
  return kinds;
}

export const builtSiteDir = (siteId: string) =>
  path.join(PROJECT_ROOT, siteId === DEFAULT_SITE_ID ? 'out' : path.join('out-sites', siteId));

async function auditSite(siteId: string, runs: number): Promise<void> {
  const built = builtSiteDir(siteId);
  if (!fs.existsSync(path.join(built, 'index.html'))) {
    console.error(`lighthouse-sites: ${siteId} is not built (${path.relative(PROJECT_ROOT, built)}/); skipped`);
    return;
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `lighthouse-${siteId}-`));
  try {
    fs.cpSync(built, copy, { recursive: true });
    precompress(copy);
    const server = await serveOut(PROJECT_ROOT, copy);
    try {
      for (const [kind, pagePath] of Object.entries(pageKinds(loadSiteContent({ root: PROJECT_ROOT, siteId })))) {
        const run = await auditPage(server.origin, pagePath, runs);
        console.log(
          JSON.stringify({
            site: siteId,
            kind,
            path: pagePath,
            performance: run.performance,
            runs: run.performanceRuns,
            unscored: run.unscoredRuns.length,
            accessibility: run.accessibility,
            bestPractices: run.bestPractices,
            seo: run.seo,
            lcpMs: Math.round(run.lcpMs),
            tbtMs: Math.round(run.tbtMs),
            cls: run.cls,
            hostIndex: Math.round(run.benchmarkIndex),
            failing: run.failing,
          }),
        );
      }
    } finally {
      server.close();
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const runs = Number(process.argv[2] ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`lighthouse-sites: runs is "${process.argv[2]}"; expected a whole number from 1`);
  const sites = process.argv[3] ? [process.argv[3]] : fs.readdirSync(path.join(PROJECT_ROOT, 'content')).sort();
  for (const siteId of sites) await auditSite(siteId, runs);
}
