// Numbered listing pages, on a site large enough to need them: out-sites/synthetic/, 800
// synthetic articles by 20 authors (`npm run build:synthetic`; npm test builds it),
// served here on a port of its own. The default site's lists fit on one page.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { startServe, type RunningServe } from '../support/hosting/site-server.ts';
import { LISTING_PAGE_SIZE } from '../../lib/site/constants.ts';

const SITE_DIR = path.resolve('out-sites/synthetic');

test.skip(!existsSync(path.join(SITE_DIR, 'index.html')), 'run `npm run build:synthetic` first (npm test does)');

let site: RunningServe;
const url = (pathname: string) => `${site.baseURL}${pathname}`;

/** The number of pages the build wrote for the listing at `firstPage` ('/a/b/'). */
function pagesWritten(firstPage: string): number {
  const dir = path.join(SITE_DIR, firstPage, 'page');
  return existsSync(dir) ? 1 + readdirSync(dir).length : 1;
}

/** The listing of `parent`'s children (subcategories of a category, or authors) with the most pages. */
function longestListing(parents: string[]): { firstPage: string; pages: number } {
  const listings = parents.flatMap((parent) =>
    readdirSync(path.join(SITE_DIR, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(SITE_DIR, parent, entry.name, 'index.html')))
      .map((entry) => `${parent}${entry.name}/`),
  );
  return listings
    .map((firstPage) => ({ firstPage, pages: pagesWritten(firstPage) }))
    .sort((a, b) => b.pages - a.pages)[0]!;
}

const CATEGORIES = ['/poker-game-variations/', '/bankroll-management/', '/betting-strategies/'];

/** The article links of the listing's cards on the page shown. */
const cardLinks = (page: Page) =>
  page.locator('main ul > li h3 a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));

test.beforeAll(async () => {
  site = await startServe({ outDir: SITE_DIR });
});

test.afterAll(async () => {
  await site?.stop();
});

test('a subcategory lists each of its articles once over its numbered pages, 24 a page', async ({ page }) => {
  const { firstPage, pages } = longestListing(CATEGORIES);
  expect(pages).toBeGreaterThanOrEqual(2);
  const category = `/${firstPage.split('/')[1]}/`;
  await page.goto(url(category));
  const allLink = page.locator(`main a[href="${firstPage}"]`).filter({ hasText: /^All \d+ articles in / });
  const total = Number((await allLink.textContent())!.match(/^All (\d+) articles/)![1]);

  const seen: string[] = [];
  for (let number = 1; number <= pages; number += 1) {
    const address = number === 1 ? firstPage : `${firstPage}page/${number}/`;
    const response = await page.goto(url(address));
    expect(response?.status(), address).toBe(200);
    const links = await cardLinks(page);
    expect(links.length, address).toBeGreaterThan(0);
    expect(links.length, address).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
    if (number < pages) expect(links.length, address).toBe(LISTING_PAGE_SIZE);
    seen.push(...links);

    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText(String(number));
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(number > 1 ? 1 : 0);
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(number < pages ? 1 : 0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${address.replace(/\//g, '\\/')}$`),
    );
    if (number > 1) {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Page ${number} of ${pages}`);
      await expect(page).toHaveTitle(new RegExp(`Page ${number} of ${pages}`));
    }
  }
  // An article filed under two labels of the subcategory is listed under both; it is still one article.
  expect(new Set(seen).size).toBe(total);
});

test('the pages are walked with Next and Previous in place, by the shell, and by keyboard', async ({ page }) => {
  const { firstPage, pages } = longestListing(CATEGORIES);
  expect(pages).toBeGreaterThanOrEqual(2);
  const address = (number: number) => (number === 1 ? firstPage : `${firstPage}page/${number}/`);
  await page.goto(url(firstPage));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const nav = page.getByRole('navigation', { name: 'Pagination' });

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(url(address(2)));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Page 2 of ${pages}`);

  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(url(address(1)));

  await nav.getByRole('link', { name: `Page ${pages}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url(address(pages)));
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(url(address(pages - 1)));
  // Each page had page data of its own: the shell never fell back to loading a whole document.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("an author's pages hold all their articles newest first, the biography on the first", async ({ page }) => {
  const { firstPage, pages } = longestListing(['/authors/']);
  expect(pages).toBeGreaterThanOrEqual(2);
  const seen: string[] = [];
  const dates: string[] = [];
  let biography = '';
  for (let number = 1; number <= pages; number += 1) {
    const address = number === 1 ? firstPage : `${firstPage}page/${number}/`;
    await page.goto(url(address));
    const links = await cardLinks(page);
    expect(links.length, address).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
    if (number < pages) expect(links.length, address).toBe(LISTING_PAGE_SIZE);
    seen.push(...links);
    dates.push(
      ...(await page
        .locator('main ul > li time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))),
    );
    // The biography is the last paragraph before the list, on the first page only.
    if (number === 1) biography = (await page.locator('main p.max-w-prose').last().textContent())!;
    else await expect(page.locator('main')).not.toContainText(biography);
  }
  expect(biography.length).toBeGreaterThan(20);
  expect(new Set(seen).size).toBe(seen.length);
  expect(dates).toEqual([...dates].sort().reverse());

  // The last article listed is by this author.
  await page.goto(url(seen.at(-1)!));
  const name = firstPage.split('/')[2]!;
  await expect(page.locator(`main a[href="/authors/${name}/"]`).first()).toBeVisible();
});

test('only the pages a listing has exist, and each is in sitemap.xml', async ({ request }) => {
  const { firstPage, pages } = longestListing(CATEGORIES);
  for (const address of [
    `${firstPage}page/1/`,
    `${firstPage}page/${pages + 1}/`,
    `${firstPage}page/0/`,
    `${firstPage}page/x/`,
  ]) {
    expect((await request.get(url(address))).status(), address).toBe(404);
  }
  const sitemap = await (await request.get(url('/sitemap.xml'))).text();
  for (let number = 2; number <= pages; number += 1) expect(sitemap).toContain(`${firstPage}page/${number}/</loc>`);
});

test('a later page passes axe, at a narrow and a wide width', async ({ page }) => {
  const { firstPage } = longestListing(CATEGORIES);
  for (const width of [400, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url(`${firstPage}page/2/`));
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
});

test("the default site's short lists have no page numbers", async ({ page }) => {
  await page.goto('/bankroll-management/bet-sizing/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bet Sizing');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});
