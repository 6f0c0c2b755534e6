// `npm run styles`: Tailwind's CLI compiles app/globals.css into app/generated/site.css, or the
// stylesheet the last compile of the same code kept is taken instead (lib/build/stylesheet-cache.ts).
// BUILD_FULL=1 compiles in any case. Arguments go to the CLI, and with any (`npm run dev`'s
// --watch) it always runs and keeps nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  keepStylesheet,
  restoreStylesheet,
  STYLESHEET,
  STYLESHEET_SOURCE,
  stylesheetCacheDir,
  stylesheetKey,
} from '../lib/build/stylesheet-cache.ts';

function tailwind(root: string, args: string[]): number {
  const manifest = createRequire(path.join(root, 'package.json')).resolve('@tailwindcss/cli/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin: { tailwindcss: string } };
  const cli = path.join(path.dirname(manifest), bin.tailwindcss);
  const result = spawnSync(process.execPath, [cli, '--input', STYLESHEET_SOURCE, '--output', STYLESHEET, ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

function main(): number {
  const started = performance.now();
  const root = process.cwd();
  const args = process.argv.slice(2);
  if (args.length > 0) return tailwind(root, args);
  const dir = stylesheetCacheDir(root);
  const where = path.relative(root, dir) || dir;
  const key = stylesheetKey(root);
  if (process.env.BUILD_FULL !== '1' && restoreStylesheet(root, dir, key)) {
    console.log(`styles: the code's stylesheet taken from ${where}/ (${Math.round(performance.now() - started)} ms)`);
    return 0;
  }
  const status = tailwind(root, []);
  if (status !== 0) return status;
  // The key again: a file changed while Tailwind read the code would keep one code's
  // stylesheet under the other's key.
  if (stylesheetKey(root) !== key) {
    console.warn('styles: the code changed while Tailwind compiled; the stylesheet is not kept');
    return 0;
  }
  try {
    keepStylesheet(root, dir, key);
  } catch (error) {
    // Only the next build's time depends on it.
    console.warn(`styles: not kept in ${where}/ (${(error as Error).message}); the next build compiles`);
  }
  return 0;
}

process.exitCode = main();
