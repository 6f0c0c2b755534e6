// No third-party script before the reader agrees (docs/sites.md#consent). The Russian example
// site (out-sites/stavkablef/) runs Yandex Metrica through Partytown once the reader accepts; a
// loopback https upstream stands in for the analytics host, both for the site's proxy and for the
// browser itself (its DNS sends the host there), so a script Partytown's 10 s fallback would load
// from the host's own address would arrive too. Every request of the browser context is recorded,
// and the upstream keeps its own log. The English and Turkish sites have no scripts: no bar, no
// link, no consent code.
import { existsSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../lib/build/chromium.ts';
import { startHttpsUpstream, type HttpsUpstream } from '../support/hosting/https-upstream.ts';
import { startServe, type RunningServe } from '../support/hosting/site-server.ts';
import { CONSENT_STORAGE_KEY } from '../../browser/consent/consent-record.ts';
import { uiText } from '../../lib/site/ui-text/index.ts';
import { watchLayoutShift } from './support/layout-shift.ts';
import { expect, test } from './support/test.ts';

const RU_DIR = path.resolve('out-sites/stavkablef');
const TR_DIR = path.resolve('out-sites/oranveblof');
const THIRD_PARTY_HOST = 'mc.yandex.ru';
const THIRD_PARTY_PATH = '/metrika/tag.js?id=98765432';
const RU_ARTICLE = '/articles/kriterij-kelli-prostymi-slovami/';
const ru_ = uiText('ru_RU');
/** Before a choice, and after declining: longer than Partytown's 10 s fallback. */
const QUIET_MS = 12_000;

test.skip(!existsSync(path.join(RU_DIR, 'index.html')), 'run `npm run build:site -- stavkablef` first (npm test does)');
test.skip(!existsSync(path.join(TR_DIR, 'index.html')), 'run `npm run build:site -- oranveblof` first (npm test does)');

let upstream: HttpsUpstream;
let ru: RunningServe;
let tr: RunningServe;
let browser: Browser;
const ruUrl = (pathname: string) => `${ru.baseURL}${pathname}`;

/** The upstream, both sites' servers and the browser whose DNS sends the analytics host to the upstream. */
async function startReaderWorld() {
  const upstream = await startHttpsUpstream(
    (url, res) => {
      if (url !== THIRD_PARTY_PATH) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-store' });
      // Like Metrica, the stand-in sets its ID cookie on the site (from Partytown's worker, through the page).
      res.end(
        'document.cookie="_ym_uid=1700000000123; path=/; max-age=31536000";' +
          'document.documentElement.setAttribute("data-third-party", "ran");',
      );
    },
    { hostnames: [THIRD_PARTY_HOST] },
  );
  const ru = await startServe({
    outDir: RU_DIR,
    upstream: { certificateFile: upstream.certificateFile, address: new URL(upstream.origin).host },
  });
  const tr = await startServe({ outDir: TR_DIR });
  const browser = await chromium.launch({
    // The project's Chromium and flags (lib/build/chromium.ts), with the third party's host mapped to the upstream.
    executablePath: TEST_CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${THIRD_PARTY_HOST} ${new URL(upstream.origin).host}`],
  });
  return { upstream, ru, tr, browser };
}

// Once a worker (support/test.ts): each test opens a context of its own in the browser, and the
// tests that count the upstream's requests count from where their own start found the log.
test.beforeAll(async ({ perWorker }) => {
  ({ upstream, ru, tr, browser } = await perWorker.get('consent.spec', startReaderWorld, async (world) => {
    await world.browser.close();
    await world.tr.stop();
    await world.ru.stop();
    await world.upstream.stop();
  }));
});

/**
 * A reader's browser: service workers allowed (Partytown needs its own), the upstream's
 * certificate accepted, every request of every page and worker recorded.
 */
async function reader(): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: 'allow' });
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  page.on('request', (request) => requests.push(request.url()));
  return { context, page, requests };
}

/** What must not be asked for before consent: another origin, the proxy, Partytown's files. */
const gated = (requests: string[], origin: string) =>
  requests.filter((url) => {
    const parsed = new URL(url);
    return (
      (parsed.protocol !== 'data:' && parsed.origin !== origin) ||
      parsed.pathname.startsWith('/__third-party-proxy') ||
      parsed.pathname.startsWith('/~partytown/')
    );
  });

const bar = (page: Page) => page.getByRole('region', { name: ru_.consent.label });
const accept = (page: Page) => bar(page).getByRole('button', { name: ru_.consent.accept });
const decline = (page: Page) => bar(page).getByRole('button', { name: ru_.consent.decline });
const privacyChoices = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: ru_.footer.privacyChoices });
const ran = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-third-party', 'ran', { timeout: 9_000 });

/** Nothing gated for QUIET_MS from now, by the browser's log and the upstream's. */
async function expectQuiet(
  page: Page,
  requests: string[],
  from = requests.length,
  upstreamFrom = upstream.requests.length,
) {
  await page.waitForTimeout(QUIET_MS);
  expect(gated(requests.slice(from), ru.baseURL)).toEqual([]);
  expect(upstream.requests.slice(upstreamFrom)).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-third-party', /.*/, { timeout: 0 });
}

test.describe('the Russian site asks before its analytics script runs', () => {
  test.setTimeout(90_000);

  test('before a choice nothing leaves for a third party, the proxy or Partytown, for 12 s', async () => {
    const { context, page, requests } = await reader();
    const upstreamFrom = upstream.requests.length;
    const layoutShift = await watchLayoutShift(page);
    await page.goto(ruUrl('/'));
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('Яндекс Метрика (аналитика)');
    // Nothing is chosen beforehand: two plain buttons, neither pressed nor focused.
    for (const button of [accept(page), decline(page)]) {
      await expect(button).not.toHaveAttribute('aria-pressed', /.*/);
      await expect(button).not.toBeFocused();
    }
    await expectQuiet(page, requests, 0, upstreamFrom);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
    expect(await page.evaluate(() => 'partytown' in window)).toBe(false);
    // The bar is an overlay: the page under it never moved.
    expect(await layoutShift()).toBe(0);
    await context.close();
  });

  test('after Accept the script arrives through the proxy and runs, on this page and the next', async () => {
    const { context, page, requests } = await reader();
    const upstreamFrom = upstream.requests.length;
    await page.goto(ruUrl('/'));
    await accept(page).click();
    await ran(page);
    await expect(bar(page)).toBeHidden();
    const proxied = `${ru.baseURL}/__third-party-proxy?url=${encodeURIComponent(`https://${THIRD_PARTY_HOST}${THIRD_PARTY_PATH}`)}`;
    expect(requests).toContain(proxied);
    // What the quiet tests look for is what a start asks for: the proxy and Partytown's files.
    expect(gated(requests, ru.baseURL)).toEqual(
      expect.arrayContaining([proxied, expect.stringContaining(`${ru.baseURL}/~partytown/`)]),
    );
    expect(upstream.requests.slice(upstreamFrom).map((request) => request.url)).toContain(THIRD_PARTY_PATH);
    // Kept on the device with the script list's version, in localStorage and not in a cookie; the
    // one cookie is the script's own.
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as unknown, CONSENT_STORAGE_KEY);
    expect(stored).toEqual({ version: expect.stringMatching(/^[0-9a-f]{12}$/), choice: 'accepted' });
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toEqual(['_ym_uid']);

    await page.goto(ruUrl(RU_ARTICLE));
    await expect(bar(page)).toBeHidden();
    await ran(page);
    await context.close();
  });

  test('a choice stored for another script list asks again and starts nothing', async () => {
    const { context, page, requests } = await reader();
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify({ version: '000000000000', choice: 'accepted' }));
    }, CONSENT_STORAGE_KEY);
    const upstreamFrom = upstream.requests.length;
    await page.goto(ruUrl('/'));
    await expect(bar(page)).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(gated(requests, ru.baseURL)).toEqual([]);
    expect(upstream.requests.length).toBe(upstreamFrom);
    await context.close();
  });

  test('with storage that throws, it asks on each page and loads nothing until accepted there', async () => {
    const { context, page, requests } = await reader();
    // Some private modes refuse storage: reading localStorage throws before any page script runs.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(ruUrl('/'));
    await expect(bar(page)).toBeVisible();
    await accept(page).click();
    await ran(page);

    const from = requests.length;
    const upstreamFrom = upstream.requests.length;
    await page.goto(ruUrl(RU_ARTICLE));
    await expect(bar(page)).toBeVisible();
    await page.waitForTimeout(3_000);
    expect(gated(requests.slice(from), ru.baseURL)).toEqual([]);
    expect(upstream.requests.length).toBe(upstreamFrom);
    await context.close();
  });

  test('after Decline nothing on the next page or on a next visit', async () => {
    const { context, page, requests } = await reader();
    const upstreamFrom = upstream.requests.length;
    await page.goto(ruUrl('/'));
    await decline(page).click();
    await expect(bar(page)).toBeHidden();
    // The next page, shown in place by the shell…
    await page.locator('main a[href^="/articles/"]').first().click();
    await expect(page).toHaveURL(/\/articles\//);
    // …and a next visit, in a new tab of the same browser.
    const next = await context.newPage();
    next.on('request', (request) => requests.push(request.url()));
    await next.goto(ruUrl(RU_ARTICLE));
    await expect(bar(next)).toBeHidden();
    await expectQuiet(next, requests, 0, upstreamFrom);
    await expect(page.locator('html')).not.toHaveAttribute('data-third-party', /.*/);
    await context.close();
  });

  test('Privacy choices reopens the bar; withdrawing stops the scripts from the next page on', async () => {
    const { context, page, requests } = await reader();
    await page.goto(ruUrl('/'));
    await accept(page).click();
    await ran(page);

    await privacyChoices(page).click();
    await expect(bar(page)).toBeVisible();
    await expect(accept(page)).toBeFocused();
    await decline(page).click();
    // The scripts already loaded stay until the page is left, and the bar says so.
    await expect(bar(page).getByRole('status')).toHaveText(ru_.consent.withdrawn);
    await expect(bar(page)).toBeVisible();

    // The next page loads in full (not in place, where the running scripts would stay).
    const from = requests.length;
    const upstreamFrom = upstream.requests.length;
    await Promise.all([page.waitForEvent('load'), page.locator('main a[href^="/articles/"]').first().click()]);
    await expect(page).toHaveURL(/\/articles\//);
    await expect(bar(page)).toBeHidden();
    await expectQuiet(page, requests, from, upstreamFrom);
    await context.close();
  });

  test("withdrawing deletes the script's cookie and unregisters Partytown's service worker", async () => {
    const { context, page } = await reader();
    const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name);
    const partytownWorkers = () =>
      page.evaluate(
        async () =>
          (await navigator.serviceWorker.getRegistrations()).filter((r) => r.scope.includes('/~partytown/')).length,
      );
    await page.goto(ruUrl('/'));
    await accept(page).click();
    await ran(page);
    await expect.poll(cookieNames).toContain('_ym_uid');
    await expect.poll(partytownWorkers).toBe(1);

    await privacyChoices(page).click();
    await decline(page).click();
    await expect.poll(cookieNames).toEqual([]);
    await expect.poll(partytownWorkers).toBe(0);
    // A cookie the script still running here sets after the withdrawal goes on the next page.
    await page.evaluate(() => {
      document.cookie = '_ym_uid=1700000000123; path=/; max-age=31536000';
    });
    await page.goto(ruUrl(RU_ARTICLE));
    await expect.poll(cookieNames).toEqual([]);
    await context.close();
  });

  test('reopened, the bar says the choice in force and offers the other', async () => {
    const { context, page } = await reader();
    const status = bar(page).getByRole('status');
    await page.goto(ruUrl('/'));
    // The first visit asks without a current choice.
    await expect(status).toBeEmpty();
    await accept(page).click();
    await privacyChoices(page).click();
    await expect(status).toHaveText(ru_.consent.current.accepted);
    await decline(page).click();
    await expect(status).toHaveText(ru_.consent.withdrawn);

    await page.goto(ruUrl(RU_ARTICLE));
    await expect(bar(page)).toBeHidden();
    await privacyChoices(page).click();
    await expect(bar(page)).toBeVisible();
    await expect(status).toHaveText(ru_.consent.current.declined);
    await expect(accept(page)).toBeFocused();
    await context.close();
  });

  test('the bar names the operator, what the services receive and links to the privacy policy', async () => {
    const { context, page } = await reader();
    await page.goto(ruUrl('/'));
    await expect(bar(page)).toContainText('ООО «Ставка и Блеф Медиа»');
    await expect(bar(page)).toContainText('IP-адрес');
    await expect(bar(page)).toContainText('_ym_uid');
    await expect(bar(page)).not.toContainText(/не в cookie|а не в cookie/);
    await expect(bar(page).getByRole('link', { name: ru_.consent.policy.link })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    await context.close();
  });

  test('keyboard only: Tab reaches the buttons with a visible focus ring, Enter and Space choose', async () => {
    const { context, page } = await reader();
    await page.goto(ruUrl('/'));
    const outline = (name: string) =>
      bar(page)
        .getByRole('button', { name })
        .evaluate((button) => getComputedStyle(button).outlineStyle);
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab');
    await expect(bar(page).getByRole('link', { name: ru_.consent.policy.link })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(accept(page)).toBeFocused();
    expect(await outline(ru_.consent.accept)).toBe('solid');
    await page.keyboard.press('Tab');
    await expect(decline(page)).toBeFocused();
    expect(await outline(ru_.consent.decline)).toBe('solid');
    await page.keyboard.press('Space');
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toContain('"declined"');

    // The footer's button, by keyboard too; Enter accepts.
    await privacyChoices(page).focus();
    await page.keyboard.press('Enter');
    await expect(accept(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await ran(page);
    // The bar hides and the keyboard goes on from the button that opened it.
    await expect(privacyChoices(page)).toBeFocused();
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing with the bar open (${colorScheme})`, async () => {
      const { context, page } = await reader();
      await page.emulateMedia({ colorScheme });
      for (const url of [ruUrl('/'), ruUrl(RU_ARTICLE)]) {
        await page.goto(url);
        await expect(bar(page)).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      }
      await context.close();
    });
  }
});

