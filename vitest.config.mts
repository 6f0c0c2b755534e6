import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { configDefaults, defineConfig } from 'vitest/config';

/** Every test file of the project, in the folders that hold code. */
export const TEST_FILES =
  '{browser,cli,components,content,hosting,lib,postbuild,scripts,server,tests}/**/*.test.{ts,tsx}';

// The tests that run whole builds in throwaway copies of the project (copyProject): minutes each,
// so they are a project of their own, `npm run test:build`, and `npm run test:unit` stays fast.
// `npm test` runs both. tests/vitest-projects.test.ts fails when a test that copies the project
// is missing here, or one listed here no longer does.
export const BUILD_TESTS = [
  'cli/generate/build.test.ts',
  'lib/content/publication-build.test.ts',
  'scripts/incremental-build.test.ts',
  'scripts/reproducible-build.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    environment: 'node',
    // Vitest leaves a core free by default: one worker on a two-core machine. The tests spend much
    // of their time waiting on processes and servers they start, so every core takes a worker.
    maxWorkers: availableParallelism(),
    // npm test runs other steps beside these (scripts/run-steps.ts): a test that starts a process
    // or a server may wait longer for a core than on an idle machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each project inherits the settings above (`extends: true`); lists such as `include` would
    // be joined with the root's, so each project names its own.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: [TEST_FILES], exclude: [...configDefaults.exclude, ...BUILD_TESTS] },
      },
      { extends: true, test: { name: 'build', include: BUILD_TESTS } },
    ],
  },
});
