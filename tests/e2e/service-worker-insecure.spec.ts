import { expect, test } from '@playwright/test';

import config from '../../playwright.config.ts';

// www.oddsaces.test resolves to the test server: a page from it over plain HTTP is not a
// secure context, as on a real host without HTTPS (docs/behaviour.md#service-worker-registration).
const { launchOptions } = config.projects?.[0]?.use ?? {};
test.use({
  serviceWorkers: 'allow',
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), '--host-resolver-rules=MAP www.oddsaces.test 127.0.0.1'],
  },
});

test('over plain HTTP from another host: the insecure-context error, no service worker', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  const url = new URL('/articles/kelly-criterion-bet-sizing-worked-examples/', baseURL);
  url.hostname = 'www.oddsaces.test';
  await page.goto(url.href);
  await expect
    .poll(() => errors)
    .toContain('Service workers can only be used over HTTPS, or on localhost for development');
  // Browsers offer no service workers to such a page at all.
  expect(await page.evaluate(() => window.isSecureContext || 'serviceWorker' in navigator)).toBe(false);
});
