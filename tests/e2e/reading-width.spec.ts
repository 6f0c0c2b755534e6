// Nothing pushes a page sideways on a phone: at 400 px every article of every site fits the
// window, and a table wider than that scrolls inside its own box, which the keyboard can reach
// and scroll (components/ui/Prose.tsx).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { type Page } from '@playwright/test';

import type { RunningServe } from '../support/hosting/site-server.ts';
import { expect, test } from './support/test.ts';

const SITES = [
  { id: 'oddsaces', outDir: path.resolve('out') },
  { id: 'stavkablef', outDir: path.resolve('out-sites/stavkablef') },
  { id: 'oranveblof', outDir: path.resolve('out-sites/oranveblof') },
];
const WIDTH = 400;

test.use({ viewport: { width: WIDTH, height: 800 } });

/** The article addresses of a built site, from its folders. */
function articleAddresses(outDir: string): string[] {
  return readdirSync(path.join(outDir, 'articles'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(outDir, 'articles', entry.name, 'index.html')))
    .map((entry) => `/articles/${entry.name}/`);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const site of SITES) {
  test.describe(site.id, () => {
    test.skip(!existsSync(path.join(site.outDir, 'index.html')), `build ${site.id} first (npm test does)`);
    let serve: RunningServe;
    test.beforeAll(async ({ perWorker }) => {
      serve = await perWorker.serve(site.outDir);
    });

    test(`no article is wider than a ${WIDTH} px window`, async ({ page }) => {
      test.setTimeout(120_000);
      const tooWide: string[] = [];
      for (const address of articleAddresses(site.outDir)) {
        await page.goto(`${serve.baseURL}${address}`);
        const width = await pageWidth(page);
        if (width > WIDTH) tooWide.push(`${address}: ${width} px`);
      }
      expect(tooWide).toEqual([]);
    });
  });
}

test('a wide table scrolls in its own box, reached and scrolled with the keyboard', async ({ page }) => {
  // The Kelly article's seven-column table made the page 429 px wide at 400 px.
  await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/');
  const box = page
    .locator('.table-scroll')
    .filter({ has: page.locator('table') })
    .first();
  await expect(box).toHaveAttribute('role', 'region');
  // The article has two tables: each box's name carries its number, so two regions would differ.
  await expect(box).toHaveAttribute('aria-label', 'Table, scrolls sideways (1/2)');
  await expect(page.locator('.table-scroll').nth(1)).toHaveAttribute(
    'data-scroll-label',
    'Table, scrolls sideways (2/2)',
  );
  const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH);
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('only a table wider than its box is a named region and a Tab stop, as the window changes', async ({ page }) => {
  await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/');
  const [wide, narrow] = [page.locator('.table-scroll').nth(0), page.locator('.table-scroll').nth(1)];
  const attributes = (box: typeof wide) =>
    box.evaluate((element) => ['tabindex', 'role', 'aria-label'].map((name) => element.getAttribute(name)));
  // At 400 px the seven-column table overflows its box; the other fits.
  await expect.poll(() => attributes(wide)).toEqual(['0', 'region', 'Table, scrolls sideways (1/2)']);
  expect(await attributes(narrow)).toEqual([null, null, null]);
  // Tab from the first table's box passes the second's.
  await wide.focus();
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.className ?? '');
    expect(focused).not.toContain('table-scroll');
    if (await page.evaluate(() => !document.activeElement?.closest('article'))) break;
  }
  // On a wide window both fit: neither is a region or a Tab stop; narrow again, the first is.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => attributes(wide)).toEqual([null, null, null]);
  expect(await attributes(narrow)).toEqual([null, null, null]);
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await expect.poll(() => attributes(wide)).toEqual(['0', 'region', 'Table, scrolls sideways (1/2)']);
});
