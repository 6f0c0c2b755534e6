import fs from 'node:fs';
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

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * What makes a test file change state that outlives it in its worker: module mocks and spies,
 * stubbed globals and environment variables, fake timers, the working folder, environment
 * variables set by hand, globals assigned, or a DOM (jsdom tests drive browser modules that keep
 * state and listeners at module level).
 */
export const CHANGES_SHARED_STATE =
  /\bvi\.(?:mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(|@vitest-environment|\bprocess\.chdir\(|\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|\bdelete process\.env\b|\bglobalThis\.\w+\s*=[^=]/;

// The unit tests share one module graph a worker (`isolate: false`): each file would otherwise
// import and compile zod, yaml, the content model and the rest again, which took a sixth of the
// unit step's CPU. A file that changes shared state runs in a fresh module graph of its own, in
// the `unit-isolated` project; the list is read from the files, so a new test that mocks a
// module lands there by itself. tests/vitest-projects.test.ts holds the split.
export const ISOLATED_TESTS = fs
  .globSync(TEST_FILES, { cwd: ROOT })
  .filter((file) => !BUILD_TESTS.includes(file))
  .filter((file) => CHANGES_SHARED_STATE.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
  .sort();

// The tests start many Node processes that run the project's TypeScript (the command-line tools,
// the post-build's children). V8's compile cache keeps their compiled code, and Node's type
// stripping, between processes, so each compiles a module once per change rather than per run.
// The workers and every process they start inherit it.
process.env.NODE_COMPILE_CACHE ??= path.join(ROOT, 'node_modules', '.cache', 'node-compile-cache');

export default defineConfig({
  resolve: { alias: { '@': ROOT } },
  test: {
    environment: 'node',
    // Vitest leaves a core free by default: one worker on a two-core machine. The tests spend much
    // of their time waiting on processes and servers they start, so every core takes a worker.
    maxWorkers: availableParallelism(),
    // npm test runs other steps beside these (scripts/run-steps.ts): a test that starts a process
    // or a server may wait longer for a core than on an idle machine.
    testTimeout: 20_000,
    setupFiles: ['tests/support/dom-waits.ts'],
    hookTimeout: 30_000,
    // Each project inherits the settings above (`extends: true`); lists such as `include` would
    // be joined with the root's, so each project names its own.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-shared',
          include: [TEST_FILES],
          exclude: [...configDefaults.exclude, ...BUILD_TESTS, ...ISOLATED_TESTS],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: ISOLATED_TESTS } },
      { extends: true, test: { name: 'build', include: BUILD_TESTS } },
    ],
  },
});
