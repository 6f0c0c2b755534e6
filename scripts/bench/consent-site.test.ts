import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { addGatedScript, CONSENT_BUDGET_BYTES, formatConsentTable, GATED_SCRIPT } from './consent-site.ts';
import { writeSyntheticSite } from './corpus.ts';
import type { PageFigures } from './report.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const targetRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-site-test-'));
afterAll(() => fs.rmSync(targetRoot, { recursive: true, force: true }));

const page = (kind: PageFigures['kind'], jsGzipBytes: number): PageFigures => ({
  kind,
  weight: { path: '/', scripts: 5, jsBytes: 0, jsGzipBytes, htmlBytes: 0, htmlGzipBytes: 0, cssGzipBytes: 0 },
});

describe('the consent site of the benchmark', () => {
  it('is the synthetic site with one gated script and the consent rule, which the content check accepts', () => {
    writeSyntheticSite({
      sourceRoot: projectRoot,
      sourceSiteId: 'oddsaces',
      targetRoot,
      siteId: 'bench',
      count: 12,
      seed: 9,
    });
    addGatedScript(path.join(targetRoot, 'content/bench/site.yaml'));
    const { site } = loadSiteContent({ root: targetRoot, siteId: 'bench' });
    expect(site.thirdPartyScripts.map((script) => [script.src, script.purpose])).toEqual([
      [GATED_SCRIPT.src, 'analytics'],
    ]);
    expect(site.consent).toEqual({ rule: 'opt-in' });
  });

  it('reports what the gate added to each page and whether it stays within 1 KB', () => {
    const table = formatConsentTable({
      articles: 100,
      pages: [page('home', 7_000 + CONSENT_BUDGET_BYTES), page('article', 7_000 + CONSENT_BUDGET_BYTES + 1)],
      reference: { articles: 1_000, pages: [page('home', 7_000), page('article', 7_000)] },
    });
    expect(table).toContain(
      `| home: first-load JS (gzip -9) | 6.8 KB (5 files) | 7.8 KB (5 files) | 1024 B | ≤ 1024 B | yes |`,
    );
    expect(table).toContain('| 1025 B | ≤ 1024 B | **no** |');
  });
});
