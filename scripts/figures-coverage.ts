// `node scripts/figures-coverage.ts`: how many figures the figures check recognises and
// recomputes in each site's articles, by kind, and any it finds wrong (docs/generation.md#figures).
import { describeWrongFigure } from '../lib/quality/figures/index.ts';
import { figureCoverage } from '../lib/quality/figure-coverage.ts';

let wrong = 0;
for (const site of figureCoverage(process.cwd())) {
  const kinds = Object.entries(site.byKind)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  console.log(
    `content/${site.siteId} (${site.locale}): ${site.checked} figures checked in ${site.articlesWithFigures} of ${site.articles} articles (${kinds}); ${site.wrong.length} wrong`,
  );
  for (const { file, check } of site.wrong) console.log(`  ${file}: ${describeWrongFigure(check)}`);
  wrong += site.wrong.length;
}
process.exitCode = wrong > 0 ? 1 : 0;
