// `npm run test:unit` stays fast only while every test that runs whole builds in copies of the
// project is in the build project of vitest.config.mts (`npm run test:build`). The tests that do
// are found here by their import of copyProject, the helper that makes the copies.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import config, { BUILD_TESTS, TEST_FILES } from '../vitest.config.mts';

const ROOT = path.resolve(import.meta.dirname, '..');
const IMPORTS_COPY_PROJECT = /^import\s*\{[^}]*\bcopyProject\b[^}]*\}\s*from\s*['"][^'"]*\/project-copy(?:\.ts)?['"]/m;

const testsThatCopyTheProject = () =>
  fs
    .globSync(TEST_FILES, { cwd: ROOT })
    .filter((file) => IMPORTS_COPY_PROJECT.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    .sort();

/** The include and exclude lists of one project of the configuration. */
function project(name: string): { include: string[]; exclude: string[] } {
  const found = (config.test?.projects ?? []).find(
    (entry) => typeof entry === 'object' && 'test' in entry && entry.test?.name === name,
  );
  if (typeof found !== 'object' || !('test' in found)) throw new Error(`no project "${name}" in vitest.config.mts`);
  return { include: found.test?.include ?? [], exclude: found.test?.exclude ?? [] };
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

  it('leave the build tests out of the unit project, and nothing else', () => {
    const unit = project('unit');
    expect(unit.include).toEqual([TEST_FILES]);
    for (const file of BUILD_TESTS) expect(unit.exclude).toContain(file);
    expect(unit.exclude.filter((pattern) => pattern.endsWith('.test.ts'))).toEqual(BUILD_TESTS);
  });
});
