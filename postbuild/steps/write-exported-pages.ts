// Post-build, first: out/ written from what next build prerendered in .next/
// (postbuild/export/export-pages.ts), in place of Next.js's static export.
import fs from 'node:fs';
import path from 'node:path';

import { currentPlan, pageCacheDir, planFile } from '../../lib/build/page-cache.ts';
import { getSiteContent, siteContentKey } from '../../lib/content/index.ts';
import { exportPages } from '../export/export-pages.ts';
import { takeStockInThread } from '../export/out-in-place.ts';
import { redirectPagePaths } from '../redirects/redirect-pages.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

export async function writeExportedPages(state: PostBuildState = newPostBuildState()): Promise<void> {
  const started = performance.now();
  const root = process.cwd();
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const planned = fs.existsSync(planFile(pageCacheDir(root)));
  // With a plan, out/ may be updated in place: its stock is taken on another thread while this
  // one reads the key and the plan. A stock the plan turns out not to need costs nothing.
  const stock = planned ? takeStockInThread(outDir) : undefined;
  // The plan scripts/plan-build.ts wrote for this content and code; none when next build ran
  // without it, and then no page is restored and the cache is left as it is.
  // Under the key getSiteContent takes, which the later steps read the content under: one
  // walk of the content's files for the whole post-build. Without a plan, nothing is read yet.
  let plan: ReturnType<typeof currentPlan>;
  try {
    plan = planned ? currentPlan(root, siteContentKey()) : undefined;
  } finally {
    // Nothing writes out/ before its stock is back.
    await stock?.catch(() => undefined);
  }
  // The old addresses' pages are the same from one build to the next but for a retitled
  // target: the redirects step writes them in place, and keeps each that holds its bytes.
  const leftInPlace = plan && redirectPagePaths(getSiteContent().redirects ?? []);
  const summary = exportPages({
    distDir: path.join(root, '.next'),
    outDir,
    publicDir: path.join(root, 'public'),
    ...(plan && { cache: { dir: pageCacheDir(root), plan }, stock: await stock, leftInPlace }),
  });
  state.cached = summary.cached;
  state.stock = summary.stock;
  if (summary.stock) state.leftInPlace = leftInPlace;
  const restored = summary.restored > 0 ? ` (${summary.restored} from the page cache)` : '';
  // The benchmark reads the line up to "into" (scripts/bench/incremental.ts).
  const inPlace = summary.stock ? `, updated in place (${summary.stock.kept.size} pages as they were)` : '';
  console.log(
    `export pages: ${summary.pages} pages${restored} and ${summary.routeHandlers} route handlers' answers into ${path.relative(root, outDir)}/${inPlace} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
