// Addresses with a #fragment (docs/client-shell.md#the-shell): through the shell's navigation,
// Back and Forward within a page and across pages, and the service worker offline, on the
// default site's Kelly article.
import { expect, test } from '@playwright/test';

import { uiText } from '../../lib/site/ui-text/index.ts';
import { follow, inView, openAt, sameDocument, scrollY, TOC_SITES } from './support/toc-pages.ts';

const EN = TOC_SITES[0];

test.describe('fragments in the shell', () => {
  test.use({ viewport: { width: 1280, height: 1400 } });
  const firstSection = `h2[id="${EN.ids[0]}"]`;
  const laterSection = `h2[id="${EN.ids[2]}"]`;

  test('a table of contents link adds the fragment; Back returns to the top, Forward to the section', async ({
    page,
  }) => {
    await openAt(page, EN.article);
    const toc = page.getByRole('navigation', { name: uiText('en_US').tableOfContents.label });
    await expect.poll(() => inView(page, toc)).toBe(true);

    await toc.getByRole('link').nth(2).click();
    await expect(page).toHaveURL(`${EN.article}#${EN.ids[2]}`);
    await expect.poll(() => inView(page, page.locator(laterSection))).toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL(EN.article);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goForward();
    await expect(page).toHaveURL(`${EN.article}#${EN.ids[2]}`);
    await expect.poll(() => inView(page, page.locator(laterSection))).toBe(true);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a heading's own link puts the section's address in the address bar", async ({ page }) => {
    await openAt(page, EN.article, 600);
    const heading = page.locator(laterSection);
    await heading.hover();
    const readingAt = await scrollY(page);
    expect(readingAt).toBeGreaterThan(0);
    await page.getByRole('link', { name: `Link to this section: ${(await heading.textContent())!}` }).click();
    await expect(page).toHaveURL(`${EN.article}#${EN.ids[2]}`);
    await expect.poll(() => inView(page, heading)).toBe(true);
    // Back returns to where the reader was, not to the top.
    await page.goBack();
    await expect(page).toHaveURL(EN.article);
    await expect.poll(() => scrollY(page)).toBe(readingAt);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a link from another page to a section lands on it in place; Back returns to that page and its place', async ({
    page,
  }) => {
    await openAt(page, '/authors/', 500);
    await follow(page, `${EN.article}#${EN.ids[2]}`);
    await expect(page).toHaveURL(`${EN.article}#${EN.ids[2]}`);
    await expect.poll(() => inView(page, page.locator(laterSection))).toBe(true);
    expect(await sameDocument(page)).toBe(true);

    // A section near the top of the article is not hidden above the window's edge either.
    await follow(page, `${EN.article}#${EN.ids[0]}`);
    await expect(page).toHaveURL(`${EN.article}#${EN.ids[0]}`);
    await expect.poll(() => inView(page, page.locator(firstSection))).toBe(true);
    const top = await page.locator(firstSection).evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL(`${EN.article}#${EN.ids[2]}`);
    await expect.poll(() => inView(page, page.locator(laterSection))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL('/authors/');
    await expect.poll(() => scrollY(page)).toBe(500);
    expect(await sameDocument(page)).toBe(true);
  });

  test('Back to an article opened at a section restores where the reader had scrolled to', async ({ page }) => {
    await openAt(page, '/authors/');
    await follow(page, `${EN.article}#${EN.ids[0]}`);
    await expect.poll(() => inView(page, page.locator(firstSection))).toBe(true);
    const scrolled = (await scrollY(page)) + 700;
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
    await follow(page, '/authors/');
    await expect(page).toHaveURL('/authors/');
    await page.goBack();
    await expect(page).toHaveURL(`${EN.article}#${EN.ids[0]}`);
    await expect.poll(() => scrollY(page)).toBe(scrolled);
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe('fragments and the service worker', () => {
  // The default site turns its worker on (content/oddsaces/site.yaml), as in service-worker.spec.ts.
  test.use({ serviceWorkers: 'allow' });

  test('an address with a fragment, answered by the worker offline, opens at the section', async ({
    page,
    context,
  }) => {
    await page.goto(EN.article);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(window.location.href)))).toBe(true);
    await context.setOffline(true);
    await page.goto('about:blank');
    await page.goto(`${EN.article}#${EN.ids[2]}`);
    await expect.poll(() => inView(page, page.locator(`h2[id="${EN.ids[2]}"]`))).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});
