import { expect, type Page, test } from '@playwright/test';

import { PREFETCH_BATCH_INTERVAL_MS, PREFETCH_BATCH_SIZE, PREFETCH_FIRST_DELAY_MS } from '../../lib/site/constants.ts';

/** Page-data requests made after load, with their time in ms since the document started. */
function recordPrefetches(page: Page) {
  const log: { path: string; at: number }[] = [];
  let started = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) started = Date.now();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/page-data/') && !url.pathname.startsWith('/page-data/sq/'))
      log.push({ path: url.pathname, at: Date.now() - started });
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

/** When the page's load event started and ended, by the page's clock. */
function loadEvent(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { start: navigation!.loadEventStart, end: navigation!.loadEventEnd };
  });
}

/** Timers fire a little late, never early; the page's clock rounds to 0.1 ms and so may a start time. */
const EARLY_MS = 5;
/**
 * How late a batch may start and still count as on time: the prefetch module is fetched after
 * the load event, a timer can be held up by a busy machine, and a batch waits for the one before
 * it to settle. A prefetch that forgot its delay, or waited twice as long, is far outside it.
 */
const LATE_MS = 1500;
const BATCHES = 3;

test('links in view are prefetched in batches of 4, from 3 s after load, 3 s apart', async ({ page }) => {
  test.setTimeout(30_000);
  // A tall window puts a dozen links in view at once.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/');
  // Three full batches: the first, and two that each follow the one before.
  await expect
    .poll(async () => (await pageDataRequestsByPageClock(page)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(BATCHES * PREFETCH_BATCH_SIZE);
  const log = await pageDataRequestsByPageClock(page);
  const load = await loadEvent(page);
  // Requests that start within 500 ms of each other belong to one batch.
  const batches: number[][] = [];
  for (const entry of log) {
    const last = batches.at(-1);
    if (last && entry.at - last[0]! < 500) last.push(entry.at);
    else batches.push([entry.at]);
  }
  for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(PREFETCH_BATCH_SIZE);
  for (const batch of batches.slice(0, BATCHES)) expect(batch).toHaveLength(PREFETCH_BATCH_SIZE);
  const first = batches[0]![0]!;
  expect(first).toBeGreaterThanOrEqual(load.start + PREFETCH_FIRST_DELAY_MS - EARLY_MS);
  expect(first).toBeLessThanOrEqual(load.end + PREFETCH_FIRST_DELAY_MS + LATE_MS);
  for (let i = 1; i < batches.length; i++) {
    const gap = batches[i]![0]! - batches[i - 1]![0]!;
    expect(gap, `batch ${i + 1} after batch ${i}`).toBeGreaterThanOrEqual(PREFETCH_BATCH_INTERVAL_MS - EARLY_MS);
    expect(gap, `batch ${i + 1} after batch ${i}`).toBeLessThanOrEqual(PREFETCH_BATCH_INTERVAL_MS + LATE_MS);
  }
  expect(new Set(log.map((e) => e.path)).size).toBe(log.length);
});

/**
 * Waits, by the page's clock, until the first batch would have been asked for and answered:
 * the shell is running, the page has loaded, and the first delay and the lateness the first
 * test allows a batch have passed.
 */
async function pastTheFirstBatch(page: Page) {
  await expect(page.locator('html[data-shell="ready"]')).toBeAttached();
  await page.waitForFunction(
    (wait) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loaded = navigation !== undefined && navigation.loadEventEnd > 0;
      return loaded && performance.now() > navigation.loadEventEnd + wait;
    },
    PREFETCH_FIRST_DELAY_MS + LATE_MS,
    { timeout: 15_000 },
  );
}

test('hovering a link loads it at once', async ({ page }) => {
  const log = recordPrefetches(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gaming Trends' }).hover();
  await expect.poll(() => log.map((e) => e.path)).toContain('/page-data/gaming-trends/page-data.json');
  expect(log.find((e) => e.path === '/page-data/gaming-trends/page-data.json')!.at).toBeLessThan(2900);
});

test('a link the pointer rests on before prefetching starts is loaded as it starts', async ({ page }) => {
  // Prefetching starts after the load event, which waits for the banner: held back, it keeps the
  // page loading while the pointer comes to rest on the link, and the pointer moves no more.
  let release!: () => void;
  const banner = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/banner.svg', async (route) => {
    await banner;
    await route.continue();
  });
  try {
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gaming Trends' }).hover();
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  } finally {
    release();
  }
  const path = '/page-data/gaming-trends/page-data.json';
  await expect.poll(async () => (await pageDataRequestsByPageClock(page)).map((e) => e.path)).toContain(path);
  const { at } = (await pageDataRequestsByPageClock(page)).find((e) => e.path === path)!;
  // Before the first batch could start: the link was asked for itself, not found in view.
  const load = await loadEvent(page);
  expect(at).toBeGreaterThanOrEqual(load.start - EARLY_MS);
  expect(at).toBeLessThan(load.start + PREFETCH_FIRST_DELAY_MS - EARLY_MS);
});

test.describe('for a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  test('nothing is prefetched', async ({ page }) => {
    const log = recordPrefetches(page);
    await page.goto('/');
    await pastTheFirstBatch(page);
    expect(log).toEqual([]);
    expect(await pageDataRequestsByPageClock(page)).toEqual([]);
  });
});

test('with data-saver on, nothing is prefetched', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '4g', saveData: true }) });
  });
  const log = recordPrefetches(page);
  await page.goto('/');
  await pastTheFirstBatch(page);
  expect(log).toEqual([]);
  expect(await pageDataRequestsByPageClock(page)).toEqual([]);
});
