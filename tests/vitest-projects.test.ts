// `npm run test:unit` stays fast only while every test that runs whole builds in copies of the
// project is in the build project of vitest.config.mts (`npm run test:build`). The tests that do
// are found here by their import of copyProject, the helper that makes the copies. The unit tests
// share a module graph a worker, but for those that change state beyond their file, which run in
// a project of their own.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import config, { BUILD_TESTS, CHANGES_SHARED_STATE, ISOLATED_TESTS, TEST_FILES } from '../vitest.config.mts';

const ROOT = path.resolve(import.meta.dirname, '..');
const IMPORTS_COPY_PROJECT = /^import\s*\{[^}]*\bcopyProject\b[^}]*\}\s*from\s*['"][^'"]*\/project-copy(?:\.ts)?['"]/m;

const testsThatCopyTheProject = () =>
  fs
    .globSync(TEST_FILES, { cwd: ROOT })
    .filter((file) => IMPORTS_COPY_PROJECT.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    .sort();

/** The include and exclude lists of one project of the configuration, and whether it isolates its files. */
function project(name: string): { include: string[]; exclude: string[]; isolate: boolean } {
  const found = (config.test?.projects ?? []).find(
    (entry) => typeof entry === 'object' && 'test' in entry && entry.test?.name === name,
  );
  if (typeof found !== 'object' || !('test' in found)) throw new Error(`no project "${name}" in vitest.config.mts`);
  return {
    include: found.test?.include ?? [],
    exclude: found.test?.exclude ?? [],
    isolate: found.test?.isolate ?? config.test?.isolate ?? true,
  };
}

describe('the vitest projects', () => {
  it('recognises a test that copies the project, and not one that only names the helper', () => {
    expect(IMPORTS_COPY_PROJECT.test("import { copyProject, type ProjectCopy } from '../support/project-copy';")).toBe(
      true,
    );
    expect(IMPORTS_COPY_PROJECT.test("import { copyProject } from '../../lib/build/project-copy.ts';")).toBe(true);
    expect(IMPORTS_COPY_PROJECT.test("import { copyProjectSource } from '../lib/build/project-copy.ts';")).toBe(false);
    expect(IMPORTS_COPY_PROJECT.test('// copyProject makes a copy of the project')).toBe(false);
  });

  it('put every test that copies the project in the build project, and only those', () => {
    const copying = testsThatCopyTheProject();
    expect(copying.length).toBeGreaterThan(0);
    expect([...BUILD_TESTS].sort()).toEqual(copying);
    expect(project('build').include).toEqual(BUILD_TESTS);
  });

  it('leave the build tests out of the unit projects, and nothing else', () => {
    const shared = project('unit-shared');
    expect(shared.include).toEqual([TEST_FILES]);
    for (const file of BUILD_TESTS) expect(shared.exclude).toContain(file);
    expect(shared.exclude.filter((pattern) => pattern.endsWith('.test.ts') || pattern.endsWith('.test.tsx'))).toEqual([
      ...BUILD_TESTS,
      ...ISOLATED_TESTS,
    ]);
    expect(project('unit-isolated').include).toEqual(ISOLATED_TESTS);
    for (const file of BUILD_TESTS) expect(ISOLATED_TESTS).not.toContain(file);
  });

  it('recognise a test that changes state beyond its file, and not one that only reads it', () => {
    for (const text of [
      "vi.mock('node:child_process', async () => ({}));",
      "vi.doMock('./loader.ts');",
      "const warn = vi.spyOn(console, 'warn');",
      "vi.stubGlobal('fetch', fetcher);",
      "vi.stubEnv('SITE_ID', 'stavkablef');",
      'beforeEach(() => vi.useFakeTimers());',
      '// @vitest-environment jsdom',
      'process.chdir(site.root);',
      "process.env.SITE_ID = 'fixture';",
      "process.env['BUILD_TIME'] = NOW;",
      'delete process.env.SITE_ID;',
      'globalThis.fetch = fetcher;',
    ])
      expect(CHANGES_SHARED_STATE.test(text), text).toBe(true);
    for (const text of [
      "const env = { ...process.env, SITE_ID: 'fixture' };",
      "if (process.env.CI === 'true') skip();",
      'expect(globalThis.fetch).toBeDefined();',
      "vi.fn(() => 'answer');",
      'vi.waitFor(() => expect(asked).toEqual([0, 1]));',
    ])
      expect(CHANGES_SHARED_STATE.test(text), text).toBe(false);
  });

  it('run the tests that change state beyond their file in isolation, and the rest in a shared module graph', () => {
    const changing = fs
      .globSync(TEST_FILES, { cwd: ROOT })
      .filter((file) => !BUILD_TESTS.includes(file))
      .filter((file) => CHANGES_SHARED_STATE.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
      .sort();
    // A mocked module (node:child_process here) would leak into the files after it in its worker.
    expect(changing).toContain('postbuild/hosting/page-policies-children.test.ts');
    expect(ISOLATED_TESTS).toEqual(changing);
    expect(project('unit-isolated').isolate).toBe(true);
    expect(project('unit-shared').isolate).toBe(false);
    expect(project('build').isolate).toBe(true);
  });
});
