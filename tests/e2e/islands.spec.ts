import { expect, type Request, test } from '@playwright/test';

// When the islands' code (React and the interactive components) loads: not with the page.

test('a page loads only the shell’s script; reaching for an island brings the rest', async ({ page }) => {
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
  // prefetch modules on the load event, and the first prefetch (3 s after it) shows those have
  // arrived and run. Islands loaded on their own would have been asked for by then too.
  await expect(page.locator('html[data-shell="ready"]')).toBeAttached();
  const prefetched = () =>
    page.evaluate(() => {
      const paths = performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname);
      return paths.some((path) => path.startsWith('/page-data/') && !path.startsWith('/page-data/sq/'));
    });
  await expect.poll(prefetched, { timeout: 10_000 }).toBe(true);
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
