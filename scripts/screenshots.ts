// `npm run screenshots`: the README's pictures of the built site (home, an article, the open
// menu) at 400 and 1280 px, taken in Debian's Chromium from out/ served on loopback.
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/build/chromium.ts';
import { createSiteServer } from '../server/site-server.ts';

const ARTICLE = '/articles/pot-odds-and-outs-worked-examples/';
const server = await createSiteServer({ root: 'out' });
mkdirSync('docs/screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const width of [400, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 576 ? 860 : 900 } });
    const base = server.origin;
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `docs/screenshots/home-${width}.png` });
    await page.getByRole('button', { name: width <= 576 ? 'Menu' : 'Order' }).click();
    await page.waitForSelector(width <= 576 ? 'nav[aria-label="Categories"]' : '[role="menu"]');
    await page.screenshot({ path: `docs/screenshots/menu-${width}.png` });
    await page.goto(`${base}${ARTICLE}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `docs/screenshots/article-${width}.png` });
    await page.close();
    console.log(`screenshots at ${width} px written`);
  }
} finally {
  await browser.close();
  await server.close();
}
