// The build hash names the code a build was made from, never its content: two builds of
// the same commit share it, and editing an article does not change it
// (docs/architecture.md#the-build-hash). The client compares it with app-data.json to notice a
// new deployment.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { fileDigest } from './file-digest.ts';

/**
 * What the pages and the browser's code are made of: the routes and components that render the
 * pages, the render-time modules (lib/), the browser's code (browser/), the post-build steps that
 * rewrite the pages and write the client bundle and data files (postbuild/), the host contract
 * they write into out/ (hosting/), the public files, and the configuration. Not content/ (an article edit must not reload every open tab), nor the
 * command-line tools (cli/), the page server (server/), scripts, tests or docs: a change there
 * leaves every page as it was, so it must leave the hash as it was.
 */
const CODE_PATHS = [
  'app',
  'browser',
  'components',
  'hosting',
  'lib',
  'postbuild',
  'public',
  'package-lock.json',
  'next.config.mjs',
  'tailwind.config.ts',
  'tsconfig.json',
];
// app/generated/ holds the stylesheet `npm run styles` compiles from files hashed here
// (app/globals.css, the components, tailwind.config.ts). It is written between the content
// check and `next build`, so hashing it would give the two different hashes on a fresh
// checkout, and the content snapshot the check leaves would never be read.
const SKIP = /(\.test\.tsx?$|(^|\/)node_modules\/|^app\/generated\/)/;

function listFiles(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return SKIP.test(relative) ? [] : [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => listFiles(root, path.posix.join(relative, name)));
}

/**
 * The build hash of this build: BUILD_HASH when the operator sets one, else the hash of the
 * code under root. Every step of a build that names the build asks here, so they agree.
 */
export function currentBuildHash(root = process.cwd()): string {
  return process.env.BUILD_HASH ?? computeBuildHash(root);
}

/** A short, stable hash of the code files under root (their paths and contents, in sorted order). */
export function computeBuildHash(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of CODE_PATHS.flatMap((entry) => listFiles(root, entry)).sort()) {
    hash
      .update(file)
      .update('\0')
      // Not a file the server needs at run time: without the comment, Turbopack traces the whole
      // project into the server's output (the build says so).
      .update(fileDigest(path.join(/* turbopackIgnore: true */ root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}
