// Post-build, first: out/ written from what next build prerendered in .next/
// (postbuild/export/export-pages.ts), in place of Next.js's static export.
import fs from 'node:fs';
import path from 'node:path';

import { currentPlan, pageCacheDir, planFile } from '../../lib/build/page-cache.ts';
import { siteContentKey } from '../../lib/content/index.ts';
import { exportPages } from '../export/export-pages.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

export function writeExportedPages(state: PostBuildState = newPostBuildState()): void {
  const started = performance.now();
  const root = process.cwd();
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  // The plan scripts/plan-build.ts wrote for this content and code; none when next build ran
  // without it, and then no page is restored and the cache is left as it is.
  // Under the key getSiteContent takes, which the later steps read the content under: one
  // walk of the content's files for the whole post-build. Without a plan, nothing is read yet.
  const plan = fs.existsSync(planFile(pageCacheDir(root))) ? currentPlan(root, siteContentKey()) : undefined;
  const summary = exportPages({
    distDir: path.join(root, '.next'),
    outDir,
    publicDir: path.join(root, 'public'),
    ...(plan && { cache: { dir: pageCacheDir(root), plan } }),
  });
  state.cached = summary.cached;
  state.stock = summary.stock;
  const restored = summary.restored > 0 ? ` (${summary.restored} from the page cache)` : '';
  // The benchmark reads the line up to "into" (scripts/bench/incremental.ts).
  const inPlace = summary.stock ? `, updated in place (${summary.stock.kept.size} pages as they were)` : '';
  console.log(
    `export pages: ${summary.pages} pages${restored} and ${summary.routeHandlers} route handlers' answers into ${path.relative(root, outDir)}/${inPlace} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
