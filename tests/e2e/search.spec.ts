import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { holdIslands } from './support/hold-islands.ts';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search articles' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test('the search box says Search and fetches its index only on first use', async ({ page }) => {
  const fetched: string[] = [];
  const appData: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/page-data/sq/d/')) fetched.push(request.url());
    if (new URL(request.url()).pathname === '/app-data.json') appData.push(request.url());
  });
  await page.goto('/');
  await expect(box(page)).toHaveAttribute('placeholder', 'Search');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  // The page does not name the index (its address changes with every title): app-data.json does.
  expect(await (await page.request.get('/')).text()).not.toContain('/page-data/sq/');
  const { searchIndex } = await (await page.request.get('/app-data.json')).json();
  await box(page).focus();
  await expect.poll(() => fetched.length).toBe(1);
  expect(new URL(fetched[0]!).pathname).toBe(searchIndex);
  // The box took the address from the shell's version check: no second request before the index.
  expect(appData).toHaveLength(1);
});

test('two characters show nothing, three do', async ({ page }) => {
  await page.goto('/');
  // Three letters first: the index has loaded and the box answers, so what two letters show is
  // the rule's doing, not a box still waiting for its index.
  await box(page).fill('pot');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await box(page).fill('po');
  await expect(results(page)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await box(page).fill('pot');
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test('word order and case do not matter, and results sit under category → subcategory headings', async ({ page }) => {
  await page.goto('/');
  await box(page).fill('OUTS pot');
  const option = results(page).getByRole('option', { name: /Pot Odds and Outs/ });
  await expect(option).toBeVisible();
  await expect(
    results(page)
      .getByRole('group', { name: 'Poker Tutorials → Texas Hold’em Basics' })
      .or(results(page).getByRole('group', { name: "Poker Tutorials → Texas Hold'em Basics" })),
  ).toBeVisible();
  await expect(option).toHaveAttribute('href', '/articles/pot-odds-and-outs-worked-examples/');
  await expect(option).toHaveAttribute('target', '_blank');
});

test('a word found inside a title word matches: "hold" finds Hold\'em', async ({ page }) => {
  await page.goto('/');
  await box(page).fill('hold');
  await expect(
    results(page)
      .getByRole('option', { name: /Hold.em/ })
      .first(),
  ).toBeVisible();
});

test('a missing word means no match, and the empty-state image shows', async ({ page }) => {
  await page.goto('/');
  await box(page).fill('pot zebra');
  await expect(results(page).getByRole('option')).toHaveCount(0);
  await expect(results(page).locator('img[src="/search-empty.svg"]')).toBeVisible();
  await expect(results(page)).toContainText('No articles match');
});

test('choosing a result opens it in a new tab and keeps the typed text', async ({ page, context }) => {
  await page.goto('/');
  await box(page).fill('kelly');
  const [popup] = await Promise.all([context.waitForEvent('page'), results(page).getByRole('option').first().click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toMatch(/^\/articles\/.+\/$/);
  await expect(box(page)).toHaveValue('kelly');
});

test('arrows and Enter open a result, Escape closes the list', async ({ page, context }) => {
  await page.goto('/');
  await box(page).fill('kelly');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toMatch(/^\/articles\//);
  await expect(box(page)).toHaveValue('kelly');
  await page.bringToFront();
  await box(page).focus();
  await page.keyboard.press('Escape');
  await expect(results(page)).toBeHidden();
});

test("a search index that fails to load says it couldn't load, and the page keeps working", async ({ page }) => {
  await page.route('**/page-data/sq/d/**', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/');
  await box(page).fill('kelly');
  await expect(results(page)).toContainText('Couldn’t load the search index');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Authors' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
});

test('text typed before the page has come to life is searched once it has', async ({ page }) => {
  const release = await holdIslands(page);
  await page.goto('/');
  await box(page).fill('kelly');
  await expect(results(page)).toBeHidden();
  release();
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await expect(box(page)).toHaveValue('kelly');
});

// A three-letter word can match most titles; the list grows on request (SEARCH_RESULTS_STEP).
const showMore = (page: Page) => results(page).getByRole('option', { name: /^Show \d+ more/ });
const articleOptions = (page: Page) => results(page).getByRole('option').and(results(page).locator('a'));

test('a word most titles hold lists 20 results, and 20 more each time the reader asks, until all are listed', async ({
  page,
}) => {
  await page.goto('/');
  await box(page).fill('ing');
  await expect(articleOptions(page)).toHaveCount(20);
  const label = (await showMore(page).textContent()) ?? '';
  const notShown = Number(/\((\d+) not shown\)/.exec(label)?.[1]);
  expect(notShown, label).toBeGreaterThan(0);
  expect(label).toBe(`Show ${Math.min(20, notShown)} more (${notShown} not shown)`);
  while (await showMore(page).isVisible()) {
    const before = await articleOptions(page).count();
    await showMore(page).click();
    await expect(articleOptions(page)).toHaveCount(Math.min(before + 20, 20 + notShown));
  }
  await expect(articleOptions(page)).toHaveCount(20 + notShown);
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue('ing');
  // A narrower query starts from 20 again.
  await box(page).fill('ing the');
  await expect(articleOptions(page).first()).toBeVisible();
  expect(await articleOptions(page).count()).toBeLessThanOrEqual(20);
});

test('the active choice stays in sight in a list taller than its box, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  await box(page).fill('ing');
  await expect(showMore(page)).toBeAttached();
  await expect(showMore(page)).not.toBeInViewport();
  await page.keyboard.press('ArrowUp');
  await expect(showMore(page)).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(articleOptions(page).nth(20)).toBeInViewport();
  await page.keyboard.press('ArrowDown');
  await expect(articleOptions(page).nth(21)).toHaveAttribute('aria-selected', 'true');
  await expect(articleOptions(page).nth(21)).toBeInViewport();
});

test('the keyboard reaches "show more" too, and lands on the first of the new results', async ({ page }) => {
  await page.goto('/');
  await box(page).fill('ing');
  await expect(articleOptions(page)).toHaveCount(20);
  await page.keyboard.press('ArrowUp');
  await expect(showMore(page)).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await showMore(page).getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(articleOptions(page)).not.toHaveCount(20);
  const twentyFirst = articleOptions(page).nth(20);
  await expect(twentyFirst).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await twentyFirst.getAttribute('id'))!);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open list, "show more" highlighted, passes axe (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await box(page).fill('ing');
    await expect(showMore(page)).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(showMore(page)).toHaveAttribute('aria-selected', 'true');
    const { violations } = await new AxeBuilder({ page })
      .include('header')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
