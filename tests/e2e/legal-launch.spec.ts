// What the US and Turkish legal pages say before launch (docs/sites.md#the-law-behind-the-facts):
// the effective date from the frontmatter under each legal page's heading, "the United States"
// in the English facts, the Turkish operator's address and MERSİS number, where KVKK requests
// go, and a Turkish closing note that does not assume poker is played for money. The default site
// is Playwright's web server (out/); the Turkish site is served here from its build
// (`npm run build:site -- oranveblof`).
import { existsSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import type { RunningServe } from '../support/hosting/site-server.ts';
import { expect, test } from './support/test.ts';

const TR_DIR = path.resolve('out-sites/oranveblof');
let tr: RunningServe;

test.skip(!existsSync(path.join(TR_DIR, 'index.html')), 'run `npm run build:site -- oranveblof` first (npm test does)');

test.beforeAll(async ({ perWorker }) => {
  tr = await perWorker.serve(TR_DIR);
});

/** The line under the page's heading, and that axe finds nothing in the page's main part. */
async function expectEffectiveDate(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.locator('xpath=following-sibling::p[1]')).toHaveText(text);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
}

test.describe('oddsaces', () => {
  test('the legal pages show their effective date under the heading, once', async ({ page }) => {
    await page.goto('/privacy-policy/');
    await expectEffectiveDate(page, 'Effective date: November 26, 2026.');
    await expect(page.getByText(/Effective date:/)).toHaveCount(1);
    await page.goto('/terms/');
    await expectEffectiveDate(page, 'Effective date: November 29, 2026.');
    await expect(page.getByText(/Effective date:/)).toHaveCount(1);
  });

  test('the facts write "the United States"; the terms promise only the checks About Us describes', async ({
    page,
  }) => {
    await page.goto('/privacy-policy/');
    await expect(page.locator('[data-legal-logs]')).toContainText('which keeps these logs in the United States.');
    await expect(page.locator('main')).not.toContainText(/in United States|\bU\.S\.|\bUS\b/);
    await page.goto('/terms/');
    const main = page.locator('main');
    await expect(main).not.toContainText('we check worked examples before publication');
    await expect(main).toContainText('automated checks test its structure and its language, and an editor reviews it');
    await expect(main).toContainText('listed on the article under "What changed"');
  });

  test('no moved-address notice in the footer of a site that did not move', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo').locator('[data-moved-from]')).toHaveCount(0);
    await expect(page.getByText(/New address/)).toHaveCount(0);
  });
});

test.describe('oranveblof', () => {
  test('the legal pages name the operator with its address and MERSİS number, and date their text', async ({
    page,
  }) => {
    for (const pathname of ['/privacy-policy/', '/terms/']) {
      await page.goto(`${tr.baseURL}${pathname}`);
      await expectEffectiveDate(page, 'Yürürlük tarihi: 29 Kasım 2026.');
      const facts = page.locator('[data-legal-facts]');
      await expect(facts).toContainText(
        'Oran ve Blöf Medya Ltd. Şti. (Örnek Mah. Örnek Cad. No:1, 34000 Beşiktaş/İstanbul)',
      );
      await expect(facts).toContainText('MERSİS numarası: 0000000000000000.');
    }
  });

  test('the privacy policy says where KVKK requests go in writing: the postal or KEP address', async ({ page }) => {
    await page.goto(`${tr.baseURL}/privacy-policy/`);
    await expect(page.locator('[data-legal-requests]')).toContainText(
      'yazılı olarak Örnek Mah. Örnek Cad. No:1, 34000 Beşiktaş/İstanbul adresine ya da kayıtlı elektronik posta (KEP) ile oranveblofmedya@hs01.kep.tr adresine',
    );
    await expect(page.locator('main')).not.toContainText('e-posta adresine yazılı olarak');
  });

  test('an article closes without assuming poker is played for money, and counts stakes in units', async ({ page }) => {
    await page.goto(`${tr.baseURL}/articles/asya-handikapi-ceyrek-cizgiler/`);
    const note = page.locator('[data-closing-note]');
    await expect(note).toContainText('Poker burada parasız oynanan bir akıl oyunu olarak anlatılır');
    await expect(note).toContainText('Kabahatler Kanunu 34. madde');
    await expect(note).not.toContainText(/poker para ister/i);
    const article = page.locator('article');
    await expect(article).toContainText('100 birimlik bir bahsin net sonucunu');
    await expect(article).not.toContainText(/\d\s*TL\b/);
  });
});
