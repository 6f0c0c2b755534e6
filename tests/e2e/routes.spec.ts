import { expect, test } from '@playwright/test';

// One page of each route kind (docs/architecture.md#pages-and-routes), with the heading its real data gives it.
const pages = [
  { path: '/', heading: 'Odds & Aces' },
  { path: '/authors/', heading: 'Authors' },
  { path: '/authors/divya-pillai/', heading: 'Divya Pillai' },
  {
    path: '/articles/kelly-criterion-bet-sizing-worked-examples/',
    heading: 'Kelly Criterion: Formula, Worked Examples and Half Kelly',
  },
  { path: '/bankroll-management/', heading: 'Bankroll Management' },
  { path: '/bankroll-management/bet-sizing/', heading: 'Bet Sizing' },
  { path: '/info/about-us/', heading: 'About' },
  { path: '/privacy-policy/', heading: 'Privacy Policy' },
  { path: '/terms/', heading: 'Terms' },
  { path: '/sitemap/', heading: 'Sitemap' },
];

for (const { path, heading } of pages) {
  test(`${path} shows its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByRole('contentinfo')).toContainText('Odds & Aces');
  });
}

test('every subcategory page exists, even an empty one', async ({ page, request }) => {
  await page.goto('/sitemap/');
  const subcategoryLinks = await page
    .locator('main h3 a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  expect(subcategoryLinks).toHaveLength(28);
  for (const path of subcategoryLinks) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('an article shows its author, dates, breadcrumbs and sanitised body', async ({ page }) => {
  await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/');
  await expect(page.getByRole('link', { name: 'Varun Chawla' })).toHaveAttribute('href', '/authors/varun-chawla/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Bankroll Management');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Bet Sizing');
  await expect(page.locator('main time').first()).toHaveAttribute('datetime', '2026-02-12');
  await expect(page.locator('main article h2').first()).toBeVisible();
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
});

test("Next.js's own addresses of the not-found page answer 404 like any unknown address", async ({ request }) => {
  for (const address of ['/404/', '/404', '/_not-found/', '/_not-found']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain('Page not found');
  }
});

test("the 404 page's link preview is its own, not the home page's", async ({ page }) => {
  await page.goto('/');
  const home = await page.locator('meta[property="og:title"]').getAttribute('content');
  await page.goto('/no-such-page/');
  const og = (property: string) => page.locator(`meta[property="og:${property}"]`);
  // The search-engine copy of seo.yaml's not-found entry, in the title and the preview alike.
  const title = await page.title();
  expect(title).toMatch(/Not Found/i);
  await expect(og('title')).toHaveAttribute('content', title);
  expect(title).not.toBe(home);
  await expect(og('description')).toHaveAttribute(
    'content',
    (await page.locator('meta[name="description"]').getAttribute('content'))!,
  );
  // It has no address of its own: it claims none, least of all the home page's.
  await expect(og('url')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("the 500 page's link preview is its own too", async ({ page }) => {
  await page.goto('/');
  const home = await page.locator('meta[property="og:title"]').getAttribute('content');
  await page.goto('/500/');
  const og = (property: string) => page.locator(`meta[property="og:${property}"]`);
  const title = await page.title();
  expect(title).toMatch(/Something went wrong/);
  await expect(og('title')).toHaveAttribute('content', title);
  expect(title).not.toBe(home);
  await expect(og('description')).toHaveAttribute('content', /could not be loaded/);
  await expect(og('url')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('an address without its trailing slash redirects to it', async ({ request }) => {
  const response = await request.get('/authors', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/authors/');
});

test('the sitemap links each category to a page of its articles, and those pages hold every article', async ({
  page,
  request,
}) => {
  await page.goto('/sitemap/');
  const categoryMaps = await page
    .locator('main a')
    .filter({ hasText: /^Every article in / })
    .evaluateAll((links) =>
      links.map((link) => ({ path: (link as HTMLAnchorElement).pathname, text: link.textContent! })),
    );
  expect(categoryMaps).toHaveLength(7);
  expect(await page.locator('main a[href^="/articles/"]').count()).toBe(0);

  // The article links take their style from their list; they look like the sitemap's other links.
  const linkColor = await page
    .locator('main h3 a')
    .first()
    .evaluate((link) => getComputedStyle(link).color);
  const listed = new Set<string>();
  for (const { path, text } of categoryMaps) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Sitemap: ${text.match(/^Every article in (.+) \(\d+\)$/)![1]}`,
    );
    const articles = await page
      .locator('main a[href^="/articles/"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    expect(new Set(articles).size, path).toBe(Number(text.match(/\((\d+)\)$/)![1]));
    articles.forEach((article) => listed.add(article));
    const articleLink = page.locator('main a[href^="/articles/"]').first();
    expect(await articleLink.evaluate((link) => getComputedStyle(link).color), path).toBe(linkColor);
    await articleLink.hover();
    await expect(articleLink).toHaveCSS('text-decoration-line', 'underline');
  }
  const inSitemapXml = [
    ...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>https?:\/\/[^/]+(\/articles\/[^<]+)<\/loc>/g),
  ].map((m) => m[1]!);
  expect(inSitemapXml.length).toBeGreaterThan(50);
  expect([...listed].sort()).toEqual([...new Set(inSitemapXml)].sort());
});
