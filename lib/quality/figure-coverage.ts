// How many figures the figures check recognises in each site's articles (docs/generation.md#figures):
// `node scripts/figures-coverage.ts` prints it, and lib/quality/figure-coverage.test.ts holds
// the counts to a floor, so a change that stops recognising a pattern fails.
import { loadSiteContent } from '../content/load.ts';
import { listSites } from '../content/site-files.ts';
import { articleFigureChecks } from './article-figures.ts';
import type { FigureCheck, FigureKind } from './figures/index.ts';

export interface SiteFigureCoverage {
  siteId: string;
  locale: string;
  articles: number;
  /** Articles with at least one recognised figure. */
  articlesWithFigures: number;
  checked: number;
  byKind: Record<FigureKind, number>;
  wrong: { file: string; check: FigureCheck }[];
}

export function figureCoverage(root: string): SiteFigureCoverage[] {
  return listSites(root).map((siteId) => {
    const content = loadSiteContent({ root, siteId, publication: { now: new Date(), showUnpublished: true } });
    const checks = articleFigureChecks(content.articles, content.site.locale);
    const byKind: Record<FigureKind, number> = {
      arithmetic: 0,
      'implied-probability': 0,
      'fair-price': 0,
      'market-total': 0,
      kelly: 0,
    };
    for (const { check } of checks) byKind[check.kind] += 1;
    return {
      siteId,
      locale: content.site.locale,
      articles: content.articles.length,
      articlesWithFigures: new Set(checks.map(({ file }) => file)).size,
      checked: checks.length,
      byKind,
      wrong: checks.filter(({ check }) => !check.ok),
    };
  });
}
