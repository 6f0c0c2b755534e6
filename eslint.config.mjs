import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  // An object holding only `ignores` applies to every file: built output, built example sites
  // (npm run build:site) and throwaway project copies (lib/build/testing/project-copy.ts).
  { ignores: ['.next/**', 'out/**', 'out-sites/**', '.project-copies/**', '.bench/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
];

export default config;
