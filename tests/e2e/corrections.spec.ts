// A corrected article says what changed (docs/content.md#corrections-are-never-silent): under the
// heading in the site's language, each change with its date, in the byline's update date and the
// JSON-LD's dateModified; readable by axe's rules, moving nothing, and on paper too. The default
// site is Playwright's web server (out/); the Russian and Turkish sites are served here from
// their builds.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import { uiText } from '../../lib/site/ui-text/index.ts';
import { pdfText } from './support/pdf-text.ts';
import { watchLayoutShift } from './support/layout-shift.ts';
import { serveOtherSites } from './support/other-sites.ts';
import { layoutShiftOfSplitPage, tagBoundaries } from './support/split-html.ts';
import { expect, test } from './support/test.ts';

const served = serveOtherSites();

// One correction of each site, as a reader of that site reads it.
const CORRECTED = [
  {
    id: 'oddsaces',
    locale: 'en_US',
    origin: () => '',
    article: '/articles/unit-sizing-staking-plan-drawdowns/',
    date: '2026-11-25',
    shown: 'November 25, 2026',
    item: /^November 25, 2026: At -110 \(decimal 1\.909, not 1\.91\) the 54% bettor's edge is 3\.09%, not 3\.14%;/,
  },
  {
    id: 'stavkablef',
    locale: 'ru_RU',
    origin: () => served.ru(),
    article: '/articles/stavki-na-kibersport-format-serii-i-marzha/',
    date: '2026-11-26',
    shown: '26 ноября 2026 г.',
    item: /^26 ноября 2026 г\.: Пара 1,50 и 2,50 \(сумма вероятностей 106,7%\) — маржа 6,25%, а не 6,7%\.$/,
  },
  {
    id: 'oranveblof',
    locale: 'tr_TR',
    origin: () => served.tr(),
    article: '/articles/omaha-hi-lo-ceyrek-pot/',
    date: '2026-11-26',
    shown: '26 Kasım 2026',
    item: /^26 Kasım 2026: Düzeltme: 7-5-K-3-2 masasında A♠2♥ yine 7-5-3-2-A yapıyor;/,
  },
] as const;

/** The Article node of the page's JSON-LD. */
async function articleLd(page: Page): Promise<Record<string, unknown>> {
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    '@graph': Record<string, unknown>[];
  };
  return graph['@graph'].find((node) => node['@type'] === 'Article')!;
}

for (const { id, locale, origin, article, date, shown, item } of CORRECTED) {
  test(`${id}: a corrected article lists what changed, in its language, moving nothing`, async ({ page }) => {
    const text = uiText(locale);
    const layoutShift = await watchLayoutShift(page);
    await page.goto(`${origin()}${article}`, { waitUntil: 'networkidle' });

    const changes = page.getByRole('region', { name: text.article.whatChanged });
    await expect(changes.getByRole('heading', { level: 2 })).toHaveText(text.article.whatChanged);
    await expect(changes.getByRole('listitem')).toHaveText([item]);
    await expect(changes.locator('time')).toHaveAttribute('datetime', date);
    // After the article's text: a reader meets the list where the text ends.
    const afterText = await page.evaluate(() => {
      const prose = document.querySelector('article .prose')!;
      const list = document.querySelector('[data-what-changed]')!;
      return Boolean(prose.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(afterText).toBe(true);
    // The byline's update date and the search engines' dateModified are the change's day.
    await expect(page.locator('.byline time').nth(1)).toHaveAttribute('datetime', date);
    await expect(page.locator('.byline')).toContainText(`${text.article.updated} ${shown}`);
    expect((await articleLd(page)).dateModified).toBe(date);

    const axe = await new AxeBuilder({ page })
      .include('[data-what-changed]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await layoutShift()).toBe(0);
  });
}

test('a printed corrected article keeps its list of changes, heading first', async ({ page }) => {
  const { article } = CORRECTED[0];
  await page.goto(article, { waitUntil: 'networkidle' });
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-what-changed]')).toBeVisible();
  await expect(page.locator('[data-what-changed]')).toHaveCSS('break-inside', 'avoid');
  const printed = pdfText(await page.pdf({ format: 'A4' })).replace(/\s+/g, '');
  const heading = printed.indexOf('Whatchanged');
  expect(heading, 'the heading is printed').toBeGreaterThan(0);
  expect(printed.indexOf("the54%bettor'sedgeis3.09%", heading), 'the change follows its heading').toBeGreaterThan(
    heading,
  );
});

test.describe('at 400 px', () => {
  test.use({ viewport: { width: 400, height: 900 } });

  test('nothing moves when a corrected article arrives a tag at a time (layout shift 0)', async ({ page, baseURL }) => {
    // The list stands after the text: each part painted half-parsed stays where the rest leaves it.
    test.setTimeout(120_000);
    const { article } = CORRECTED[0];
    const html = await (await fetch(new URL(article, baseURL))).text();
    const atOffsets = tagBoundaries(html);
    expect(atOffsets.length, 'the page is cut throughout, header to footer').toBeGreaterThan(200);
    const shift = await layoutShiftOfSplitPage(
      page,
      { siteOrigin: baseURL!, pagePath: article, atOffsets, pauseMs: 25 },
      () => expect(page.locator('.site-footer-base')).toBeVisible(),
    );
    expect(shift).toBe(0);
  });
});
