// A copy of the project's source, for whatever must run a whole build on other content: the
// benchmark's synthetic sites, the synthetic example site and the tests that build a site on
// altered content. One module for scripts and tests alike (scripts import nothing from tests/).
import fs from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** What a copy leaves out: installed and built things, earlier copies, and (on request) content. */
const NOT_COPIED = new Set([
  'node_modules',
  '.next',
  'out',
  'out-sites',
  '.git',
  '.bench',
  // A build's social-image cache: a copy starts cold, as the benchmark's cold build must.
  '.cache',
  '.project-copies',
  'test-results',
  'playwright-report',
  'coverage',
  // Without a lock file of its own the copy is no project root: Next.js (Turbopack) takes the
  // root from the lock file above it, and so resolves the real node_modules there. A symlinked
  // node_modules in a copy outside the project would not do: Turbopack refuses links out of its root.
  'package-lock.json',
]);

/**
 * What the build writes into the source tree: a build in the copy writes its own, and one running
 * in the project while the copy is made (npm test runs steps side by side) may be rewriting them.
 */
const GENERATED = new Set(['app/generated', 'deploy/nginx/generated']);

/**
 * Copies the project's source into `dir`, which must lie inside the project (e.g. .bench/) so
 * that modules resolve from the project's own node_modules. `content: false` leaves content/
 * out, for a caller that writes its own.
 */
export function copyProjectSource(dir: string, options: { content: boolean }): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(PROJECT_ROOT)) {
    if (NOT_COPIED.has(name) || (name === 'content' && !options.content)) continue;
    fs.cpSync(path.join(PROJECT_ROOT, name), path.join(dir, name), {
      recursive: true,
      filter: (source) => !GENERATED.has(path.relative(PROJECT_ROOT, source).split(path.sep).join('/')),
    });
  }
}

/** Copies live under this gitignored folder of the project (tsc, eslint and vitest skip it). */
export const PROJECT_COPIES_DIR = path.join(PROJECT_ROOT, '.project-copies');

export interface ProjectCopy {
  root: string;
  cleanup(): void;
}

/** A fresh copy of the project, content included, inside the project (see copyProjectSource). */
export function copyProject(): ProjectCopy {
  fs.mkdirSync(PROJECT_COPIES_DIR, { recursive: true });
  const root = fs.mkdtempSync(path.join(PROJECT_COPIES_DIR, 'copy-'));
  copyProjectSource(root, { content: true });
  return {
    root,
    cleanup: () => {
      fs.rmSync(root, { recursive: true, force: true });
      if (fs.readdirSync(PROJECT_COPIES_DIR).length === 0) fs.rmdirSync(PROJECT_COPIES_DIR);
    },
  };
}
