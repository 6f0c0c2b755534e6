import { builtinModules } from 'node:module';

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// The code that runs in the browser: every module of ours the client bundle
// (components/islands/client-entry.ts, bundled by lib/build/client-bundle.ts) and the service
// worker (lib/service-worker/worker.ts) include. No Next.js runs there: the post-build step
// replaces the App Router's client, so `next` or `next/*` would bundle part of the router (or
// break) in the browser, and Node's modules do not exist there. One list, so moving browser code
// to another folder changes only this; lib/build/browser-code-lint.test.ts fails when esbuild
// bundles a module of ours this list does not cover.
const BROWSER_CODE = [
  'components/islands/client-entry.ts',
  'components/islands/mount.ts',
  'components/islands/registry.ts',
  'components/islands/site-props.ts',
  'components/article/CopyLinkButton.tsx',
  'components/shell/MenuPanels.tsx',
  'components/shell/SiteMenu.tsx',
  'components/shell/search-box/**',
  'components/ui/Link.tsx',
  'lib/search/engine.ts',
  'lib/search/first-results.ts',
  'lib/search/rules.ts',
  'lib/service-worker/cache-names.ts',
  'lib/service-worker/worker.ts',
  'lib/shell/**',
  'lib/site/constants.ts',
  'lib/site/paths.ts',
  'lib/site/ui-text/fill-template.ts',
];

const RULES = 'docs/client-shell.md, Rules for contributors';
const NOT_IN_THE_BROWSER = {
  next: `Browser code must not import Next.js: no router runs in the browser (${RULES}).`,
  node: `Browser code cannot use Node's modules (${RULES}).`,
};
/** Node's modules by their bare names too (fs, path, fs/promises, …). */
const NODE_MODULES = builtinModules.filter((name) => !name.startsWith('_'));

const config = [
  ...nextVitals,
  ...nextTypescript,
  // An object holding only `ignores` applies to every file: built output, built example sites
  // (npm run build:site) and throwaway project copies (lib/build/testing/project-copy.ts).
  { ignores: ['.next/**', 'out/**', 'out-sites/**', '.project-copies/**', '.bench/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: BROWSER_CODE,
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
          ],
        },
      ],
      // no-restricted-imports does not see import(); the islands and the search engine load that way.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression > Literal[value=/^next($|\\u002F)/]', message: NOT_IN_THE_BROWSER.next },
        { selector: 'ImportExpression > Literal[value=/^node:/]', message: NOT_IN_THE_BROWSER.node },
      ],
    },
  },
];

export default config;
