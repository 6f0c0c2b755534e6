import { expect, type Page, test } from '@playwright/test';

import { SAMPLE_PAGES } from './pages.ts';

// Pages shown in place by the shell (browser/shell/runtime) against the same pages loaded in full.

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** What a reader and a search engine get of the open page: its head and its main region. */
function snapshot(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    head: [...document.head.children].map((element) => element.outerHTML).sort(),
    main: document.querySelector('main#main')?.innerHTML ?? '',
    mains: document.querySelectorAll('main').length,
  }));
}

/** Puts a link to `path` in the open page and follows it, as a reader's click. */
async function follow(page: Page, path: string) {
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = `Go to ${href}`;
    document.querySelector('main')?.prepend(link);
  }, path);
  await page.getByRole('link', { name: `Go to ${path}` }).click();
  await expect(page).toHaveURL(path);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/authors/');
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
  await markDocument(page);
});

for (const { kind, path } of SAMPLE_PAGES.filter(({ kind }) => kind !== 'not-found' && kind !== 'authors')) {
  test(`the ${kind} page shown in place is the page a full load shows`, async ({ page }) => {
    await follow(page, path);
    await expect(page.locator('main#main h1')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    const inPlace = await snapshot(page);

    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    expect(inPlace).toEqual(await snapshot(page));
  });
}

test('back and forward show their pages in place, each at its own scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  const link = page.getByRole('main').locator('a[href^="/authors/"]').nth(5);
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // A new page starts at its top, with focus at the start of its content.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  expect(await sameDocument(page)).toBe(true);
});

test("a page's islands work when it is shown in place, and after the reader leaves and returns", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const article = '/articles/pot-odds-and-outs-worked-examples/';
  await follow(page, article);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // The header's islands stayed: the menu opens and takes the reader on, in place.
  await page.getByRole('button', { name: 'Order' }).click();
  await page.getByRole('menuitem', { name: 'Bankroll Management' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankroll Management');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(article);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('a link to a part of another page shows that page scrolled to the part', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await follow(page, '/privacy-policy/#main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(true);
});
