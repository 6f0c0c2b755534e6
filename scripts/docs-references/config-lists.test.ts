// The lists the configuration files keep, read the other way round: the reference check
// (docs-references.test.ts) holds that every module a list names exists; this holds that every
// module that exists is in the list that claims all of them, so a new file cannot fall outside
// the tests, the browser tests or the browser's bundles unnoticed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import playwright from '../../playwright.config.ts';
import { TEST_FILES } from '../../vitest.config.mts';
import { browserBundledModules } from './browser-bundles.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tracked = () => execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

describe('the lists the configuration files keep', () => {
  it("vitest's TEST_FILES takes in every unit test of the project", () => {
    const tests = tracked().filter((file) => /\.test\.tsx?$/.test(file));
    expect(tests.length).toBeGreaterThan(100);
    expect(tests.filter((file) => !path.matchesGlob(file, TEST_FILES))).toEqual([]);
  });

  it("Playwright's testDir holds every browser spec", () => {
    const specs = tracked().filter((file) => /\.spec\.ts$/.test(file));
    expect(specs.length).toBeGreaterThan(10);
    expect(specs.filter((file) => !file.startsWith(`${playwright.testDir}/`))).toEqual([]);
  });

  it('every module of browser/ is in a bundle of an entry browser/entry-points.ts names', async () => {
    const bundled = await browserBundledModules();
    // The list of entries is read by the build, never bundled; tests and declarations are no modules.
    const modules = tracked().filter(
      (file) =>
        /^browser\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file) && file !== 'browser/entry-points.ts',
    );
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((file) => !bundled.has(file))).toEqual([]);
  });
});
