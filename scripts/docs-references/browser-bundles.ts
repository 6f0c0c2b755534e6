// The modules of the repository that the browser's bundles take in: esbuild follows the imports
// of every entry browser/entry-points.ts names, as the post-build does, without entering
// node_modules. The lists the configuration files and docs/architecture.md keep are held to it.
import path from 'node:path';

import { build } from 'esbuild';

import { BROWSER_ENTRIES } from '../../browser/entry-points.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The repository's modules (paths from its root) in the browser's bundles. */
export async function browserBundledModules(): Promise<Set<string>> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: BROWSER_ENTRIES,
    bundle: true,
    packages: 'external',
    format: 'esm',
    jsx: 'automatic',
    outdir: 'unused',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return new Set(Object.keys(result.metafile.inputs));
}
