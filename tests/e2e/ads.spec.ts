// What every ad shows on each site (docs/sites.md#ad-data): the line naming its advertiser,
// on the Russian site in the Russian form «Реклама. ООО «…». erid: …» with the token in its link
// too; and no notice of a moved address on a site that did not move.
// The default site is Playwright's web server (out/); the Russian and Turkish sites are served
// here from their builds (`npm run build:site -- {id}`).

import { type Locator, type Page } from '@playwright/test';

import { loadSiteSettings } from '../../lib/content/load.ts';
import type { Site } from '../../lib/content/model/index.ts';
import { serveOtherSites } from './support/other-sites.ts';
import { expect, test } from './support/test.ts';

const settings = (siteId: string) => loadSiteSettings({ root: process.cwd(), siteId });

const served = serveOtherSites();

/** The sites, each with the address of a page and the way its marking reads for an advertiser. */
const SITES = [
  { id: 'oddsaces', origin: () => '', marking: (advertiser: string) => `Advertiser: ${advertiser}` },
  { id: 'stavkablef', origin: () => served.ru(), marking: (advertiser: string) => `Реклама. ${advertiser}. erid: ` },
  { id: 'oranveblof', origin: () => served.tr(), marking: (advertiser: string) => `Reklam veren: ${advertiser}` },
] as const;

/** The sponsored links of the page and the line beside each. */
async function linksWithMarkings(page: Page): Promise<{ link: Locator; marking: Locator }[]> {
  const items = await page.locator('[data-sponsored-block] li').all();
  return items.map((item) => ({ link: item.locator('a'), marking: item.locator('[data-ad-marking]') }));
}

for (const { id, origin, marking } of SITES) {
  test(`${id}: every sponsored link and the banner show their advertiser`, async ({ page }) => {
    const site: Site = settings(id);
    const homeLinks = site.ads.sponsoredLinks['/'] ?? [];
    expect(homeLinks.length, 'the example site has sponsored links on its home page').toBeGreaterThan(0);
    await page.goto(`${origin()}/`);
    const shown = await linksWithMarkings(page);
    expect(shown).toHaveLength(homeLinks.length);
    for (const [index, ad] of homeLinks.entries()) {
      const { link, marking: line } = shown[index]!;
      await expect(link).toContainText(ad.text);
      await expect(line).toBeVisible();
      await expect(line).toHaveText(ad.erid ? `${marking(ad.advertiser)}${ad.erid}` : marking(ad.advertiser));
      await expect(link).toHaveAttribute('aria-describedby', (await line.getAttribute('id'))!);
    }
    const banner = page.locator('[data-ad-banner]');
    const bannerAd = site.ads.banner!;
    await expect(banner.locator('[data-ad-marking]')).toBeVisible();
    await expect(banner.locator('[data-ad-marking]')).toHaveText(
      bannerAd.erid ? `${marking(bannerAd.advertiser)}${bannerAd.erid}` : marking(bannerAd.advertiser),
    );
  });
}

test('stavkablef: ads read «Реклама. ООО «…». erid: …» and carry the erid in their links', async ({ page }) => {
  await page.goto(`${served.ru()}/`);
  const ads = [
    ...(await linksWithMarkings(page)),
    { link: page.locator('[data-ad-banner]'), marking: page.locator('[data-ad-banner] [data-ad-marking]') },
  ];
  expect(ads.length).toBeGreaterThanOrEqual(2);
  for (const { link, marking } of ads) {
    const text = (await marking.textContent()) ?? '';
    const erid = /^Реклама\. ООО «[^»]+»\. erid: ([A-Za-z0-9]+)$/.exec(text)?.[1];
    expect(erid, text).toBeTruthy();
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('erid')).toBe(erid);
  }
  await expect(page.getByText('Реклама. ООО «Книжный двор». erid: 2VtzqxKnbMe', { exact: true })).toBeVisible();
});

for (const { id, origin } of SITES) {
  test(`${id}: no moved-address notice on a site that did not move, where its ads are`, async ({ page }) => {
    expect(settings(id).movedFrom).toBeUndefined();
    for (const pagePath of Object.keys(settings(id).ads.sponsoredLinks)) {
      await page.goto(`${origin()}${pagePath}`);
      await expect(page.locator('[data-sponsored-block]'), pagePath).toBeVisible();
      await expect(page.locator('[data-moved-from]'), pagePath).toHaveCount(0);
      await expect(page.getByText(/new address|новый адрес|yeni adres|moved to this address/i), pagePath).toHaveCount(
        0,
      );
    }
  });
}

for (const width of [400, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { id, origin } of SITES) {
      test(`${id}: the banner and its advertiser line fit the 72 px slot`, async ({ page }) => {
        await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
        const slot = page.locator('.site-banner-slot');
        await expect(slot).toHaveCSS('height', '72px');
        const fits = await slot.evaluate(
          (el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth,
        );
        expect(fits).toBe(true);
        const slotBox = (await slot.boundingBox())!;
        for (const part of [page.locator('[data-ad-banner] [data-ad-marking]'), page.locator('[data-ad-banner] img')]) {
          const box = (await part.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(slotBox.y);
          expect(box.y + box.height).toBeLessThanOrEqual(slotBox.y + slotBox.height);
          expect(box.x + box.width).toBeLessThanOrEqual(slotBox.x + slotBox.width);
        }
        // Legible: the advertiser line is at least 12 px type.
        const fontSize = await page
          .locator('[data-ad-banner] [data-ad-marking]')
          .evaluate((el) => getComputedStyle(el).fontSize);
        expect(parseFloat(fontSize)).toBeGreaterThanOrEqual(12);
      });
    }
  });
}
