// The import graph's rules: `npm run lint:imports`, part of `npm run lint`. Type-only imports
// count: a cycle of types still makes a reader hold every module of it at once. The cycles of
// scripts/bench/ that the check found when it came are listed in
// .dependency-cruiser-known-violations.json and pass (`--ignore-known`); any other fails.
/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both sides need into a module of its own that imports neither.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-model-entry',
      severity: 'error',
      comment: "The content model has one entry point: import lib/content/model/index.ts, not the folder's files.",
      from: { pathNot: '^lib/content/model/' },
      to: { path: '^lib/content/model/', pathNot: '^lib/content/model/index[.]ts$' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the checker cannot follow would hide the cycles through it.',
      from: {},
      // esbuild's virtual module (postbuild/consent-gate.ts) and the stylesheet `npm run styles` writes.
      to: { couldNotResolve: true, pathNot: ['^virtual:', '^[.]/generated/site[.]css$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '^(node_modules|[.]next|out|out-sites|[.]project-copies|[.]bench|[.]cache|test-results|playwright-report)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

export default config;
