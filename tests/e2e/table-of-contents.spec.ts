// An article's table of contents and its headings' links to themselves on all three sites, and
// addresses with a #fragment: through the shell, Back and Forward, a full load, and the service
// worker (docs/content.md#headings-and-the-table-of-contents, docs/client-shell.md#the-shell).
// The default site is out/, served by Playwright's web server; the Russian and Turkish sites are
// built by `npm run build:site -- {id}` and served here, as in sites.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

import { uiText } from '../../lib/site/ui-text/index.ts';
import { servedSite } from './support/other-sites.ts';

const SITES = [
  {
    id: 'oddsaces',
    locale: 'en_US',
    article: '/articles/kelly-criterion-bet-sizing-worked-examples/',
    ids: [
      'the-formula-and-what-each-symbol-means',
      'three-worked-examples',
      'full-half-and-quarter-kelly-side-by-side',
    ],
  },
  {
    id: 'stavkablef',
    outDir: 'out-sites/stavkablef',
    locale: 'ru_RU',
    article: '/articles/kriterij-kelli-prostymi-slovami/',
    ids: ['формула', 'пример', 'считать-от-текущего-банка', 'почему-полный-келли-опасен'],
  },
  {
    id: 'oranveblof',
    outDir: 'out-sites/oranveblof',
    locale: 'tr_TR',
    article: '/articles/kelly-kriteri-ne-kadar-yatirmali/',
    ids: ['önce-kasa', 'yöntem-1-sabit-birim', 'tam-kelly-neden-tehlikeli', 'dürüst-bir-not'],
  },
] as const;

const EN = SITES[0];

/** Whether `locator`'s top is inside the window and nothing covers it there. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.top >= window.innerHeight) return false;
    const seen = document.elementFromPoint(box.left + 2, box.top + box.height / 2);
    return seen !== null && element.contains(seen);
  });
}

const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits for the shell, then leaves the page at `y`. */
async function openAt(page: Page, url: string, y = 0) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
  await markDocument(page);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** A link to `href` pinned to the window's corner, followed as a reader's click (no scroll on the way). */
async function follow(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'Follow the test link';
    link.style.cssText = 'position:fixed;top:0;left:0;z-index:100;background:#fff';
    document.querySelector('main')?.append(link);
  }, href);
  await page.getByRole('link', { name: 'Follow the test link' }).click();
}

for (const site of SITES) {
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
