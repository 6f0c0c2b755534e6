// What the table-of-contents and fragment specs share: the article each site's spec opens
// with the ids its ## headings get, and the steps of reading a page at a scroll position.
import { expect, type Locator, type Page } from '@playwright/test';

export const TOC_SITES = [
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

/** Whether `locator`'s top is inside the window and nothing covers it there. */
export async function inView(page: Page, locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.top >= window.innerHeight) return false;
    const seen = document.elementFromPoint(box.left + 2, box.top + box.height / 2);
    return seen !== null && element.contains(seen);
  });
}

export const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits for the shell, then leaves the page at `y`. */
export async function openAt(page: Page, url: string, y = 0) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
  await markDocument(page);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** A link to `href` pinned to the window's corner, followed as a reader's click (no scroll on the way). */
export async function follow(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'Follow the test link';
    link.style.cssText = 'position:fixed;top:0;left:0;z-index:100;background:#fff';
    document.querySelector('main')?.append(link);
  }, href);
  await page.getByRole('link', { name: 'Follow the test link' }).click();
}
