import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  // Built example sites (npm run build:site): an object holding only `ignores` applies to every file.
  { ignores: ['out-sites/**'] },
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'], linterOptions: { reportUnusedDisableDirectives: 'error' } },
];

export default config;
