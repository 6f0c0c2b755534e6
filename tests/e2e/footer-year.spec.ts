import { expect, type Page, test } from '@playwright/test';

// The footer's copyright year: the build writes the year it ran in, and a page built in
// December is still read in January. The shell writes the reader's year in, and nothing on
// the page moves when it does.

/** The year the build wrote into the page, read from the HTML as served. */
async function builtYear(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  return Number(/data-current-year[^>]*>(\d{4})</.exec(html)![1]);
}

/** Where the copyright line's pieces are: the footer, the year's box and the site title after it. */
function footerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (rect: DOMRect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
    const year = document.querySelector('[data-current-year]')!;
    const title = document.createRange();
    title.selectNodeContents(year.parentElement!);
    title.setStartAfter(year);
    return {
      footer: box(document.querySelector('footer')!.getBoundingClientRect()),
      year: box(year.getBoundingClientRect()),
      title: box(title.getBoundingClientRect()),
    };
  });
}

// Tall enough that the footer is on screen at load, where a shift would be seen.
test.use({ viewport: { width: 1280, height: 4000 } });

test("the footer shows the reader's year when it differs from the build's, and nothing moves", async ({ page }) => {
  const path = '/terms/';
  const built = await builtYear(page, path);
  const copyright = page.getByRole('contentinfo').getByText(/^©/);

  // The reader's clock in the build's year: the page as built.
  await page.clock.setFixedTime(new Date(built, 5, 15, 12));
  await page.goto(path);
  await expect(page.locator('html[data-shell="ready"]')).toBeAttached();
  await expect(copyright).toHaveText(`© ${built} Odds & Aces`);
  const asBuilt = await footerLayout(page);

  // A page built in December, read in January: the next year, and one whose digits differ.
  for (const reader of [built + 1, built + 3]) {
    await page.clock.setFixedTime(new Date(reader, 0, 2, 9));
    await page.goto(path);
    await expect(page.locator('html[data-shell="ready"]')).toBeAttached();
    await expect(copyright).toHaveText(`© ${reader} Odds & Aces`);
    expect(await footerLayout(page), `read in ${reader}`).toEqual(asBuilt);
  }
});

test("the year stays the reader's across pages shown in place", async ({ page }) => {
  const built = await builtYear(page, '/');
  await page.clock.setFixedTime(new Date(built + 2, 0, 1, 0, 30));
  await page.goto('/');
  const year = page.locator('footer [data-current-year]');
  await expect(year).toHaveText(String(built + 2));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Authors' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
  await expect(year).toHaveText(String(built + 2));
});
