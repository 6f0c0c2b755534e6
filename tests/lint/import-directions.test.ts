// The folders' import directions and the import style of Node-run code, as ESLint enforces them
// (eslint.config.mjs): each forbidden import is refused by the rule named, and the allowed
// direction passes, so a rule that stops matching fails here rather than silently.
import path from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

/** The rules `code` breaks when it is the file `file` (a path in the project that need not exist). */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('import directions', { timeout: 60_000 }, () => {
  it.each([
    ['hosting/probe.ts', "import { createSiteServer } from '../server/site-server.ts';"],
    ['hosting/probe.ts', "import { renderPages } from '../postbuild/client-bundle.ts';"],
    ['hosting/probe.ts', "import { deploy } from '../cli/deploy/deploy.ts';"],
    ['hosting/probe.ts', "import { Header } from '../components/shell/Header.tsx';"],
    ['hosting/probe.ts', "import Home from '../app/page.tsx';"],
    ['components/shell/Probe.tsx', "import { buildDataFiles } from '@/postbuild/data-files/build-data-files';"],
    ['lib/site/probe.ts', "import { buildDataFiles } from '../../postbuild/data-files/build-data-files.ts';"],
    ['scripts/probe.ts', "import { createFixtureSite } from '../tests/support/content/fixture-site.ts';"],
  ])('%s may not %s', async (file, code) => {
    expect(await brokenRules(file, `${code}\nexport {};\n`)).toContain('import/no-restricted-paths');
  });

  it.each([
    ['postbuild/probe.ts', "import { renderHeadersFile } from '../hosting/headers-file.ts';"],
    ['server/probe.ts', "import { isHostFilePath } from '../hosting/host-files.ts';"],
    ['cli/deploy/probe.ts', "import { HOST_FILES } from '../../hosting/host-files.ts';"],
    ['scripts/probe.test.ts', "import { createFixtureSite } from '../tests/support/content/fixture-site.ts';"],
  ])('%s may %s', async (file, code) => {
    expect(await brokenRules(file, `${code}\nexport {};\n`)).not.toContain('import/no-restricted-paths');
  });
});

describe('the import style of code Node runs', { timeout: 60_000 }, () => {
  it('refuses a relative import without its extension, and the @/ alias', async () => {
    expect(await brokenRules('lib/site/probe.ts', "import { paths } from './paths';\nexport { paths };\n")).toContain(
      'import/extensions',
    );
    expect(
      await brokenRules('postbuild/probe.ts', "import { paths } from '@/lib/site/paths';\nexport { paths };\n"),
    ).toContain('no-restricted-imports');
    expect(
      await brokenRules('browser/probe.ts', "import { paths } from '@/lib/site/paths';\nexport { paths };\n"),
    ).toContain('no-restricted-imports');
  });

  it('takes the same imports with their extension, and the alias where Next.js bundles the code', async () => {
    expect(await brokenRules('lib/site/probe.ts', "import { paths } from './paths.ts';\nexport { paths };\n")).toEqual(
      [],
    );
    expect(
      await brokenRules('components/ui/Probe.tsx', "import { paths } from '@/lib/site/paths';\nexport { paths };\n"),
    ).toEqual([]);
  });
});
