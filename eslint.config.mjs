import { builtinModules } from 'node:module';

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// The code that runs in the browser: everything under browser/ (the shell, the islands' entry,
// the search engine, the service worker), and the modules of components/ and lib/ that the client
// bundle (browser/islands/client-entry.ts, bundled by postbuild/client-bundle.ts) or the service
// worker also include. No Next.js runs there: the post-build step replaces the App Router's
// client, so `next` or `next/*` would bundle part of the router (or break) in the browser; Node's
// modules do not exist there; and the content module reads content/ from disk at build time.
// browser/browser-code-lint.test.ts fails when esbuild bundles a module of ours this list misses.
const BROWSER_CODE = [
  'browser/**',
  // Shared with the pages' render: the islands' components and the small modules they use.
  'components/islands/site-props.ts',
  'components/article/CopyLinkButton.tsx',
  'components/shell/MenuPanels.tsx',
  'components/shell/SiteMenu.tsx',
  'components/shell/menu-icons.tsx',
  'components/shell/search-box/**',
  'components/ui/Link.tsx',
  'lib/search/first-results.ts',
  'lib/search/rules.ts',
  'lib/search/shards.ts',
  'lib/site/consent-record.ts',
  'lib/site/constants.ts',
  'lib/site/forget-scripts.ts',
  'lib/site/paths.ts',
  'lib/site/server-error-path.ts',
  'lib/site/ui-text/fill-template.ts',
];

const RULES = 'docs/client-shell.md, Rules for contributors';
const NOT_IN_THE_BROWSER = {
  next: `Browser code must not import Next.js: no router runs in the browser (${RULES}).`,
  node: `Browser code cannot use Node's modules (${RULES}).`,
  content: `Browser code must not import the content module: it reads content/ at build time (${RULES}).`,
};
/** Node's modules by their bare names too (fs, path, fs/promises, …). */
const NODE_MODULES = builtinModules.filter((name) => !name.startsWith('_'));

/**
 * Which way the folders may import (docs/architecture.md#where-things-are): the host contract
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
  // (npm run build:site) and throwaway project copies (lib/build/project-copy.ts).
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-sites/**',
      '.project-copies/**',
      '.bench/**',
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
