import fs from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './lib/build/chromium.ts';

// The end-to-end tests drive Chromium's headless shell against the built out/, served on loopback
// by the same server `npm start` uses. Playwright's own browser download cannot work here.
const PORT = Number(process.env.E2E_PORT ?? 4173);

// Playwright's own message for a missing browser tells one to download it, which cannot work here.
if (!fs.existsSync(TEST_CHROMIUM_PATH))
  throw new Error(
    `browser tests: no browser at ${TEST_CHROMIUM_PATH}; expected Debian's chromium-headless-shell (apt-get install chromium-headless-shell), or another Chromium's path in CHROMIUM_PATH`,
  );

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // `npm test` runs other steps beside the browser tests (scripts/run-steps.ts), so a page may
  // take longer to come to life than on an idle machine: a wait for what must appear gets 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The default site registers a service worker, which would answer the requests specs
    // intercept with page.route; tests/e2e/service-worker.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: TEST_CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node server/serve.ts',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
