// Series on all three sites (docs/content.md#series): an article's 'Part N of M' block and its
// links through the shell, the series page's parts in order, and axe on both. The default site
// is out/, served by Playwright's web server; the Russian and Turkish sites are built by
// `npm run build:site -- {id}` and served here, as in sites.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import { uiText } from '../../lib/site/ui-text/index.ts';
import { servedSite } from './support/other-sites.ts';
import { expect, test } from './support/test.ts';

const SITES = [
  {
    id: 'oddsaces',
    locale: 'en_US',
    series: '/series/pricing-a-bet/',
    title: 'Pricing a Bet: From Odds to Stake',
    parts: [
      'converting-decimal-fractional-american-odds',
      'overround-removing-bookmaker-margin',
      'expected-value-betting-worked-guide',
      'kelly-criterion-bet-sizing-worked-examples',
    ],
    // An article with one table: two tables' scrolling boxes share one name, which axe reports
    // (landmark-unique) whatever the series block does.
    axeArticle: 'converting-decimal-fractional-american-odds',
  },
  {
    id: 'stavkablef',
    outDir: 'out-sites/stavkablef',
    locale: 'ru_RU',
    series: '/series/byudzhet-uchet-i-distanciya/',
    title: 'Бюджет, учёт и дистанция',
    parts: ['mesyachnyj-byudzhet-na-igru', 'uchet-stavok-roi-i-dispersiya', 'distanciya-i-perehod-mezhdu-limitami'],
    axeArticle: 'uchet-stavok-roi-i-dispersiya',
  },
  {
    id: 'oranveblof',
    outDir: 'out-sites/oranveblof',
    locale: 'tr_TR',
    series: '/series/orandan-bahis-miktarina/',
    title: 'Orandan Bahis Miktarına',
    parts: ['oran-olasilik-ve-marj-hesabi', 'kapanis-orani-ve-oran-hareketi', 'kelly-kriteri-ne-kadar-yatirmali'],
    axeArticle: 'kapanis-orani-ve-oran-hareketi',
  },
] as const;

const articlePath = (slug: string) => `/articles/${slug}/`;

const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
}

for (const site of SITES) {
  test.describe(`${site.id}: series`, () => {
    const url = servedSite(site);
    const text = uiText(site.locale).series;
    const total = site.parts.length;
    const block = (page: Page) => page.getByRole('navigation', { name: `${text.label}: ${site.title}` });

    test('a part shows Part N of M, and its links lead in place to the next and previous parts and the series', async ({
      page,
    }) => {
      await page.goto(url(articlePath(site.parts[1])));
      await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
      await markDocument(page);

      const nav = block(page);
      await expect(nav).toContainText(text.partOf(2, total));
      await expect(nav.getByRole('link', { name: site.title })).toHaveAttribute('href', site.series);
      // The block comes before the article's text, right under the byline.
      expect(
        await page.evaluate(() => {
          const nav = document.querySelector('.series-nav')!;
          const body = document.querySelector('article .prose')!;
          return Boolean(nav.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      ).toBe(true);

      const nextTitle = await nav.locator('a[rel="next"]').textContent();
      await nav.locator('a[rel="next"]').click();
      await expect(page).toHaveURL(new RegExp(`${articlePath(site.parts[2])}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle!);
      await expect(block(page)).toContainText(text.partOf(3, total));
      expect(await sameDocument(page)).toBe(true);

      await block(page).locator('a[rel="prev"]').click();
      await expect(page).toHaveURL(new RegExp(`${articlePath(site.parts[1])}$`));
      await expect(block(page)).toContainText(text.partOf(2, total));
      expect(await sameDocument(page)).toBe(true);

      await block(page).getByRole('link', { name: site.title }).click();
      await expect(page).toHaveURL(new RegExp(`${site.series}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
      expect(await sameDocument(page)).toBe(true);

      // And from the series page back into a part, in place.
      await page.locator('.series-parts h2 a').first().click();
      await expect(page).toHaveURL(new RegExp(`${articlePath(site.parts[0])}$`));
      await expect(block(page)).toContainText(text.partOf(1, total));
      await expect(block(page).locator('a[rel="prev"]')).toHaveCount(0);
      expect(await sameDocument(page)).toBe(true);
    });

    test('the last part has no next link', async ({ page }) => {
      await page.goto(url(articlePath(site.parts[total - 1]!)));
      await expect(block(page)).toContainText(text.partOf(total, total));
      await expect(block(page).locator('a[rel="next"]')).toHaveCount(0);
      await expect(block(page).locator('a[rel="prev"]')).toHaveAttribute('href', articlePath(site.parts[total - 2]!));
      await expect(page.locator('.series-next')).toHaveCount(0);
    });

    test('a part ends with a link to the next part, which leads there in place', async ({ page }) => {
      await page.goto(url(articlePath(site.parts[0])));
      await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
      await markDocument(page);
      const next = page.locator('article .series-next').getByRole('link');
      await expect(page.locator('article .series-next')).toContainText(text.next);
      // After the article's text, where a reader who finished the part is.
      expect(
        await page.evaluate(() => {
          const end = document.querySelector('article .series-next')!;
          const body = [...document.querySelectorAll('article .prose')].at(-1)!;
          return Boolean(body.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      ).toBe(true);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${articlePath(site.parts[1])}$`));
      await expect(block(page)).toContainText(text.partOf(2, total));
      expect(await sameDocument(page)).toBe(true);
    });

    test("every page's footer links to the list of series", async ({ page }) => {
      await page.goto(url('/'));
      const link = page.getByRole('contentinfo').getByRole('link', { name: text.all, exact: true });
      await expect(link).toHaveAttribute('href', '/series/');
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.all);
      await expect(page.locator(`main a[href="${site.series}"]`)).toHaveText(site.title);
    });

    test('the series page lists the parts in order, with their dates, and is listed by /series/ and both sitemaps', async ({
      page,
    }) => {
      await page.goto(url(site.series));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
      await expect(page.locator('main')).toContainText(text.partsCount(total));
      const links = page.locator('.series-parts h2 a');
      expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
        site.parts.map(articlePath),
      );
      await expect(page.locator('.series-parts li time')).toHaveCount(total);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${site.series}$`));
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
      expect(ld).toMatchObject({ '@type': 'CreativeWorkSeries', name: site.title });
      expect(ld.hasPart).toHaveLength(total);

      const sitemapXml = await (await page.request.get(url('/sitemap.xml'))).text();
      expect(sitemapXml).toContain(`${site.series}</loc>`);
      expect(sitemapXml).toContain('/series/</loc>');
      for (const listing of ['/series/', '/sitemap/']) {
        await page.goto(url(listing));
        await expect(page.locator(`main a[href="${site.series}"]`)).toHaveText(site.title);
      }
    });

    test("a part's JSON-LD is part of the series", async ({ page }) => {
      await page.goto(url(articlePath(site.parts[0])));
      const graphs = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((elements) => elements.map((element) => JSON.parse(element.textContent ?? '{}')));
      const article = graphs
        .flatMap((graph) => graph['@graph'] ?? [graph])
        .find((node: { '@type'?: string }) => node['@type'] === 'Article');
      expect(article.isPartOf).toMatchObject({ '@type': 'CreativeWorkSeries', name: site.title });
      expect(article.isPartOf.url).toMatch(new RegExp(`${site.series}$`));
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`axe finds nothing on the series page and on a part (${colorScheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(url(site.series));
        await expect(page.locator('.series-parts')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.goto(url(articlePath(site.axeArticle)));
        await expect(page.locator('.series-nav')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
