// What a gambling site's readers and regulators judge first: the age limit and help services in
// the footer, beside every ad and at the end of every article, and legal pages that state what
// the site really does. All of it comes from site.yaml, so each site is checked against its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import type { RunningServe } from '../support/hosting/site-server.ts';
import { expect, test } from './support/test.ts';

const RU_DIR = path.resolve('out-sites/stavkablef');
const TR_DIR = path.resolve('out-sites/oranveblof');

interface SiteCase {
  name: string;
  dir: string;
  url: (pathname: string) => string;
  age: string;
  services: { name: string; href: string; phone?: string; tel?: string }[];
  closingNote: RegExp;
  operator: string;
  governingLaw: RegExp;
  offlineCopies: RegExp | undefined;
  thirdParties: RegExp;
  /** Who serves the pages, where the logs are kept, and the legal basis where the site's law asks. */
  logs: RegExp[];
  /** That nothing runs before the reader accepts: only on a site with scripts. */
  consent: RegExp | undefined;
}

let ru: RunningServe;
let tr: RunningServe;

const SITES: SiteCase[] = [
  {
    name: 'oddsaces',
    dir: path.resolve('out'),
    url: (pathname) => pathname,
    age: '21+',
    services: [
      {
        name: 'National Council on Problem Gambling',
        href: 'https://www.ncpgambling.org',
        phone: '1-800-GAMBLER',
        tel: 'tel:18004262537',
      },
    ],
    closingNote: /For readers aged 21 and over\./,
    operator: 'Odds & Aces Media LLC',
    governingLaw: /These terms are governed by the laws of the State of New York, United States\./,
    offlineCopies: /Your browser keeps copies of the pages you read/,
    thirdParties: /The site runs no analytics or advertising scripts/,
    logs: [/served by Amazon Web Services, Inc\., which keeps these logs in the United States\./],
    consent: undefined,
  },
  {
    name: 'stavkablef',
    dir: RU_DIR,
    url: (pathname) => `${ru.baseURL}${pathname}`,
    age: '18+',
    services: [
      {
        name: 'Горячая линия психологической помощи Российского Красного Креста',
        href: 'https://www.redcross.ru',
        phone: '8-800-250-18-59',
        tel: 'tel:88002501859',
      },
      {
        name: 'Московская служба психологической помощи населению',
        href: 'https://msph.ru',
        phone: '8-495-051',
        tel: 'tel:8495051',
      },
    ],
    closingNote: /Материалы для читателей от 18 лет\./,
    operator: 'ООО «Ставка и Блеф Медиа»',
    governingLaw: /К этим условиям применяется законодательство Российской Федерации\./,
    offlineCopies: undefined,
    thirdParties:
      /Яндекс Метрика \(mc\.yandex\.ru\): адрес открытой страницы.*Где хранятся полученные данные: Россия\./,
    logs: [/ООО «Яндекс\.Облако».*\(страна: Россия\)/, /за границу не передаются/, /п\. 7 ч\. 1 ст\. 6/],
    consent: /пока вы не примете их на панели согласия/,
  },
  {
    name: 'oranveblof',
    dir: TR_DIR,
    url: (pathname) => `${tr.baseURL}${pathname}`,
    age: '18+',
    services: [
      { name: 'Yeşilay Danışmanlık Merkezi (YEDAM)', href: 'https://www.yesilay.org.tr', phone: '115', tel: 'tel:115' },
    ],
    closingNote: /18 yaş ve üzeri okurlar içindir\./,
    operator: 'Oran ve Blöf Medya Ltd. Şti.',
    governingLaw: /Bu koşullara Türkiye Cumhuriyeti kanunları uygulanır\./,
    offlineCopies: /Tarayıcınız okuduğunuz sayfaların kopyalarını saklar/,
    thirdParties: /Site analiz ya da reklam betiği çalıştırmaz/,
    logs: [
      /Cloudflare, Inc\..*\(ülke: Amerika Birleşik Devletleri\)/,
      /KVKK 9\. madde/,
      /KVKK 5\. madde, 2\. fıkra, f bendi/,
    ],
    consent: undefined,
  },
];

for (const [dir, site] of [
  [RU_DIR, 'stavkablef'],
  [TR_DIR, 'oranveblof'],
] as const) {
  test.skip(!existsSync(path.join(dir, 'index.html')), `run \`npm run build:site -- ${site}\` first (npm test does)`);
}

test.beforeAll(async ({ perWorker }) => {
  [ru, tr] = await Promise.all([perWorker.serve(RU_DIR), perWorker.serve(TR_DIR)]);
});

