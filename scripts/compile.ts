// `npm run build`'s compile (scripts/next-build.sh): the last compile's output when the code is
// the same (lib/build/compile-cache.ts), else `next build --experimental-build-mode=compile`,
// whose output is then kept for the next build. BUILD_FULL=1 compiles in any case. Arguments
// are handed to `next build`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  compileCacheDir,
  compileKey,
  restoreCompile,
  saveCompile,
  setAsideOutput,
} from '../lib/build/compile-cache.ts';

function main(): number {
  const started = performance.now();
  const root = process.cwd();
  const dir = compileCacheDir(root);
  const where = path.relative(root, dir) || dir;
  const key = compileKey(root);
  if (process.env.BUILD_FULL !== '1' && restoreCompile(root, dir, key)) {
    console.log(`compile: the code's compile taken from ${where}/ (${Math.round(performance.now() - started)} ms)`);
    return 0;
  }
  // Next.js would remove the last build's output itself, and make the compile wait for it.
  setAsideOutput(root);
  const next = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');
  const result = spawnSync(
    process.execPath,
    [next, 'build', '--experimental-build-mode=compile', ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) return result.status ?? 1;
  // The key again: a file changed while Next.js compiled would give a compile of the one code
  // under the key of the other.
  if (compileKey(root) !== key) {
    console.warn('compile: the code changed while it compiled; its output is not kept');
    return 0;
  }
  try {
    saveCompile(root, dir, key);
    console.log(`compile: kept in ${where}/ for the next build of this code`);
  } catch (error) {
    // Only the next build's time depends on it.
    console.warn(`compile: not kept in ${where}/ (${(error as Error).message}); the next build compiles`);
  }
  return 0;
}

process.exitCode = main();
