// `npm run bench -- --social-images-only`: the social images' cost alone, without building: the
// post-build step timed in this process over the synthetic site, cold and warm
// (scripts/bench/social-images.ts). The full run measures the same step inside two real builds.
import fs from 'node:fs';
import path from 'node:path';

import { logoFile } from '../../../lib/site/logo.ts';
import { type BenchRun, SITE_ID, SOURCE_SITE_ID } from '../bench-run.ts';
import { writeSyntheticSite } from '../corpus.ts';
import { formatSocialImageStepTable, measureSocialImageStep, type SocialImageStepCost } from '../social-images.ts';

export async function socialImagesOnly(run: BenchRun) {
  const { projectRoot, options, log } = run;
  const { sizes, seed } = options;
  log(`social images only: sizes ${sizes.join(', ')}; seed ${seed}`);
  const workspace = path.join(run.benchDir, 'social-images');
  fs.rmSync(workspace, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(logoFile(workspace)), { recursive: true });
  fs.copyFileSync(logoFile(projectRoot), logoFile(workspace));
  const costs: SocialImageStepCost[] = [];
  try {
    for (const articles of sizes) {
      // A site id a size: the content module keeps one site's content per id for the process.
      const siteId = `${SITE_ID}-${articles}`;
      writeSyntheticSite({
        sourceRoot: projectRoot,
        sourceSiteId: SOURCE_SITE_ID,
        targetRoot: workspace,
        siteId,
        count: articles,
        seed,
      });
      log(`${articles} articles: the social images step, cold then warm`);
      const cost = await measureSocialImageStep(workspace, siteId, articles);
      log(
        `${articles} articles: ${cost.images} images; cold ${cost.coldMs} ms (${cost.coldCpuMsPerImage.toFixed(1)} ms of CPU an image), warm ${cost.warmMs} ms`,
      );
      costs.push(cost);
    }
  } finally {
    if (!options.keep) fs.rmSync(workspace, { recursive: true, force: true });
  }
  run.writeResult('social-images-latest.json', costs);
  console.log(`\n${formatSocialImageStepTable(costs)}\n`);
  run.keepResult({
    name: 'social-images',
    title: 'Benchmark: the social images step',
    data: costs,
    markdown: formatSocialImageStepTable(costs),
  });
  log('done; JSON in .bench/results/social-images-latest.json');
}
