// run-deploy.sh's resolver (resolve-packages.ts), in a copy of the layout the deploy job has: a
// package name comes from the packages installed in this folder first, and a node_modules anywhere
// else, such as one a hostile artifact left at the root of the checkout, is refused.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

const checkout = mkdtempSync(path.join(tmpdir(), 'idn-resolve-'));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
  writeFileSync(path.join(checkout, file), text);
}

/** A package `name` in `folder` whose default export is `value`, importing `imports`. */
function writePackage(folder: string, name: string, value: string, imports = '') {
  write(`${folder}/${name}/package.json`, JSON.stringify({ name, type: 'module', exports: './index.js' }));
  write(`${folder}/${name}/index.js`, `${imports}\nexport default ${JSON.stringify(value)};`);
}

copyFileSync(path.join(import.meta.dirname, 'resolve-packages.ts'), path.join(checkout, 'resolve-packages.ts'));
mkdirSync(path.join(checkout, 'cli/deploy/install'), { recursive: true });
copyFileSync(
  path.join(import.meta.dirname, 'resolve-packages.ts'),
  path.join(checkout, 'cli/deploy/install/resolve-packages.ts'),
);
writePackage('cli/deploy/install/node_modules', 'dep', 'dep');
writePackage('cli/deploy/install/node_modules', 'pkg', 'locked', "import dep from 'dep'; if (dep !== 'dep') throw 0;");
writePackage('node_modules', 'pkg', 'hostile');
writePackage('node_modules', 'only-here', 'hostile');
writePackage('cli/node_modules', 'pkg', 'hostile');

/** Runs `module` (of the checkout) as run-deploy.sh runs the deploy: its output, or its error. */
function run(module: string, source: string): string {
  write(module, source);
  try {
    return execFileSync(
      process.execPath,
      ['--import', path.join(checkout, 'cli/deploy/install/resolve-packages.ts'), module],
      { cwd: checkout, stdio: 'pipe' },
    )
      .toString()
      .trim();
  } catch (error) {
    return (error as { stderr: Buffer }).stderr.toString();
  }
}

describe('the deploy resolver', () => {
  it("takes a package from the deploy's install, not a node_modules beside the importing module", () => {
    expect(run('cli/deploy/run.mjs', "import value from 'pkg'; console.log(value);")).toBe('locked');
    expect(run('run.mjs', "import value from 'pkg'; console.log(value);")).toBe('locked');
  });

  it('refuses a package only a node_modules outside the install holds', () => {
    expect(run('cli/deploy/other.mjs', "import 'only-here';")).toMatch(
      /deploy: "only-here" \(imported by file:.*\/cli\/deploy\/other\.mjs\) resolves to .* expected a package of file:.*\/cli\/deploy\/install\/node_modules\//,
    );
  });

  it('refuses a module inside another node_modules, however it is named', () => {
    expect(run('cli/relative.mjs', "import '../node_modules/pkg/index.js';")).toMatch(
      /deploy: "\.\.\/node_modules\/pkg\/index\.js" .* resolves to file:.*\/node_modules\/pkg\/index\.js; expected a package of/,
    );
  });

  it('keeps node: modules and those of the checkout', () => {
    write('lib/a.mjs', "export const a = 'a';");
    expect(
      run('cli/b.mjs', "import { a } from '../lib/a.mjs'; import { sep } from 'path'; console.log(a + sep);"),
    ).toBe('a/');
  });
});
