// Printing an article prints the article alone (docs/behaviour.md#print): Chromium prints
// one article of each site to PDF, and the PDF's own text is read back. The default site is
// Playwright's web server (out/); the Russian and Turkish sites are served here from their builds.

import { type Page } from '@playwright/test';

import { loadSiteSettings } from '../../lib/content/load.ts';
import type { Site } from '../../lib/content/model/index.ts';
import { uiText } from '../../lib/site/ui-text/index.ts';
import { pdfText } from './support/pdf-text.ts';
import { serveOtherSites } from './support/other-sites.ts';
import { expect, test } from './support/test.ts';

const served = serveOtherSites();

// Each article has sponsored links of its own, so the site shows every kind of ad on it.
const SITES = [
  { id: 'oddsaces', origin: () => '', article: '/articles/kelly-criterion-bet-sizing-worked-examples/' },
  { id: 'stavkablef', origin: () => served.ru(), article: '/articles/kriterij-kelli-prostymi-slovami/' },
  { id: 'oranveblof', origin: () => served.tr(), article: '/articles/kelly-kriteri-ne-kadar-yatirmali/' },
] as const;

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** The page's PDF, as a printer would get it, and its text on one line. */
async function printed(page: Page): Promise<string> {
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = flat(pdfText(pdf));
  expect(text.length, 'the PDF has text').toBeGreaterThan(500);
  return text;
}

/** Words of the page that are not the article: the frame, the ads and the related list. */
async function notTheArticle(page: Page, site: Site, article: string): Promise<string[]> {
  const text = uiText(site.locale);
  const banner = site.ads.banner!;
  const advertisers = [banner, ...(site.ads.sponsoredLinks[article] ?? [])].map((ad) => ad.advertiser);
  const visible = async (selector: string) => flat((await page.locator(selector).first().innerText()) || '');
  return [
    // Header and menu, the banner's own words, the sponsored block, the related list, the footer.
    await visible('.site-logo'),
    text.menu.order,
    text.search.placeholder,
    ...advertisers,
    await visible('[data-ad-banner] [data-ad-marking]'),
    await visible('[data-sponsored-block] h2'),
    ...(site.ads.sponsoredLinks[article] ?? []).map((link) => link.text),
    text.article.related,
    text.pages.privacyPolicy,
    text.pages.terms,
    text.article.copyLink.copy,
    // The consent bar, on a site with third-party scripts (the reader has not chosen yet).
    ...(site.consent ? [text.consent.accept, text.consent.decline] : []),
  ];
}

for (const { id, origin, article } of SITES) {
  test(`${id}: a printed article is the article alone, with its links' addresses, source and date`, async ({
    page,
  }) => {
    const site = loadSiteSettings({ root: process.cwd(), siteId: id });
    await page.goto(`${origin()}${article}`, { waitUntil: 'networkidle' });
    // On screen the printed copy's ending takes no room at all.
    await expect(page.locator('[data-print-source]')).toBeHidden();
    await expect(page.locator('[data-ad-banner]')).toBeVisible();
    await expect(page.locator('[data-sponsored-block]')).toBeVisible();
    if (site.consent) await expect(page.locator('.consent-bar')).toBeVisible();
    const absent = await notTheArticle(page, site, article);
    const title = flat(await page.locator('h1').innerText());
    const firstParagraph = flat(await page.locator('article .prose p').first().innerText());
    const lastParagraph = flat(await page.locator('article .prose > p').last().innerText());
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const published = flat(await page.locator('.byline time').first().innerText());
    // 'On this page' and its list are for the screen: paper has its own pages.
    await expect(page.locator('.toc')).toBeVisible();
    const tocLabel = flat(await page.locator('.toc h2').innerText());
    const sectionHeading = flat(await page.locator('article .section-heading h2').first().innerText());
    // An in-site link of the article's text prints its absolute address, as an external one does.
    const siteLink = page.locator('article .prose a[href^="/"]').first();
    const siteLinkWords = flat(await siteLink.innerText());
    const siteLinkAddress = new URL((await siteLink.getAttribute('href'))!, site.domain).href;

    const text = await printed(page);

    // Chromium may wrap the title, a paragraph or an address anywhere: compare without spaces,
    // and without the addresses print adds after links.
    const words = squeezed(text).replace(/\(https?:\/\/[^)]*\)/g, '');
    for (const part of [title, firstParagraph, lastParagraph])
      expect(words, 'the article is printed').toContain(squeezed(part));
    // A heading's link to itself is for the screen.
    expect(squeezed(text), "no heading's # is printed").not.toContain(`${squeezed(sectionHeading)}#`);
    for (const word of absent) expect(text, `"${word}" is not printed`).not.toContain(word);
    expect(text, 'the table of contents is not printed').not.toContain(tocLabel);
    expect(squeezed(text), `${siteLinkAddress} is printed`).toContain(
      squeezed(`${siteLinkWords} (${siteLinkAddress})`),
    );
    // The help services in the article's closing note are external links: their addresses follow.
    for (const service of site.responsibleGambling.services)
      expect(squeezed(text), `${service.url} is printed`).toContain(squeezed(`${service.name} (${service.url})`));
    const ending = squeezed(text).slice(-600);
    expect(ending, 'the source address ends the copy').toContain(
      squeezed(`${uiText(site.locale).reading.printSource}: ${canonical}`),
    );
    expect(ending, 'the publication date ends the copy').toContain(
      squeezed(`${uiText(site.locale).article.published} ${published}`),
    );
    expect(canonical).toBe(new URL(article, site.domain).href);
  });
}

test('print adds addresses to links, absolute for in-site ones, and changes nothing on screen', async ({ page }) => {
  await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/');
  const siteLink = page.locator('article .prose a[href^="/"]').first();
  const sectionLink = page.locator('article .prose a[href^="#"]').first();
  const external = page.locator('[data-closing-note] a[href^="https://"]').first();
  const after = (link: typeof siteLink) => link.evaluate((a) => getComputedStyle(a, '::after').content);
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const before = await height();
  expect(await after(external)).toBe('none');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-source]')).toBeVisible();
  expect(await after(external)).toContain('(');
  const path = (await siteLink.getAttribute('href'))!;
  expect(await after(siteLink)).toBe(`" (https://www.oddsaces.com${path})"`);
  expect(await after(sectionLink)).toBe('none');
  await expect(page.locator('.toc')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  expect(await after(siteLink)).toBe('none');
  await expect(page.locator('[data-print-source]')).toBeHidden();
  expect(await height()).toBe(before);
});

test("a section's heading prints in its place, right before the section's text", async ({ page }) => {
  await page.goto('/articles/kelly-criterion-bet-sizing-worked-examples/', { waitUntil: 'networkidle' });
  // Each heading that a paragraph follows (a list's numbers are not in its text), with the
  // paragraph's first words: the PDF's text must read them in a row.
  const sections = await page.evaluate(() =>
    [...document.querySelectorAll('article .section-heading')]
      .filter((wrapper) => wrapper.nextElementSibling?.tagName === 'P')
      .map((wrapper) => ({
        heading: wrapper.querySelector('h2')!.textContent!,
        start: wrapper.nextElementSibling!.textContent!.slice(0, 40),
      })),
  );
  expect(sections.length).toBeGreaterThan(2);
  const text = squeezed(await printed(page));
  for (const { heading, start } of sections)
    expect(text, `"${heading}" is printed before its text`).toContain(squeezed(`${heading}${start}`));
});
