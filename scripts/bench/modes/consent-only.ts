// `npm run bench -- --consent-only`: the consent site's first-load JS beside the plain site's,
// nothing else built.
import fs from 'node:fs';
import path from 'node:path';

import { copyProjectSource } from '../../../lib/build/project-copy.ts';
import type { BenchRun } from '../bench-run.ts';
import { benchConsentSite } from '../consent-run.ts';
import { CONSENT_SITE_ARTICLES, type ConsentSiteResult, formatConsentTable } from '../consent-site.ts';

export async function consentOnly(run: BenchRun) {
  const { options, log } = run;
  log(`consent site only: ${CONSENT_SITE_ARTICLES} articles; seed ${options.seed}`);
  const workspace = path.join(run.benchDir, 'work');
  copyProjectSource(workspace, { content: false });
  let consentSite: ConsentSiteResult;
  try {
    consentSite = await benchConsentSite(run.contextIn(workspace));
  } finally {
    if (!options.keep) fs.rmSync(workspace, { recursive: true, force: true });
  }
  run.writeResult('consent-latest.json', consentSite);
  console.log(`\n${formatConsentTable(consentSite)}\n`);
  run.keepResult({
    name: 'consent',
    title: 'Benchmark: the consent site',
    data: consentSite,
    markdown: formatConsentTable(consentSite),
  });
  log('done; JSON in .bench/results/consent-latest.json');
}
