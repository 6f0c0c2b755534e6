// An article's table of contents and its headings' links to themselves on all three sites, and a
// full load of an address with a #fragment (docs/content.md#headings-and-the-table-of-contents);
// fragments through the shell and the service worker are fragments.spec.ts.
// The default site is out/, served by Playwright's web server; the Russian and Turkish sites are
// built by `npm run build:site -- {id}` and served here, as in sites.spec.ts.
import AxeBuilder from '@axe-core/playwright';

import { uiText } from '../../lib/site/ui-text/index.ts';
import { servedSite } from './support/other-sites.ts';
import { inView, scrollY, TOC_SITES } from './support/toc-pages.ts';
import { expect, test } from './support/test.ts';

for (const site of TOC_SITES) {
  test.describe(`${site.id}: the table of contents and heading ids`, () => {
    const url = servedSite(site);
    const text = uiText(site.locale).tableOfContents;

    test('lists every section after the lead, each linking to its heading by a readable id', async ({ page }) => {
      await page.goto(url(site.article));
      const toc = page.getByRole('navigation', { name: text.label });
      await expect(toc).toBeVisible();
      await expect(toc.getByRole('heading', { level: 2 })).toHaveText(text.label);

      const sections = page.locator('article .section-heading > h2');
      const headings = await sections.evaluateAll((elements) =>
        elements.map((element) => ({ id: element.id, text: element.textContent ?? '' })),
      );
      expect(headings.length).toBeGreaterThanOrEqual(3);
      // The article's own words, lower-cased, letters of its language kept: no %-escapes.
      expect(headings.map((heading) => heading.id)).toEqual(expect.arrayContaining([...site.ids]));
      for (const { id } of headings) expect(id).toMatch(/^[\p{Ll}\p{N}]+(-[\p{Ll}\p{N}]+)*$/u);

      const links = toc.getByRole('link');
      await expect(links).toHaveText(headings.map((heading) => heading.text));
      expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
        headings.map((heading) => `#${heading.id}`),
      );

      // After the lead's paragraphs, before the first section.
      const order = await page.evaluate(() => {
        const nav = document.querySelector('nav.toc')!;
        const lead = document.querySelector('article .prose p')!;
        const first = document.querySelector('article .section-heading')!;
        const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return follows(lead, nav) && follows(nav, first);
      });
      expect(order).toBe(true);

      // Every id of the page is unique: the headings' never meet the frame's.
      const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
      expect(ids.length).toBe(new Set(ids).size);
    });

    test('a heading shows its link on hover and on keyboard focus, named in the language of the site', async ({
      page,
    }) => {
      await page.goto(url(site.article));
      const heading = page.locator(`h2[id="${site.ids[1]}"]`);
      const name = text.linkToSection((await heading.textContent())!);
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `#${site.ids[1]}`);
      await expect(link).toHaveCSS('opacity', '0');
      await heading.hover();
      await expect(link).toHaveCSS('opacity', '1');
      await page.mouse.move(0, 0);
      await expect(link).toHaveCSS('opacity', '0');

      // Tab onto it from the element before it, as a keyboard reader would.
      await page.locator('nav.toc li').last().getByRole('link').focus();
      for (let step = 0; step < 40; step += 1) {
        if (await link.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(link).toBeFocused();
      await expect(link).toHaveCSS('opacity', '1');
    });

    test('a full load of an address with a fragment opens at that section', async ({ page }) => {
      await page.goto(url(`${site.article}#${site.ids[2]}`));
      const heading = page.locator(`h2[id="${site.ids[2]}"]`);
      await expect.poll(() => inView(page, heading)).toBe(true);
      expect(await scrollY(page)).toBeGreaterThan(0);
    });
  });
}

test.describe('accessibility of an article with its table of contents', () => {
  // Five tables too: their scrolling boxes are regions, each named apart (landmark-unique).
  const ARTICLE = '/articles/asian-handicap-quarter-lines-settlement/';
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(ARTICLE);
      await expect(page.locator('.table-scroll')).toHaveCount(5);
      await expect(page.locator('nav.toc')).toBeVisible();
      // With a heading's link showing, so its colours are checked too.
      await page.locator('article .section-heading').nth(1).hover();
      await expect(page.locator('article .section-heading').nth(1).locator('a')).toHaveCSS('opacity', '1');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
    });
  }
});

test.describe("a heading's link on a touch screen (360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`shows without hover, a 24 px target clear of the window's edges, and a tap follows it (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/');
      const section = page.locator('article .section-heading').nth(1);
      const heading = section.locator('h2');
      const link = section.locator('a.heading-anchor');
      await expect(link).toHaveCSS('opacity', '1');
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      // The main region's padding (16 px) between the target and either edge of the window.
      expect(box.x).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width).toBeLessThanOrEqual(360 - 16);
      // The heading's words keep clear of it.
      const words = await heading.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()].map((rect) => ({ right: rect.right, top: rect.top, bottom: rect.bottom }));
      });
      for (const line of words.filter((rect) => rect.top < box.y + box.height && rect.bottom > box.y))
        expect(line.right).toBeLessThanOrEqual(box.x);
      const id = await heading.getAttribute('id');
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const { violations } = await new AxeBuilder({ page }).include('article').analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
