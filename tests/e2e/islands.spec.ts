import { expect, type Request, test } from '@playwright/test';

import { PREFETCH_FIRST_DELAY_MS } from '../../lib/site/constants.ts';

// When the islands' code (React and the interactive components) loads: not with the page.

/** Says the reader's browser has data-saver on: nothing is fetched ahead of the reader. */
const saveData = () =>
  Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '4g', saveData: true }) });

test('with data-saver, a page loads only the shell’s script; reaching for an island brings the rest', async ({
  page,
}) => {
  await page.addInitScript(saveData);
  const scripts: Promise<number>[] = [];
  let scriptsInFlight = 0;
  page.on('request', (request) => void (request.resourceType() === 'script' && scriptsInFlight++));
  const settled = (request: Request) => void (request.resourceType() === 'script' && scriptsInFlight--);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    // A script still arriving when the test ends has no body to read: it counts for nothing.
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  });
  const scriptBytes = async () => (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/');
  // Everything the page loads without the reader: the shell fetches its service-worker and
  // prefetch modules on the load event. The islands' code would have come 3 s after it, within
  // 2 s more (requestIdleCallback's timeout); data-saver holds it back.
  await expect(page.locator('html[data-shell="ready"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(PREFETCH_FIRST_DELAY_MS + 2500);
  await expect.poll(() => scriptsInFlight).toBe(0);
  // The shell, its service-worker and prefetch modules: some 20 KB before compression. React
  // DOM alone is ten times that.
  const beforeIntent = await scriptBytes();
  expect(beforeIntent).toBeLessThan(40_000);

  await page.getByRole('combobox', { name: 'Search articles' }).hover();
  await expect.poll(scriptBytes).toBeGreaterThan(beforeIntent + 200_000);
});

test('a search asked for in the address shows its results without the reader touching the box', async ({ page }) => {
  await page.goto('/?q=kelly');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search articles' })).toHaveValue('kelly');
});

test('the islands’ code is fetched once the page is idle, after its first second, and nothing is hydrated', async ({
  page,
}) => {
  await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/');
  await expect(page.locator('html[data-shell="ready"]')).toBeAttached();
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd);
  // React DOM is some 180 KB before compression: a chunk that size is the islands' code. The
  // reader has not touched the page.
  const sizes = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.includes('/_next/static/shell/'))
        .map((entry) => (entry as PerformanceResourceTiming).decodedBodySize),
    );
  await expect.poll(async () => Math.max(...(await sizes())), { timeout: 10_000 }).toBeGreaterThan(150_000);
  // Not in the page's first-load JavaScript (every script until 1 s after load, docs/performance.md):
  // it waits for the first batch of prefetched links.
  const started = await page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).decodedBodySize > 150_000)
        .map((entry) => entry.startTime),
    ),
  );
  expect(started - loaded).toBeGreaterThanOrEqual(PREFETCH_FIRST_DELAY_MS - 50);
  // Fetched, not brought to life: no island is React's, and the menu's tree was not asked for.
  const hydrated = await page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')].some((island) =>
      Object.keys(island).some((key) => key.startsWith('__reactContainer')),
    ),
  );
  expect(hydrated).toBe(false);
  const resources = await page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name));
  expect(resources.filter((url) => url.includes('/slice-data/'))).toEqual([]);
});
