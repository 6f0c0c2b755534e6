// Listing pages on a site large enough to need them: out-sites/synthetic/, 800 synthetic
// articles by 8 authors (`npm run build:synthetic`; npm test builds it), served here on a port
// of its own. A listing's own address shows its newest articles; archive pages
// (/…/archive/1/, the oldest, and on) hold the older ones, LISTING_PAGE_SIZE each
// (lib/site/pagination.ts). The default site's lists fit on one page.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import type { RunningServe } from '../support/hosting/site-server.ts';
import { LISTING_PAGE_SIZE } from '../../lib/site/constants.ts';
import { expect, test } from './support/test.ts';

const SITE_DIR = path.resolve('out-sites/synthetic');

test.skip(!existsSync(path.join(SITE_DIR, 'index.html')), 'run `npm run build:synthetic` first (npm test does)');

let site: RunningServe;
const url = (pathname: string) => `${site.baseURL}${pathname}`;

/** The number of archive pages the build wrote for the listing at `firstPage` ('/a/b/'). */
function archivesWritten(firstPage: string): number {
  const dir = path.join(SITE_DIR, firstPage, 'archive');
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

/** The listing of `parent`'s children (subcategories of a category, or authors) with the most archive pages. */
function longestListing(parents: string[]): { firstPage: string; archives: number } {
  const listings = parents.flatMap((parent) =>
    readdirSync(path.join(SITE_DIR, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(SITE_DIR, parent, entry.name, 'index.html')))
      .map((entry) => `${parent}${entry.name}/`),
  );
  return listings
    .map((firstPage) => ({ firstPage, archives: archivesWritten(firstPage) }))
    .sort((a, b) => b.archives - a.archives)[0]!;
}

/** The addresses of a listing's pages in reading order: its own, then its archive pages from the newest. */
const readingOrder = (firstPage: string, archives: number) => [
  firstPage,
  ...Array.from({ length: archives }, (_, index) => `${firstPage}archive/${archives - index}/`),
];

const CATEGORIES = ['/poker-game-variations/', '/bankroll-management/', '/betting-strategies/'];

/** The article links of the listing's cards on the page shown. */
const cardLinks = (page: Page) =>
  page.locator('main ul > li h3 a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));

test.beforeAll(async ({ perWorker }) => {
  site = await perWorker.serve(SITE_DIR);
});

test('a subcategory lists each of its articles once over its own page and its archive pages', async ({ page }) => {
  const { firstPage, archives } = longestListing(CATEGORIES);
  expect(archives).toBeGreaterThanOrEqual(1);
  const category = `/${firstPage.split('/')[1]}/`;
  await page.goto(url(category));
  const allLink = page.locator(`main a[href="${firstPage}"]`).filter({ hasText: /^All \d+ articles in / });
  const total = Number((await allLink.textContent())!.match(/^All (\d+) articles/)![1]);

  const seen: string[] = [];
  for (const address of readingOrder(firstPage, archives)) {
    const response = await page.goto(url(address));
    expect(response?.status(), address).toBe(200);
    const links = await cardLinks(page);
    seen.push(...links);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${address.replace(/\//g, '\\/')}$`),
    );
    if (address === firstPage) {
      // The newest articles: a run of LISTING_PAGE_SIZE and those no archive page holds yet.
      expect(links.length, address).toBeGreaterThanOrEqual(LISTING_PAGE_SIZE);
      expect(links.length, address).toBeLessThan(2 * LISTING_PAGE_SIZE);
      await expect(nav.getByRole('link')).toHaveCount(1);
      await expect(nav.getByRole('link', { name: 'Older articles', exact: true })).toHaveAttribute(
        'href',
        `${firstPage}archive/${archives}/`,
      );
      continue;
    }
    const number = Number(address.match(/archive\/(\d+)\/$/)![1]);
    expect(links.length, address).toBe(LISTING_PAGE_SIZE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Archive page ${number}`);
    await expect(page).toHaveTitle(new RegExp(`Archive page ${number}\\b`));
    // No page count anywhere: the page reads the same while newer articles arrive.
    await expect(page.locator('main')).not.toContainText(` of ${archives}`);
    await expect(nav.getByRole('link', { name: 'Newest articles' })).toHaveAttribute('href', firstPage);
    await expect(nav.getByRole('link', { name: 'Newer articles' })).toHaveCount(number < archives ? 1 : 0);
    await expect(nav.getByRole('link', { name: 'Older articles' })).toHaveCount(number > 1 ? 1 : 0);
  }
  // An article filed under two labels of the subcategory is listed under both; it is still one article.
  expect(new Set(seen).size).toBe(total);
});

test('the pages are walked with Older, Newer and Newest in place, by the shell, and by keyboard', async ({ page }) => {
  const { firstPage, archives } = longestListing(['/authors/']);
  expect(archives).toBeGreaterThanOrEqual(2);
  const archive = (number: number) => `${firstPage}archive/${number}/`;
  await page.goto(url(firstPage));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const nav = page.getByRole('navigation', { name: 'Pagination' });

  await nav.getByRole('link', { name: 'Older articles' }).click();
  await expect(page).toHaveURL(url(archive(archives)));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Archive page ${archives}`);
  await expect(nav.getByRole('link', { name: 'Newest articles' })).toHaveAttribute('rel', 'prev');

  await nav.getByRole('link', { name: 'Older articles' }).click();
  await expect(page).toHaveURL(url(archive(archives - 1)));
  await expect(nav.getByRole('link', { name: 'Older articles' })).toHaveAttribute('rel', 'next');

  await nav.getByRole('link', { name: 'Newer articles' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url(archive(archives)));

  await nav.getByRole('link', { name: 'Newest articles' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url(firstPage));
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Archive');
  // Each page had page data of its own: the shell never fell back to loading a whole document.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("an author's pages hold all their articles newest first, the biography on the first", async ({ page }) => {
  const { firstPage, archives } = longestListing(['/authors/']);
  expect(archives).toBeGreaterThanOrEqual(1);
  const seen: string[] = [];
  const dates: string[] = [];
  let biography = '';
  for (const address of readingOrder(firstPage, archives)) {
    await page.goto(url(address));
    const links = await cardLinks(page);
    if (address !== firstPage) expect(links.length, address).toBe(LISTING_PAGE_SIZE);
    seen.push(...links);
    dates.push(
      ...(await page
        .locator('main ul > li time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))),
    );
    // The biography is the last paragraph before the list, on the first page only.
    if (address === firstPage) biography = (await page.locator('main p.max-w-prose').last().textContent())!;
    else await expect(page.locator('main')).not.toContainText(biography);
  }
  expect(biography.length).toBeGreaterThan(20);
  expect(new Set(seen).size).toBe(seen.length);
  expect(dates).toEqual([...dates].sort().reverse());

  // The last article listed, the oldest, is by this author.
  await page.goto(url(seen.at(-1)!));
  const name = firstPage.split('/')[2]!;
  await expect(page.locator(`main a[href="/authors/${name}/"]`).first()).toBeVisible();
});

test('only the pages a listing has exist, each is in sitemap.xml, and the former page/N/ addresses lead to the listing', async ({
  request,
}) => {
  const { firstPage, archives } = longestListing(CATEGORIES);
  for (const address of [
    `${firstPage}archive/0/`,
    `${firstPage}archive/${archives + 1}/`,
    `${firstPage}archive/01/`,
    `${firstPage}archive/x/`,
    `${firstPage}page/1/`,
  ]) {
    expect((await request.get(url(address))).status(), address).toBe(404);
  }
  // Counted from the newest, the listing had a page 2: its address now leads to the newest articles.
  for (const former of [`${firstPage}page/2/`, `${firstPage}page/2`]) {
    const response = await request.get(url(former), { maxRedirects: 0 });
    expect([response.status(), response.headers().location], former).toEqual([301, firstPage]);
  }
  const sitemap = await (await request.get(url('/sitemap.xml'))).text();
  for (let number = 1; number <= archives; number += 1) {
    expect(sitemap).toContain(`${firstPage}archive/${number}/</loc>`);
  }
  expect(sitemap).not.toContain(`${firstPage}page/`);
});

test('an archive page passes axe, at a narrow and a wide width', async ({ page }) => {
  const { firstPage } = longestListing(CATEGORIES);
  for (const width of [400, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url(`${firstPage}archive/1/`));
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
