import { globSync } from 'node:fs';
import { builtinModules } from 'node:module';

import { build } from 'esbuild';

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The code that runs in the browser: everything under browser/ (the shell, the islands' entry,
 * the search engine, the consent gate and bar, the service worker), and every module of ours
 * that browser code imports, statically or with import(), however deep: the islands' components
 * and the small modules of components/ and lib/ they share with the pages' render. It is
 * derived, not listed: esbuild follows the imports of every module of browser/ (tests aside) as
 * the bundles do, the @/ alias included, without entering node_modules (about 0.1 s). No Next.js
 * runs there: the post-build step replaces the App Router's client, so `next` or `next/*` would
 * bundle part of the router (or break) in the browser; Node's modules do not exist there; and
 * the content module reads content/ from disk at build time. browser/browser-code-lint.test.ts
 * holds what the bundles take in to these rules.
 */
async function browserCode() {
  const entryPoints = globSync('browser/**/*.{ts,tsx}', {
    cwd: import.meta.dirname,
    exclude: (file) => /\.test\.tsx?$|\.d\.ts$/.test(file),
  });
  let result;
  try {
    result = await build({
      absWorkingDir: import.meta.dirname,
      entryPoints,
      bundle: true,
      packages: 'external',
      format: 'esm',
      jsx: 'automatic',
      outdir: 'unused',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
  } catch (error) {
    const [first] = error.errors ?? [];
    const where = first?.location ? `${first.location.file}:${first.location.line}: ` : '';
    throw new Error(`eslint.config.mjs: following the browser code's imports failed: ${where}${first?.text ?? error}`);
  }
  const imported = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('browser/'));
  return ['browser/**', ...imported.sort()];
}
const BROWSER_CODE = await browserCode();

const RULES = 'docs/client-shell.md, Rules for contributors';
const NOT_IN_THE_BROWSER = {
  next: `Browser code must not import Next.js: no router runs in the browser (${RULES}).`,
  node: `Browser code cannot use Node's modules (${RULES}).`,
  content: `Browser code must not import the content module: it reads content/ at build time (${RULES}).`,
};
/** Node's modules by their bare names too (fs, path, fs/promises, …). */
const NODE_MODULES = builtinModules.filter((name) => !name.startsWith('_'));

/**
 * Which way the folders may import (docs/conventions.md#imports): the host contract
 * (hosting/) is read at build, on the host and at deploy, so it imports none of them; what the
 * pages render (components/, lib/) never reaches into the post-build step; and scripts import
 * nothing from the tests (SCRIPTS_DIRECTION).
 */
const IMPORT_DIRECTIONS = [
  {
    target: './hosting',
    from: ['./server', './postbuild', './cli', './components', './app'],
    message: 'hosting/ is the host contract: it imports nothing from server/, postbuild/, cli/, components/ or app/.',
  },
  {
    target: ['./components', './lib'],
    from: './postbuild',
    message: 'What the pages render must not import the post-build step: move the shared part to lib/.',
  },
];
/** The scripts themselves, not their tests (which share the tests' support code). */
const SCRIPTS_DIRECTION = {
  target: './scripts',
  from: './tests',
  message: 'scripts/ imports nothing from tests/: move the shared part to lib/.',
};

/** Code that Node runs as it is (type stripping resolves no extensionless path): every folder but those Next.js bundles. */
const NODE_RUN_CODE = [
  'browser/**',
  'cli/**',
  'hosting/**',
  'lib/**',
  'postbuild/**',
  'scripts/**',
  'server/**',
  'tests/**',
];

const NODE_RESOLVES_NO_ALIAS = 'Node resolves no @/ alias: import by relative path, with the extension.';

/** The browser code's import rules, for `files`; `extraPatterns` adds forbidden import patterns. */
function browserCodeRules(files, extraPatterns = []) {
  return {
    files,
    // Tests beside the browser code run in Node (vitest).
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next', message: NOT_IN_THE_BROWSER.next },
            ...NODE_MODULES.map((name) => ({ name, message: NOT_IN_THE_BROWSER.node })),
          ],
          patterns: [
            { group: ['next/*'], message: NOT_IN_THE_BROWSER.next },
            { group: ['node:*'], message: NOT_IN_THE_BROWSER.node },
            ...extraPatterns,
            {
              group: [
                '@/lib/content',
                '@/lib/content/**',
                '**/lib/content',
                '**/lib/content/**',
                '../content',
                '../content/**',
              ],
              message: NOT_IN_THE_BROWSER.content,
            },
          ],
        },
      ],
      // no-restricted-imports does not see import(); the islands and the search engine load that way.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression > Literal[value=/^next($|\\u002F)/]', message: NOT_IN_THE_BROWSER.next },
        { selector: 'ImportExpression > Literal[value=/^node:/]', message: NOT_IN_THE_BROWSER.node },
        { selector: 'ImportExpression > Literal[value=/lib\\u002Fcontent/]', message: NOT_IN_THE_BROWSER.content },
      ],
    },
  };
}

const config = [
  ...nextVitals,
  ...nextTypescript,
  // An object holding only `ignores` applies to every file: built output, built example sites
  // (npm run build:site), throwaway project copies (lib/build/project-copy.ts) and what builds
  // keep between them (.cache/: social images, pages and the compiled app).
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-sites/**',
      '.project-copies/**',
      '.bench/**',
      '.cache/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: IMPORT_DIRECTIONS }] },
  },
  {
    files: ['scripts/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...IMPORT_DIRECTIONS, SCRIPTS_DIRECTION] }] },
  },
  {
    files: NODE_RUN_CODE,
    rules: {
      'import/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*'], message: NODE_RESOLVES_NO_ALIAS }] }],
    },
  },
  // browser/ is also Node-run code (its tests): no alias there either.
  browserCodeRules(['browser/**'], [{ group: ['@/*'], message: NODE_RESOLVES_NO_ALIAS }]),
  browserCodeRules(BROWSER_CODE.filter((glob) => glob !== 'browser/**')),
];

export default config;
