import { expect, test } from '@playwright/test';

import { buildCacheName } from '../../browser/service-worker/cache-names.ts';
import { expectNothingMoreWithin } from './support/quiet-window.ts';

// The default site turns the service worker on (content/oddsaces/site.yaml), and 127.0.0.1
// counts as this machine, so the worker registers here. The other specs block workers: a
// worker would answer the requests they intercept.
test.use({ serviceWorkers: 'allow' });

const ARTICLE = '/articles/kelly-criterion-bet-sizing-worked-examples/';

test('a visited article opens offline; a page never visited shows the offline page', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.goto(ARTICLE);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first page was loaded before the worker existed: it asks the worker to save it.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(window.location.href)))).toBe(true);

  // Every cache belongs to the running build, so a new build starts from empty ones.
  const { buildHash } = await (await page.request.get('/app-data.json')).json();
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames.length).toBeGreaterThan(0);
  for (const name of cacheNames) expect(name).toMatch(new RegExp(`^idn-.*-${buildHash}$`));

  // Offline, the version check and prefetches fail as they must: only the online part is held to no errors.
  expect(errors).toEqual([]);
  await context.setOffline(true);
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');

  await page.goto('/terms/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page).toHaveURL(/\/terms\/$/);
});

test('a page opened offline searches the titles that a search online saved', async ({ page, context }) => {
  const box = page.getByRole('combobox', { name: 'Search articles' });
  const kelly = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: /Kelly/ }).first();
  await page.goto(ARTICLE);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // No page names the search index's address: app-data.json does, and the worker keeps it as it
  // keeps page data (the first page asked it to save the copy the version check fetched).
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/app-data.json')))).toBe(true);
  await box.fill('kelly');
  await expect(kelly).toBeVisible();

  await context.setOffline(true);
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await box.fill('kelly');
  await expect(kelly).toBeVisible();
});

/** Each cache of the worker, the most it keeps, and a file of the built site to ask for under many names. */
const LIMITS = [
  { cache: 'pages', limit: 100, url: '/terms/', as: 'fetch' },
  { cache: 'static', limit: 300, url: 'shell-script', as: 'fetch' },
  { cache: 'data', limit: 300, url: '/page-data/terms/page-data.json', as: 'fetch' },
  { cache: 'images', limit: 100, url: '/logo.svg', as: 'image' },
] as const;

test('each cache keeps its most recent entries up to its limit: 100 pages, 300 files', async ({ page }) => {
  test.setTimeout(120_000);
  // No prefetch: its pages would enter the caches while the test counts them.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: '4g', saveData: true }) });
  });
  await page.goto(ARTICLE);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The worker has saved the first page (and its files) already: what the test adds is newer.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(window.location.href)))).toBe(true);
  const { buildHash } = await (await page.request.get('/app-data.json')).json();
  const shellScript = await page.locator('script[src^="/_next/static/shell/"]').first().getAttribute('src');

  for (const { cache, limit, url, as } of LIMITS) {
    // A query string makes another entry of the same file: ten more than the cache keeps.
    const base = url === 'shell-script' ? shellScript! : url;
    const urls = Array.from({ length: limit + 10 }, (_, i) => `${base}?entry=${i}`);
    await page.evaluate(
      async ({ urls, as }) => {
        const load = async (url: string) => {
          if (as === 'fetch') return void (await (await fetch(url)).arrayBuffer());
          const image = new Image();
          image.src = url;
          await image.decode();
        };
        // The first alone, so it is the oldest, and the last alone, so it is the newest; the
        // rest ten at a time, to keep the test quick.
        const [first, ...rest] = urls;
        const last = rest.pop()!;
        await load(first!);
        for (let i = 0; i < rest.length; i += 10) await Promise.all(rest.slice(i, i + 10).map(load));
        await load(last);
      },
      { urls, as },
    );
    const name = buildCacheName(cache, buildHash);
    const kept = () =>
      page.evaluate(async (name) => {
        const requests = await (await caches.open(name)).keys();
        return requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
      }, name);
    // The worker drops entries after it has saved a new one, in the background.
    await expect.poll(async () => (await kept()).length, { message: name }).toBe(limit);
    await expectNothingMoreWithin(500, async () => expect(await kept(), name).toHaveLength(limit));
    const entries = await kept();
    expect(entries, name).toContain(urls.at(-1));
    expect(entries, name).not.toContain(urls[0]);
  }
});
