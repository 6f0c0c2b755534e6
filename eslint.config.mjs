import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: ['.next/**', 'out/**', '.bench/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'], linterOptions: { reportUnusedDisableDirectives: 'error' } },
];

export default config;
