// The consent site's figure (docs/performance.md): the benchmark's synthetic site again, with one
// analytics script behind the consent gate (docs/sites.md#consent), weighed as a reader first
// opens it, before any choice. The gate may add at most 1 KB gzip of first-load JavaScript to
// such a site, and nothing to a site without scripts (whose bundle is built from another entry,
// postbuild/client-bundle.ts). The script's host is never reached: nothing asks for it before a
// choice, and the benchmark makes none.
import fs from 'node:fs';

import YAML from 'yaml';

import type { PageFigures } from './report.ts';

/** Articles of the consent site: the first-load JavaScript does not depend on the corpus size. */
export const CONSENT_SITE_ARTICLES = 100;

/** How much first-load JavaScript the gate may add to a site with scripts, gzip. */
export const CONSENT_BUDGET_BYTES = 1024;

/** The one script the consent site runs once a reader accepts. */
export const GATED_SCRIPT = {
  src: 'https://stats.invalid/tag.js?id=bench',
  name: 'Bench Analytics',
  receives: 'the page address',
  purpose: 'analytics',
  stores_data_in: 'US',
};

/** Adds the gated script and the consent rule to a site.yaml, comments kept. */
export function addGatedScript(siteYamlFile: string): void {
  const site = YAML.parseDocument(fs.readFileSync(siteYamlFile, 'utf8'));
  site.set('third_party_scripts', [GATED_SCRIPT]);
  site.set('consent', { rule: 'opt-in' });
  fs.writeFileSync(siteYamlFile, site.toString());
}

export interface ConsentSiteResult {
  articles: number;
  /** The consent site's pages, before a choice. */
  pages: PageFigures[];
  /** The same kinds of page on the site without scripts, as measured in this run. */
  reference: { articles: number; pages: PageFigures[] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The consent site's first-load JavaScript beside the site without scripts, as a markdown table. */
export function formatConsentTable(result: ConsentSiteResult): string {
  const lines = [
    [
      'page',
      `without scripts (${result.reference.articles} articles)`,
      `with a gated script, before a choice (${result.articles} articles)`,
      'added',
      'target',
      'met',
    ],
    ['---', '---', '---', '---', '---', '---'],
  ];
  for (const page of result.pages) {
    const reference = result.reference.pages.find((candidate) => candidate.kind === page.kind);
    if (!reference) continue;
    const added = page.weight.jsGzipBytes - reference.weight.jsGzipBytes;
    lines.push([
      `${page.kind}: first-load JS (gzip -9)`,
      `${kb(reference.weight.jsGzipBytes)} (${reference.weight.scripts} files)`,
      `${kb(page.weight.jsGzipBytes)} (${page.weight.scripts} files)`,
      `${added} B`,
      `≤ ${CONSENT_BUDGET_BYTES} B`,
      added <= CONSENT_BUDGET_BYTES ? 'yes' : '**no**',
    ]);
  }
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
