import { expect, type Page, test } from '@playwright/test';

/** Page-data requests made after load, with their time in ms since the document started. */
function recordPrefetches(page: Page) {
  const log: { path: string; at: number }[] = [];
  let started = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) started = Date.now();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/page-data/') && !url.pathname.startsWith('/page-data/sq/')) log.push({ path: url.pathname, at: Date.now() - started });
  });
  return log;
}

/**
 * The page-data requests the page made, timed by the page's own clock (ms since its navigation
 * started): the test process, slowed by a busy machine, would see the events late.
 */
function pageDataRequestsByPageClock(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }))
      .filter(({ path }) => path.startsWith('/page-data/') && !path.startsWith('/page-data/sq/')),
  );
}

test('links in view are prefetched in batches of 4, from 3 s after load, 3 s apart', async ({ page }) => {
  test.setTimeout(30_000);
  // A tall window puts a dozen links in view at once.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/');
  await page.waitForTimeout(10_500);
  const log = await pageDataRequestsByPageClock(page);
  expect(log.length).toBeGreaterThanOrEqual(8);
  expect(log[0]!.at).toBeGreaterThanOrEqual(2900);
  // Requests that start within 500 ms of each other belong to one batch.
  const batches: number[][] = [];
  for (const entry of log) {
    const last = batches.at(-1);
    if (last && entry.at - last[0]! < 500) last.push(entry.at);
    else batches.push([entry.at]);
  }
  for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(4);
  expect(batches[0]).toHaveLength(4);
  for (let i = 1; i < batches.length; i++) expect(batches[i]![0]! - batches[i - 1]![0]!).toBeGreaterThanOrEqual(2900);
  expect(new Set(log.map((e) => e.path)).size).toBe(log.length);
});

test('hovering a link loads it at once', async ({ page }) => {
  const log = recordPrefetches(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gaming Trends' }).hover();
  await expect.poll(() => log.map((e) => e.path)).toContain('/page-data/gaming-trends/page-data.json');
  expect(log.find((e) => e.path === '/page-data/gaming-trends/page-data.json')!.at).toBeLessThan(2900);
});

test.describe('for a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  test('nothing is prefetched', async ({ page }) => {
    const log = recordPrefetches(page);
    await page.goto('/');
    await page.waitForTimeout(4500);
    expect(log).toEqual([]);
  });
});

test('with data-saver on, nothing is prefetched', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '4g', saveData: true }) });
  });
  const log = recordPrefetches(page);
  await page.goto('/');
  await page.waitForTimeout(4500);
  expect(log).toEqual([]);
});
