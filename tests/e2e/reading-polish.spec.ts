// Fixes from a reading pass at 320 to 1280 px: the banner's narrow art (docs/sites.md#ad-data)
// and the update dates of the home page's 'Updated Articles'. The default site is Playwright's
// web server (out/); the Russian and Turkish sites are served here from their builds.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { loadSiteSettings } from '../../lib/content/load.ts';
import { uiText } from '../../lib/site/ui-text/index.ts';
import { watchLayoutShift } from './support/layout-shift.ts';
import { serveOtherSites } from './support/other-sites.ts';
import { expect, test } from './support/test.ts';

const served = serveOtherSites();

const SITES = [
  { id: 'oddsaces', origin: () => '' },
  { id: 'stavkablef', origin: () => served.ru() },
  { id: 'oranveblof', origin: () => served.tr() },
] as const;

/** The smallest type an SVG of public/ sets, in its own pixels. */
function smallestType(image: string): number {
  const svg = readFileSync(path.join('public', image), 'utf8');
  return Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1])));
}

for (const { id, origin } of SITES) {
  const banner = loadSiteSettings({ root: process.cwd(), siteId: id }).ads.banner!;
  for (const [width, art] of [
    [320, banner.narrow!],
    [400, banner.narrow!],
    [1280, banner],
  ] as const) {
    test.describe(`${id} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(`the banner shows its ${art === banner ? 'wide' : 'narrow'} art whole, legible, moving nothing`, async ({
        page,
      }) => {
        expect(banner.narrow, 'the example site gives its banner a narrow art').toBeDefined();
        const layoutShift = await watchLayoutShift(page);
        await page.goto(`${origin()}/`, { waitUntil: 'networkidle' });
        const image = page.locator('[data-ad-banner] img');
        await expect(image).toHaveJSProperty('complete', true);
        expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(art.image);
        // At its own size, not shrunk: its smallest words stay at least 11 px.
        const box = (await image.boundingBox())!;
        expect(Math.round(box.width)).toBe(art.width);
        expect(Math.round(box.height)).toBe(art.height);
        expect(smallestType(art.image) * (box.width / art.width)).toBeGreaterThanOrEqual(11);
        // Its labels are legible too, and the slot holds it all without overflowing.
        for (const badge of await page.locator('[data-ad-banner] .ad-badge').all())
          expect(parseFloat(await badge.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(11);
        const slot = page.locator('.site-banner-slot');
        await expect(slot).toHaveCSS('height', '72px');
        expect(
          await slot.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth),
        ).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await layoutShift()).toBe(0);
      });
    });
  }
}

test.describe('the Russian home page at 400 px', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test("'Updated Articles' cards show the update date, labelled, newest first", async ({ page, request }) => {
    const text = uiText('ru_RU');
    await page.goto(`${served.ru()}/`);
    const cards = page.locator('section[aria-labelledby="updated-articles"] li');
    await expect(page.locator('#updated-articles')).toHaveText(text.home.updatedArticles);
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const shown: string[] = [];
    for (const card of await cards.all()) {
      const line = card.locator('p').first();
      const time = line.locator('time');
      const date = (await time.getAttribute('datetime'))!;
      await expect(line).toContainText(`${text.reading.updatedOn} ${await time.innerText()}`);
      // The article's own byline names the same update date (its second date, after the publication).
      const html = await (await request.get(`${served.ru()}${await card.locator('a').getAttribute('href')}`)).text();
      const byline = /<p class="byline">([\s\S]*?)<\/p>/.exec(html)![1]!;
      const dates = [...byline.matchAll(/<time datetime="([^"]+)"/gi)].map((m) => m[1]);
      expect(dates[1], 'the article says it was updated on that date').toBe(date);
      shown.push(date);
    }
    expect(shown).toEqual([...shown].sort().reverse());
  });
});
