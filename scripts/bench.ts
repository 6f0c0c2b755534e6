// `npm run bench`: builds a synthetic site of 1,000 and 5,000 articles (and 10,000 with
// --with-10000, 10,000 and 50,000 with --with-50000) in a copy of the project under .bench/,
// and reports build time and memory, output size, the deploy's planning, page weight and the
// pages that must stay bounded, Lighthouse scores and search figures, and the same corpus built
// by a bare Next.js export, as tables and as JSON (.bench/results/). Each mode but --smoke also
// writes its newest results to docs/benchmarks/ (scripts/bench/results.ts); docs/performance.md
// explains the method and the targets. The flags are read in scripts/bench/options.ts; each mode
// is a file of scripts/bench/modes/, what they share scripts/bench/bench-run.ts.
//
//   npm run bench                          1,000 and 5,000 articles, 3 Lighthouse runs a page
//   npm run bench -- --with-10000          and 10,000
//   npm run bench -- --with-50000          and 10,000 and 50,000
//   npm run bench -- --no-bare             without the bare Next.js export (--no-warm-rebuild: without the social images' second build)
//   npm run bench -- --smoke               500 articles, 1 Lighthouse run, one build: CI's check that nothing broke
//   npm run bench -- --sizes 200 --lighthouse-runs 0
//   npm run bench -- --consent-only        only the consent site's first-load JS beside the plain site's
//   npm run bench -- --social-images-only  only the social images step, cold and warm, without building (--sizes too)
//   npm run bench -- --search-only         only the search at 1,000, 10,000 and 50,000 titles on out/ (--sizes too),
//                                          three rounds of each (--search-rounds N)
//   npm run bench -- --incremental         5,000 articles (--with-50000: and 50,000; --sizes too): a full build,
//                                          then a build after each of four changes, beside the bare export
import path from 'node:path';

import { benchRun, type BenchRun } from './bench/bench-run.ts';
import { consentOnly } from './bench/modes/consent-only.ts';
import { fullRun } from './bench/modes/full.ts';
import { incrementalRun } from './bench/modes/incremental.ts';
import { searchOnly } from './bench/modes/search-only.ts';
import { socialImagesOnly } from './bench/modes/social-images-only.ts';
import { type BenchMode, parseBenchOptions } from './bench/options.ts';

const MODES = {
  full: fullRun,
  'consent-only': consentOnly,
  'social-images-only': socialImagesOnly,
  'search-only': searchOnly,
  incremental: incrementalRun,
} satisfies Record<BenchMode, (run: BenchRun) => Promise<void>>;

const args = process.argv.slice(2);
const options = parseBenchOptions(args);
MODES[options.mode](benchRun(path.resolve(import.meta.dirname, '..'), args, options)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
