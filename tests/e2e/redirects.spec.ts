// The default site's redirects (content/oddsaces: an article's alias and a removed page in
// redirects.yaml), end to end on the built out/ and the `npm start` server: what the build
// writes for each host, what the server answers, and what a reader sees in Chromium when a link
// or the address bar leads to an old address, with and without the service worker.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { parseRedirectsFile, REDIRECTS_FILE } from '../../hosting/redirects-file.ts';

const OUT = path.resolve('out');
/** content/oddsaces/articles/kelly-criterion-bet-sizing-worked-examples.md, `aliases`. */
const OLD = '/articles/kelly-criterion-explained/';
const NEW = '/articles/kelly-criterion-bet-sizing-worked-examples/';
/** content/oddsaces/redirects.yaml */
const REMOVED = '/articles/poker-tells-myths/';
const REMOVED_TO = '/articles/reading-opponent-bet-sizes/';

test.skip(!existsSync(path.join(OUT, REDIRECTS_FILE)), 'run `npm run build` first (npm test does)');

const read = (file: string) => readFileSync(path.join(OUT, file), 'utf8');

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Puts a link to `href` in the open page and clicks it, as a reader would. */
async function follow(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'An old link';
    document.querySelector('main')?.prepend(link);
  }, href);
  await page.getByRole('link', { name: 'An old link' }).click();
}

test.describe('the build', () => {
  test('writes _redirects with each old address, with and without its trailing slash', () => {
    const redirects = parseRedirectsFile(read(REDIRECTS_FILE));
    expect(Object.fromEntries(redirects)).toEqual({
      [OLD]: NEW,
      [OLD.slice(0, -1)]: NEW,
      [REMOVED]: REMOVED_TO,
      [REMOVED.slice(0, -1)]: REMOVED_TO,
    });
  });

  test('leaves a page at each old address that sends the reader on, and lists none of them', () => {
    const html = read(`${OLD.slice(1)}index.html`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${NEW}">`);
    expect(html).toContain(`<link rel="canonical" href="https://www.oddsaces.com${NEW}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<a href="${NEW}">Kelly Criterion: Formula, Worked Examples and Half Kelly</a>`);
    expect(read(`${REMOVED.slice(1)}index.html`)).toContain(`url=${REMOVED_TO}`);

    // Not a page of the site: no page data, no entry in the sitemap, the feed or the search index.
    for (const old of [OLD, REMOVED]) {
      expect(existsSync(path.join(OUT, 'page-data', old, 'page-data.json')), old).toBe(false);
      expect(read('sitemap.xml'), old).not.toContain(old);
      expect(read('rss.xml'), old).not.toContain(old);
      for (const query of readdirSync(path.join(OUT, 'page-data/sq/d'))) {
        expect(read(`page-data/sq/d/${query}`), `${old} in ${query}`).not.toContain(old.split('/')[2]);
      }
    }
  });
});

test.describe('npm start', () => {
  test('answers each old address with 301 to the new one, with or without the slash, query kept', async ({
    request,
  }) => {
    for (const [asked, location] of [
      [OLD, NEW],
      [OLD.slice(0, -1), NEW],
      [`${OLD}?utm_source=newsletter&x=1`, `${NEW}?utm_source=newsletter&x=1`],
      [REMOVED, REMOVED_TO],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 });
      expect([response.status(), response.headers().location], asked).toEqual([301, location]);
    }
    expect((await request.get(`/${REDIRECTS_FILE}`, { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('a reader in Chromium', () => {
  test('following a link to an old address sees the new page in place, at its new address', async ({ page }) => {
    await page.goto('/authors/');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    await markDocument(page);

    await follow(page, `${OLD}?ref=old-link#how-much-to-stake`);
    await expect(page).toHaveURL(`${NEW}?ref=old-link#how-much-to-stake`);
    await expect(page.locator('main#main h1')).toHaveText('Kelly Criterion: Formula, Worked Examples and Half Kelly');
    expect(await sameDocument(page)).toBe(true);

    // The old address never enters history: Back returns to the page the link was on.
    await page.goBack();
    await expect(page).toHaveURL('/authors/');
  });

  test('typing an old address ends on the new page', async ({ page }) => {
    await page.goto(REMOVED);
    await expect(page).toHaveURL(REMOVED_TO);
    await expect(page.locator('main#main h1')).toContainText('Bet Sizes');
  });

  test("the page at an old address, where a host serves it, sends the reader on within the site's policy", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    // `npm start` serves the file by its own name, with the policy the build gave it.
    const response = await page.goto(`${OLD}index.html`);
    expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
    await expect(page).toHaveURL(NEW);
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    expect(problems).toEqual([]);
  });
});

test.describe('a reader with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Opens a page the worker controls. */
  async function controlled(page: Page) {
    await page.goto('/authors/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
  }

  test('follows a link to an old address in place', async ({ page }) => {
    await controlled(page);
    await markDocument(page);
    await follow(page, OLD);
    await expect(page).toHaveURL(NEW);
    await expect(page.locator('main#main h1')).toContainText('Kelly Criterion: Formula');
    expect(await sameDocument(page)).toBe(true);
  });

  test('never keeps a redirected answer under the old address, so offline it is a page never saved', async ({
    page,
    context,
  }) => {
    await controlled(page);
    // As a prefetch does: the page at the old address, through the worker, arrives redirected.
    const redirected = await page.evaluate(async (old) => (await fetch(old)).redirected, OLD);
    expect(redirected).toBe(true);
    // The worker puts what it keeps in its cache after answering: give it the time to.
    await page.waitForTimeout(500);
    expect(await page.evaluate(async (old) => Boolean(await caches.match(old)), OLD)).toBe(false);

    // Offline, the old address gets the offline page, not the browser's error page.
    await context.setOffline(true);
    await page.goto(OLD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  });
});