/**
 * The article pages a build wrote, sorted; not the pages left at old addresses, which only send
 * the reader on to the new one (docs/content.md, 'Redirects').
 */
function articlePages(dir: string): string[] {
  return readdirSync(path.join(dir, 'articles'))
    .filter(
      (slug) => !/http-equiv="refresh"/.test(readFileSync(path.join(dir, 'articles', slug, 'index.html'), 'utf8')),
    )
    .sort();
}

async function expectHelpServices(page: Page, scope: ReturnType<Page['locator']>, site: SiteCase) {
  for (const service of site.services) {
    await expect(scope.getByRole('link', { name: service.name })).toHaveAttribute('href', service.href);
    if (service.phone)
      await expect(scope.getByRole('link', { name: service.phone })).toHaveAttribute('href', service.tel!);
  }
}

for (const site of SITES) {
  test.describe(site.name, () => {
    test("the footer carries the site's age limit and its help services", async ({ page }) => {
      await page.goto(site.url('/'));
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('.adult-mark')).toHaveText(site.age);
      await expectHelpServices(page, footer, site);
    });

    test('an article ends with the closing note: the age limit, limits and help', async ({ page }) => {
      const article = articlePages(site.dir)[0]!;
      await page.goto(site.url(`/articles/${article}/`));
      const note = page.locator('[data-closing-note]');
      await expect(note).toHaveCount(1);
      await expect(note).toContainText(site.closingNote);
      await expectHelpServices(page, note, site);
      // The note follows the article's text, before any sponsored links and related articles.
      const follows = await page.evaluate(() => {
        const prose = document.querySelector('article .prose');
        const closing = document.querySelector('[data-closing-note]');
        return Boolean(prose && closing && prose.compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(follows).toBe(true);
      expect((await new AxeBuilder({ page }).include('[data-closing-note]').analyze()).violations).toEqual([]);
    });

    test('every built article carries the closing note', () => {
      const articles = articlePages(site.dir);
      expect(articles.length).toBeGreaterThan(0);
      const without = articles.filter((slug) => {
        const html = readFileSync(path.join(site.dir, 'articles', slug, 'index.html'), 'utf8');
        return !/data-closing-note/.test(html) || !html.includes(site.services[0]!.name);
      });
      expect(without).toEqual([]);
    });

    test('the privacy policy states the operator, what the device keeps and which services run', async ({ page }) => {
      await page.goto(site.url('/privacy-policy/'));
      const facts = page.locator('[data-legal-facts]');
      await expect(facts).toContainText(site.operator);
      await expect(facts.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(facts).toContainText(site.thirdParties);
      if (site.offlineCopies) await expect(facts).toContainText(site.offlineCopies);
      else await expect(facts).not.toContainText(/service worker/);
      for (const logs of site.logs) await expect(facts.locator('[data-legal-logs]')).toContainText(logs);
      if (site.consent) await expect(facts.locator('[data-legal-consent]')).toContainText(site.consent);
      else await expect(facts.locator('[data-legal-consent]')).toHaveCount(0);
      // axe over these facts, on this page of each site at this width, light and dark: example-facts.spec.ts.
    });

    test("the legal pages' own text leaves data practices to the facts", async ({ page }) => {
      // check:content refuses these words on a site whose settings have none of them; the built
      // page is checked too, so a page that slipped past the check still fails here.
      const scripts = site.consent !== undefined;
      for (const pathname of ['/privacy-policy/', '/terms/']) {
        await page.goto(site.url(pathname));
        const ownText = page.locator('main .prose').first();
        await expect(ownText).not.toContainText(/yayın ekibi|Google Analytics|старше 18/i);
        if (!scripts) await expect(ownText).not.toContainText(/cookie|analytics|çerez|куки|consent|rıza/i);
      }
    });

    test('the terms name the operator and the governing law', async ({ page }) => {
      await page.goto(site.url('/terms/'));
      const facts = page.locator('[data-legal-facts]');
      await expect(facts).toContainText(site.operator);
      await expect(facts).toContainText(site.governingLaw);
    });
  });
}

test('the Russian footer links only to networks readers in Russia can reach', async ({ page }) => {
  await page.goto(`${ru.baseURL}/`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('href', 'https://vk.com/stavkablef');
  await expect(footer.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/stavkablef');
  for (const blocked of ['Facebook', 'Instagram'])
    await expect(footer.getByRole('link', { name: blocked })).toHaveCount(0);
  await expect(footer.locator('a[href*="facebook.com"], a[href*="instagram.com"]')).toHaveCount(0);
});
