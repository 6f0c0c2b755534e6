// The vitest configuration of the mutation run (stryker.config.mjs): the project's own, with only
// the unit tests of the code it mutates. Stryker runs the tests that cover each mutant, many
// times over; the tests of other folders would only slow it down. Of postbuild/hosting, only the
// tests of the CSP hashing: nginx.test.ts, headers-file.test.ts and nginx-config.test.ts compute their
// expected policies with inlineSources itself, so they cannot notice a change in it, and the two
// that call it at the top of the file would make every mutant there rerun every test.
import { defineConfig } from 'vitest/config';

import base from './vitest.config.mts';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One set of tests, not the unit and build projects of the base (vitest.config.mts).
    projects: undefined,
    include: [
      'lib/search/**/*.test.ts',
      'browser/search/**/*.test.ts',
      'browser/shell/**/*.test.ts',
      'postbuild/hosting/inline-sources*.test.ts',
      'postbuild/hosting/page-policies*.test.ts',
      'components/shell/search-box/**/*.test.tsx',
    ],
  },
});
