// The 'Example' mark beside every fact a site's site.yaml lists under example_facts
// (docs/sites.md#example-facts): the operator and host on the legal pages, each sponsored link and
// the banner. It reads in the site's language, passes axe and moves nothing, even in a paint of
// half-parsed HTML. The three example sites mark them all; the default site is Playwright's web
// server (out/), the Russian and Turkish sites are served here from out-sites/.
import AxeBuilder from '@axe-core/playwright';

import { loadSiteSettings } from '../../lib/content/load.ts';
import { servedSite } from './support/other-sites.ts';
import { layoutShiftOfSplitPage, tagBoundaries } from './support/split-html.ts';
import { expect, test } from './support/test.ts';

const SITES = [
  { id: 'oddsaces', example: 'Example' },
  { id: 'stavkablef', example: 'Пример', outDir: 'out-sites/stavkablef' },
  { id: 'oranveblof', example: 'Örnek', outDir: 'out-sites/oranveblof' },
] as const;

for (const site of SITES) {
  test.describe(site.id, () => {
    const url = servedSite(site);
    const settings = loadSiteSettings({ root: process.cwd(), siteId: site.id });

    test('marks each sponsored link and the banner as an example, inside the banner slot', async ({ page }) => {
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      const links = page.locator('[data-sponsored-block] li');
      await expect(links).toHaveCount(settings.ads.sponsoredLinks['/']!.length);
      for (const link of await links.all()) {
        await expect(link.locator('[data-example-fact]')).toHaveText(site.example);
        await expect(link.locator('[data-example-fact]')).toBeVisible();
      }
      const mark = page.locator('[data-ad-banner] [data-example-fact]');
      await expect(mark).toHaveText(site.example);
      await expect(mark).toBeVisible();
      const slot = (await page.locator('.site-banner-slot').boundingBox())!;
      const box = (await mark.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(slot.y);
      expect(box.y + box.height).toBeLessThanOrEqual(slot.y + slot.height);
      expect(box.x + box.width).toBeLessThanOrEqual(slot.x + slot.width);
      const axe = await new AxeBuilder({ page }).include('.site-banner').include('[data-sponsored-block]').analyze();
      expect(axe.violations).toEqual([]);
    });

    test('marks the operator and the host on the privacy policy, and the operator on the terms', async ({ page }) => {
      await page.goto(url('/privacy-policy/'));
      const facts = page.locator('[data-legal-facts]');
      const operator = facts.locator('p', { hasText: settings.legal.operator });
      await expect(operator.locator('[data-example-fact]')).toHaveText(site.example);
      await expect(facts.locator('[data-legal-logs] [data-example-fact]')).toHaveText(site.example);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const axe = await new AxeBuilder({ page }).include('[data-legal-facts]').analyze();
        expect(axe.violations, colorScheme).toEqual([]);
      }
      await page.goto(url('/terms/'));
      const terms = page.locator('[data-legal-facts] p', { hasText: settings.legal.operator });
      await expect(terms.locator('[data-example-fact]')).toHaveText(site.example);
    });

    test('nothing moves when the privacy policy arrives a tag at a time (layout shift 0)', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const origin = new URL(url('/'), baseURL).origin;
      const html = await (await fetch(`${origin}/privacy-policy/`)).text();
      // Every tag of the facts block, the marks included.
      const start = html.indexOf('data-legal-facts');
      const atOffsets = tagBoundaries(html).filter(
        (offset) => offset > start && offset < html.indexOf('</section>', start),
      );
      expect(atOffsets.length).toBeGreaterThan(20);
      const shift = await layoutShiftOfSplitPage(
        page,
        { siteOrigin: origin, pagePath: '/privacy-policy/', atOffsets, pauseMs: 25 },
        () => expect(page.locator('[data-legal-logs] [data-example-fact]')).toBeVisible(),
      );
      expect(shift).toBe(0);
    });

    test.describe('in a 400 px window', () => {
      test.use({ viewport: { width: 400, height: 800 } });

      test('nothing moves when the page arrives cut before the marks (layout shift 0)', async ({ page, baseURL }) => {
        const origin = new URL(url('/'), baseURL).origin;
        for (const after of ['data-ad-banner', 'data-sponsored-block']) {
          const shift = await layoutShiftOfSplitPage(
            page,
            { siteOrigin: origin, pagePath: '/', after, cutBefore: '<span data-example-fact', pauseMs: 600 },
            () => expect(page.locator('[data-sponsored-block] [data-example-fact]').first()).toBeVisible(),
          );
          expect(shift, after).toBe(0);
        }
      });
    });
  });
}

// Facts no source confirms are example facts too: the Russian site's Metrica retention period and
// its first help line (whether it takes calls about gambling). Their marks stand before each.
test.describe('stavkablef: facts no source confirms', () => {
  const url = servedSite({ id: 'stavkablef', outDir: 'out-sites/stavkablef' });
  const settings = loadSiteSettings({ root: process.cwd(), siteId: 'stavkablef' });
  const [unconfirmed, confirmed] = settings.responsibleGambling.services;

  test('the privacy policy marks the retention period, and nothing else in the service', async ({ page }) => {
    await page.goto(url('/privacy-policy/'));
    const service = page.locator('[data-legal-services] li', { hasText: settings.thirdPartyScripts[0]!.name });
    await expect(service.locator('[data-example-fact]')).toHaveCount(1);
    await expect(service.locator('[data-example-fact]')).toHaveText('Пример');
    // The mark stands right before the retention sentence.
    const retention = settings.thirdPartyScripts[0]!.retention!;
    const text = (await service.textContent())!;
    expect(text.indexOf('Пример')).toBeGreaterThan(0);
    expect(text.indexOf(retention)).toBeGreaterThan(text.indexOf('Пример'));
  });

  for (const where of ['footer', 'closing note'] as const) {
    test(`the ${where} marks the unconfirmed help line and not the other`, async ({ page }) => {
      if (where === 'footer') await page.goto(url('/'));
      else {
        await page.goto(url('/'));
        await page.locator('main a[href^="/articles/"]').first().click();
        await page.waitForURL(/\/articles\//);
      }
      const scope = where === 'footer' ? page.getByRole('contentinfo') : page.locator('[data-closing-note]');
      const first = scope.locator('span', { has: page.getByRole('link', { name: unconfirmed!.name }) });
      await expect(first.locator('[data-example-fact]')).toHaveText('Пример');
      const second = scope.locator('span', { has: page.getByRole('link', { name: confirmed!.name }) });
      await expect(second.locator('[data-example-fact]')).toHaveCount(0);
      expect(
        (await new AxeBuilder({ page }).include(where === 'footer' ? 'footer' : '[data-closing-note]').analyze())
          .violations,
      ).toEqual([]);
    });
  }
});
