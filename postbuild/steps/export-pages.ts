// Post-build, first: out/ written from what next build prerendered in .next/
// (postbuild/export/export-pages.ts), in place of Next.js's static export.
import path from 'node:path';

import { exportPages } from '../export/export-pages.ts';

export function writeExportedPages(): void {
  const started = performance.now();
  const root = process.cwd();
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const summary = exportPages({
    distDir: path.join(root, '.next'),
    outDir,
    publicDir: path.join(root, 'public'),
  });
  console.log(
    `export pages: ${summary.pages} pages and ${summary.routeHandlers} route handlers' answers into ${path.relative(root, outDir)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
