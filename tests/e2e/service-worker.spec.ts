import { expect, test } from '@playwright/test';

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
