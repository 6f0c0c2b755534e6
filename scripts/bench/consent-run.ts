// The consent site's run (consent-site.ts): the synthetic site with one gated script, built
// and weighed before a choice, beside the same site without it.
import path from 'node:path';

import { loadSiteContent } from '../../lib/content/load.ts';
import { measureBuild } from './build.ts';
import { addGatedScript, CONSENT_SITE_ARTICLES, type ConsentSiteResult } from './consent-site.ts';
import { writeSyntheticSite } from './corpus.ts';
import type { PageFigures, SizeResult } from './report.ts';
import { pageTargets, type RunContext, weighPages, withServedSite } from './weigh.ts';

/** Builds the workspace's site and weighs its pages as a reader first opens them. */
async function buildAndWeigh(context: RunContext, label: string): Promise<PageFigures[]> {
  const { workspace, siteId } = context;
  const log = (message: string) => context.log(`${label}: ${message}`);
  await measureBuild(workspace, siteId, log);
  const targets = pageTargets(loadSiteContent({ root: workspace, siteId }));
  return withServedSite(context.projectRoot, path.join(workspace, 'out'), (browser, origin) =>
    weighPages(browser, origin, targets, log),
  );
}

/** The consent site, beside the same site without scripts (`reference`, or built here). */
export async function benchConsentSite(context: RunContext, reference?: SizeResult): Promise<ConsentSiteResult> {
  const { workspace, siteId } = context;
  writeSyntheticSite({
    sourceRoot: context.projectRoot,
    sourceSiteId: context.sourceSiteId,
    targetRoot: workspace,
    siteId,
    count: CONSENT_SITE_ARTICLES,
    seed: context.seed,
  });
  const plain = reference
    ? { articles: reference.articles, pages: reference.pages }
    : { articles: CONSENT_SITE_ARTICLES, pages: await buildAndWeigh(context, 'consent site, without scripts') };
  addGatedScript(path.join(workspace, 'content', siteId, 'site.yaml'));
  const pages = await buildAndWeigh(context, 'consent site, with a gated script');
  return { articles: CONSENT_SITE_ARTICLES, pages, reference: plain };
}
