import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { SAMPLE_PAGES, WIDTHS } from './pages.ts';
import { watchLayoutShift } from './support/layout-shift.ts';
import { layoutShiftOfSplitPage, tagBoundaries } from './support/split-html.ts';

test('the copy-link button confirms, and the confirmation is gone after 3 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/articles/pot-odds-and-outs-worked-examples/');
  const button = page.getByRole('button', { name: 'Copy link' });
  const region = button.locator('xpath=following-sibling::*[@role="status"]');
  // The page times the message itself: on a loaded machine the test's own clock would not tell 3 s apart.
  await region.evaluate((element) => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { __copyStatus: typeof times }).__copyStatus = times;
    new MutationObserver(() => {
      if (element.textContent && times.shown === undefined) times.shown = performance.now();
      else if (!element.textContent && times.shown !== undefined && times.hidden === undefined)
        times.hidden = performance.now();
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });
  await button.click();
  const status = page.getByRole('status').filter({ hasText: 'Link copied' });
  await expect(status).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(status).toBeHidden({ timeout: 10_000 });
  const { shown, hidden } = await page.evaluate(
    () => (window as unknown as { __copyStatus: { shown: number; hidden: number } }).__copyStatus,
  );
  // A timer never fires early, and a late one is only late by the machine's load.
  expect(hidden - shown).toBeGreaterThanOrEqual(2_950);
  expect(hidden - shown).toBeLessThan(6_000);
});

test('the footer has the six site links, the categories, mail, social links and this year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const site = footer.getByRole('navigation', { name: 'Site' });
  await expect(site.getByRole('link')).toHaveText([
    'Authors',
    'Privacy Policy',
    'Terms of Use',
    'About Us',
    'Sitemap',
    'All series',
  ]);
  expect(await site.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
    '/authors/',
    '/privacy-policy/',
    '/terms/',
    '/info/about-us/',
    '/sitemap/',
    '/series/',
  ]);
  await expect(footer.getByRole('navigation', { name: 'Footer categories' }).getByRole('link')).toHaveCount(7);
  await expect(footer.getByRole('link', { name: 'hello@oddsaces.com' })).toHaveAttribute(
    'href',
    'mailto:hello@oddsaces.com',
  );
  for (const name of ['Video', 'Facebook', 'Instagram']) await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'VK' })).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Odds & Aces`);
  // Drawn in the page (components/shell/SiteLogo), named, at its natural size.
  const logo = footer.getByRole('img', { name: 'Odds & Aces logo' });
  const box = await logo.boundingBox();
  expect(box).toMatchObject({ width: 72, height: 72 });
  await expect(logo.locator('svg')).toHaveCount(1);
  // No page draws the logo from its file: an SVG image costs the browser a document of its own.
  await expect(page.locator('img[src="/logo.svg"]')).toHaveCount(0);
  await expect(page.locator('.site-logo svg')).toHaveAttribute('width', '32');
});

test('the home page has its three sections', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Top Tales', 'Updated Articles', 'Have More Great Articles']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Top Tales' }).getByRole('listitem')).toHaveCount(8);
});

test('an article page has structured data for the article and its breadcrumbs', async ({ page }) => {
  await page.goto('/articles/pot-odds-and-outs-worked-examples/');
  // Each block is one node or a @graph of several.
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
    const block = JSON.parse(text);
    return block['@graph'] ?? [block];
  });
  const types = blocks.map((block) => block['@type']);
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.oddsaces.com/articles/pot-odds-and-outs-worked-examples/',
  );
  await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('listitem')).not.toHaveCount(0);

  // The author is named by the Person of their own page, which holds the biography.
  const article = blocks.find((block) => block['@type'] === 'Article');
  const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  // The trail the reader sees: category, then subcategory.
  const trail = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(breadcrumbs.itemListElement.map((item: { item: string }) => new URL(item.item).pathname)).toEqual(
    trail.map((href) => new URL(href).pathname),
  );
  expect(article.author.description).toBeUndefined();
  await page.goto(new URL(article.author.url).pathname);
  const profiles = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const profile = profiles.find((block) => block['@type'] === 'ProfilePage');
  expect(profile.mainEntity['@id']).toBe(article.author['@id']);
  expect(profile.mainEntity.description.length).toBeGreaterThan(50);
});

test('sitemap.xml, robots.txt, the RSS feed and the manifest are served', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.oddsaces.com/articles/pot-odds-and-outs-worked-examples/</loc>');
  expect(sitemap).not.toContain('/500/');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.oddsaces.com/sitemap.xml');
  const rss = await (await request.get('/rss.xml')).text();
  expect(rss).toContain('<rss');
  expect((rss.match(/<item>/g) ?? []).length).toBe(20);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Odds & Aces');
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { kind, path } of SAMPLE_PAGES) {
      test(`${kind}: axe finds no WCAG 2 A/AA violation and the console stays clean`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && !(kind === 'not-found' && /404/.test(message.text())))
            errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

    for (const { kind, path } of SAMPLE_PAGES.filter(({ kind }) => ['home', 'article', 'not-found'].includes(kind)))
      test(`${kind}: nothing moves when the page arrives a tag at a time (layout shift 0)`, async ({
        page,
        baseURL,
      }) => {
        // On a slow network or a busy phone the browser paints what it has parsed, which may end
        // anywhere: after the logo without the menu, inside a button before its label, halfway
        // through the footer. What is painted already stands where the rest of the page leaves it.
        test.setTimeout(120_000);
        const html = await (await fetch(new URL(path, baseURL))).text();
        const atOffsets = tagBoundaries(html);
        expect(atOffsets.length, 'the page is cut throughout, header to footer').toBeGreaterThan(200);
        const shift = await layoutShiftOfSplitPage(
          page,
          { siteOrigin: baseURL!, pagePath: path, atOffsets, pauseMs: 25 },
          () => expect(page.locator('.site-footer-base')).toBeVisible(),
        );
        expect(shift).toBe(0);
      });
  });
}

test.describe('layout', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('fits a 320 px phone without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/articles/pot-odds-and-outs-worked-examples/', '/sitemap/']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
});

test('nothing moves while the home page loads and the banner slot fills (layout shift 0)', async ({ page }) => {
  const layoutShift = await watchLayoutShift(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('complementary', { name: 'Banner' })).toHaveCSS('height', /^7[23]px$/);
  expect(await layoutShift()).toBe(0);
});

test('nothing moves when the home page is painted half-parsed, cut inside the banner (layout shift 0)', async ({
  page,
  baseURL,
}) => {
  // On a slow network the browser paints what it has parsed: here the banner's labels without
  // the image after them. The link and its labels must already stand where the image leaves them.
  const shift = await layoutShiftOfSplitPage(
    page,
    { siteOrigin: baseURL!, pagePath: '/', after: 'data-ad-banner', cutBefore: '<picture', pauseMs: 1000 },
    () => expect(page.locator('[data-ad-banner] img')).toHaveJSProperty('complete', true),
  );
  expect(shift).toBe(0);
});

test.describe('dark mode, following the system setting', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });

  for (const path of ['/', '/articles/pot-odds-and-outs-worked-examples/', '/bankroll-management/bet-sizing/']) {
    test(`${path}: dark colours with WCAG AA contrast`, async ({ page }) => {
      await page.goto(path);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe('rgb(255, 255, 255)');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test('the skip link moves the focus to the page content, and the next Tab starts there', async ({ page }) => {
  await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/');
  await page.keyboard.press('Tab');
  const skip = page.locator('a.skip-link');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next stop is inside the content, not the header's first link.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