test.describe('sites without third-party scripts ship no consent code', () => {
  // The default site is Playwright's own web server (baseURL); the Turkish one is served here.
  for (const name of ['oddsaces', 'oranveblof'] as const) {
    test(`${name}: no bar, no Privacy choices, no consent code, no third-party request`, async ({ baseURL }) => {
      const origin = name === 'oddsaces' ? baseURL! : tr.baseURL;
      const { context, page, requests } = await reader();
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push(await response.text());
      });
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.waitForTimeout(1_000);
      await expect(page.locator('#consent-bar, [data-consent-open]')).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-consent', /.*/);
      for (const label of [uiText('en_US').footer.privacyChoices, uiText('tr_TR').footer.privacyChoices]) {
        await expect(page.getByText(label)).toHaveCount(0);
      }
      const html = await page.content();
      expect(html).not.toMatch(/consent|partytown/i);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).not.toMatch(/consent/i);
      expect(gated(requests, new URL(origin).origin)).toEqual([]);
      await context.close();
    });
  }
});

test.describe('on a phone (360×640) the bar leaves the page readable', () => {
  for (const name of ['stavkablef', 'oddsaces', 'oranveblof'] as const) {
    test(`${name}: a short bar, and the footer's last line scrolls clear of it, nothing moving`, async ({
      baseURL,
    }) => {
      const origin = { stavkablef: ru?.baseURL, oddsaces: baseURL, oranveblof: tr?.baseURL }[name]!;
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const layoutShift = await watchLayoutShift(page);
      await page.goto(`${origin}/`);
      const consentBar = page.locator('#consent-bar');
      const hasBar = (await consentBar.count()) > 0;
      // The Russian site asks; the others have no scripts (a site that adds some gets the same bar).
      expect(hasBar).toBe(name === 'stavkablef');
      if (hasBar) {
        await expect(consentBar).toBeVisible();
        expect((await consentBar.boundingBox())!.height).toBeLessThanOrEqual(640 / 4);
      }
      // The bottom of the footer's last line of text, in the window, scrolled to the page's end.
      const lastLine = () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const footer = document.querySelector('footer')!;
          const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
          let last: Text | undefined;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.textContent!.trim() && (node.parentElement as HTMLElement).offsetParent) last = node as Text;
          }
          const range = document.createRange();
          range.selectNodeContents(last!);
          return range.getBoundingClientRect().bottom;
        });
      const clearOf = hasBar ? (await consentBar.boundingBox())!.y : 640;
      await expect.poll(lastLine).toBeLessThanOrEqual(clearOf);
      expect(await layoutShift()).toBe(0);
      await context.close();
    });
  }
});
