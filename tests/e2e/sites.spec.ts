// Three sites of the network from one codebase: the default site (out/, served by Playwright's
// web server), the Russian example site (out-sites/stavkablef/) and the Turkish site
// (out-sites/oranveblof/), each built by `npm run build:site -- {id}` and served here on a port
// of its own. Their output differs where it should; sponsored blocks, the banner and the
// third-party scripts follow each site's settings.
import { existsSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../lib/build/chromium.ts';
import { startHttpsUpstream, type HttpsUpstream } from '../support/hosting/https-upstream.ts';
import { startServe, type RunningServe } from '../support/hosting/site-server.ts';
import { pickSponsoredHeading } from '../../lib/site/sponsored-heading.ts';
import { uiText } from '../../lib/site/ui-text/index.ts';
import { watchLayoutShift } from './support/layout-shift.ts';
import { layoutShiftOfSplitPage } from './support/split-html.ts';
import { expect, test } from './support/test.ts';

const RU_DIR = path.resolve('out-sites/stavkablef');
const TR_DIR = path.resolve('out-sites/oranveblof');
const THIRD_PARTY_HOST = 'mc.yandex.ru';
const THIRD_PARTY_PATH = '/metrika/tag.js?id=98765432';
const THIRD_PARTY_SCRIPT = `https://${THIRD_PARTY_HOST}${THIRD_PARTY_PATH}`;
const RU_ARTICLE = '/articles/kriterij-kelli-prostymi-slovami/';
const EN_ARTICLE = '/articles/kelly-criterion-bet-sizing-worked-examples/';
const TR_ARTICLE = '/articles/kelly-kriteri-ne-kadar-yatirmali/';

test.skip(!existsSync(path.join(RU_DIR, 'index.html')), 'run `npm run build:site -- stavkablef` first (npm test does)');
test.skip(!existsSync(path.join(TR_DIR, 'index.html')), 'run `npm run build:site -- oranveblof` first (npm test does)');

let upstream: HttpsUpstream;
/** While true, the upstream never answers the site's proxy (it still answers the browser). */
let stallProxyFetches = false;
let ru: RunningServe;
const ruUrl = (pathname: string) => `${ru.baseURL}${pathname}`;
let tr: RunningServe;
const trUrl = (pathname: string) => `${tr.baseURL}${pathname}`;

/** The upstream and both sites' servers, the Russian one's proxy pointed at the upstream. */
async function startSites() {
  // Stands in for the analytics host: the proxy of the Russian site's server fetches it.
  const upstream: HttpsUpstream = await startHttpsUpstream(
    (url, res) => {
      if (url === THIRD_PARTY_PATH) {
        if (stallProxyFetches && upstream.requests.at(-1)?.headers['user-agent'] === 'idn-third-party-proxy') return;
        // no-store: the proxy keeps other answers for 5 minutes, and the stalling test below
        // needs every page load to reach the upstream.
        res.writeHead(200, {
          'Content-Type': 'application/javascript',
          'Set-Cookie': 'tracker=1',
          'Cache-Control': 'no-store',
        });
        res.end('document.documentElement.setAttribute("data-third-party", "ran");');
        return;
      }
      res.writeHead(404).end();
    },
    { hostnames: [THIRD_PARTY_HOST] },
  );
  const ru = await startServe({
    outDir: RU_DIR,
    upstream: { certificateFile: upstream.certificateFile, address: new URL(upstream.origin).host },
  });
  // The Turkish site has no third-party scripts: nothing for a proxy to reach.
  const tr = await startServe({ outDir: TR_DIR });
  return { upstream, ru, tr };
}

// Once a worker (support/test.ts); a test that reads the upstream's log reads what its own
// page asked for.
test.beforeAll(async ({ perWorker }) => {
  ({ upstream, ru, tr } = await perWorker.get('sites.spec', startSites, async (sites) => {
    await sites.tr.stop();
    await sites.ru.stop();
    await sites.upstream.stop();
  }));
});

/** Policy violations and console complaints about policies, from the page's start. */
async function watchPolicies(page: Page) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) complaints.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...complaints,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

/**
 * Accepts the Russian site's consent bar on its home page (docs/sites.md#consent): its script
 * runs only after that. The choice is kept in the context's localStorage for the next pages.
 */
async function acceptConsent(page: Page) {
  const text = uiText('ru_RU');
  await page.goto(ruUrl('/'));
  await page
    .getByRole('region', { name: text.consent.label })
    .getByRole('button', { name: text.consent.accept })
    .click();
}

test('the sites differ in language, title, headings and content', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/Odds & Aces/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odds & Aces');
  await expect(page.getByRole('heading', { name: 'Top Tales' })).toBeVisible();

  await page.goto(ruUrl('/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle('Ставка и Блеф 🃏 Ставки и покер без мифов');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ставка и Блеф');
  await expect(page.getByRole('heading', { name: 'Главное' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Поиск по статьям' })).toHaveAttribute('placeholder', 'Поиск');
  await expect(page.getByRole('heading', { name: 'Top Tales' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Политика конфиденциальности' })).toBeVisible();

  await page.goto(ruUrl(RU_ARTICLE));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Критерий Келли: сколько ставить, когда есть перевес',
  );
  await expect(page.locator('.byline').getByText(/чтение: \d+ мин/)).toBeVisible();
  // Dates in the site's language.
  await expect(page.locator('time').first()).toHaveText('18 февраля 2026 г.');

  const missing = await page.goto(ruUrl('/net-takoi-stranicy/'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
});

test.describe('the Turkish site (oranveblof)', () => {
  const trText = uiText('tr_TR');
  const box = (page: Page) => page.getByRole('combobox', { name: trText.search.label });
  const results = (page: Page) => page.getByRole('listbox', { name: trText.search.results });

  test('its interface is in Turkish: language, title, headings, search, menu and footer', async ({ page }) => {
    // The dictionary's words, written out: a test that only compared the page with uiText('tr_TR')
    // would pass with an English dictionary under the Turkish name.
    expect([trText.search.label, trText.search.placeholder, trText.menu.order, trText.home.topTales]).toEqual([
      'Makalelerde ara',
      'Ara',
      'Kategoriler',
      'Öne çıkanlar',
    ]);
    await page.goto(trUrl('/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page).toHaveTitle('Oran ve Blöf 🃏 Efsanesiz bahis ve poker stratejisi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oran ve Blöf');
    await expect(page.getByRole('heading', { name: 'Öne çıkanlar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top Tales' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toHaveAttribute('href', '#main');
    await expect(box(page)).toHaveAttribute('placeholder', 'Ara');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Yazarlar', 'Gizlilik Politikası', 'Kullanım Koşulları', 'Hakkımızda', 'Site haritası']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Kasa Yönetimi', exact: true })).toHaveAttribute(
      'href',
      '/bankroll-management/',
    );

    // The wide menu: a dropdown labelled 'Kategoriler' with the Turkish category tree.
    await page.getByRole('button', { name: 'Kategoriler' }).click();
    await expect(page.getByRole('menuitem', { name: 'Kasa Yönetimi' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Bahis Büyüklüğü' })).toBeVisible();

    const missing = await page.goto(trUrl('/boyle-bir-sayfa-yok/'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  });

  test.describe('on a narrow window', () => {
    test.use({ viewport: { width: 400, height: 800 } });

    test("the 'Menü' button opens the categories, each with its 'daha fazlası' link", async ({ page }) => {
      await page.goto(trUrl('/'));
      await page.getByRole('button', { name: 'Menü' }).click();
      const nav = page.getByRole('navigation', { name: 'Kategoriler', exact: true });
      await expect(nav.getByRole('link', { name: 'Bahis Büyüklüğü' })).toHaveAttribute(
        'href',
        '/bankroll-management/bet-sizing/',
      );
      await expect(nav.getByRole('link', { name: /: daha fazlası$/ })).toHaveCount(7);
      await expect(nav.getByRole('link', { name: 'Kasa Yönetimi: daha fazlası' })).toHaveAttribute(
        'href',
        '/bankroll-management/',
      );
    });
  });

  test('an article shows its author, Turkish dates and reading time, and links to the author page', async ({
    page,
  }) => {
    await page.goto(trUrl(TR_ARTICLE));
    await expect(page).toHaveTitle(/^Kelly Kriteri ve Sabit Birim/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Kelly Kriteri ve Sabit Birim: Bir Bahse Ne Kadar Yatırmalı?',
    );
    const breadcrumb = page.getByRole('navigation', { name: 'Sayfa yolu' });
    await expect(breadcrumb.getByRole('link', { name: 'Kasa Yönetimi' })).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Bahis Büyüklüğü' })).toBeVisible();
    // The byline: the author's name links to their page; dates in Turkish.
    const byline = page.getByText(/^Yazar: /);
    await expect(byline).toHaveText(/^Yazar: Elif Kaya · Yayın 21 Ekim 2026 · \d+ dk okuma$/);
    await expect(byline.locator('time').first()).toHaveAttribute('datetime', '2026-10-21');
    await expect(page.getByRole('heading', { level: 2, name: 'Tam Kelly neden tehlikeli?' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Yarım Kelly' })).toBeVisible();

    await byline.getByRole('link', { name: 'Elif Kaya', exact: true }).click();
    await expect(page).toHaveURL(/\/authors\/elif-kaya\/$/);
    // '{name} - {role}' with the brand would pass 60 characters: the brand is left out.
    await expect(page).toHaveTitle('Elif Kaya - Oyun psikolojisi ve kasa yönetimi yazarı');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elif Kaya');
    await expect(
      page.getByRole('link', { name: 'Kelly Kriteri ve Sabit Birim: Bir Bahse Ne Kadar Yatırmalı?' }),
    ).toHaveAttribute('href', TR_ARTICLE);
  });

  test('every author on the authors page has at least one article', async ({ page }) => {
    const authors = ['deniz-aydin', 'burak-yildiz', 'elif-kaya', 'cem-arslan'];
    for (const slug of authors) {
      await page.goto(trUrl(`/authors/${slug}/`));
      expect(await page.getByRole('main').locator('a[href^="/articles/"]').count(), slug).toBeGreaterThan(0);
    }
    await page.goto(trUrl('/authors/'));
    await expect(page.getByRole('main').locator('a[href^="/authors/"]')).toHaveCount(authors.length);
  });

  test('search finds Turkish titles by words with ç, ğ, ı and ş, in any order and case', async ({ page }) => {
    await page.goto(trUrl('/'));
    await box(page).fill('yanılgısı');
    const fallacy = results(page).getByRole('option', { name: /Kumarbaz Yanılgısı/ });
    await expect(fallacy).toHaveAttribute('href', '/articles/kumarbaz-yanilgisi-seriler/');
    await expect(results(page).getByRole('group', { name: 'Kumar Psikolojisi → Oyuncu Davranışı' })).toBeVisible();

    await box(page).fill('olasılığa çevirmek');
    await expect(results(page).getByRole('option', { name: /Oranı Olasılığa Çevirmek/ })).toBeVisible();
    await box(page).fill('kuralı omaha');
    await expect(results(page).getByRole('option', { name: /Omaha'da İki Kart Kuralı/ })).toBeVisible();
    await box(page).fill('DOKUNUŞLA');
    await expect(results(page).getByRole('option', { name: /Tek Dokunuşla Bahis/ })).toBeVisible();
    await box(page).fill('üç kupon');
    await expect(page.getByText('“üç kupon” ile eşleşen makale yok.')).toBeVisible();
  });

  // Search folds the Turkish i's (foldCase in lib/search/rules.ts): 'İ' and 'ı' match 'i' and 'I'.
  test("search folds the Turkish i's: 'iki kart' finds \"İki Kart\", 'YANILGISI' \"Yanılgısı\"", async ({ page }) => {
    await page.goto(trUrl('/'));
    await box(page).fill('iki kart');
    await expect(results(page).getByRole('option', { name: /Omaha'da İki Kart Kuralı/ })).toBeVisible({
      timeout: 3_000,
    });
    await box(page).fill('YANILGISI');
    await expect(results(page).getByRole('option', { name: /Kumarbaz Yanılgısı/ })).toBeVisible({ timeout: 3_000 });
    await box(page).fill('yanilgisi');
    await expect(results(page).getByRole('option', { name: /Kumarbaz Yanılgısı/ })).toBeVisible({ timeout: 3_000 });
  });
});

test("once its islands run, each site's words are its own (they come with its code, not in the page)", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ruText = uiText('ru_RU');
  await page.goto(ruUrl(RU_ARTICLE));
  // No island carries props: the words come with the code, the search index's address with app-data.json.
  expect(await page.locator('[data-island]').count()).toBeGreaterThan(0);
  expect(await page.locator('[data-props]').count()).toBe(0);
  const search = page.getByRole('combobox', { name: ruText.search.label });
  await search.fill('zzqxj');
  await expect(page.getByText(ruText.search.noMatch.replace('{query}', 'zzqxj'))).toBeVisible();
  await page.getByRole('button', { name: ruText.article.copyLink.copy }).click();
  await expect(page.getByRole('status').filter({ hasText: ruText.article.copyLink.copied })).toBeVisible();

  await page.goto('/');
  await page.getByRole('combobox', { name: uiText('en_US').search.label }).fill('zzqxj');
  await expect(page.getByText(uiText('en_US').search.noMatch.replace('{query}', 'zzqxj'))).toBeVisible();
});

test("each site's sponsored heading is the one its id's letter sum picks, in its language", async ({ page }) => {
  const expected = {
    oddsaces: pickSponsoredHeading('oddsaces', uiText('en_US').sponsored.headings),
    stavkablef: pickSponsoredHeading('stavkablef', uiText('ru_RU').sponsored.headings),
    oranveblof: pickSponsoredHeading('oranveblof', uiText('tr_TR').sponsored.headings),
  };
  // 838 mod 4 = 2, 1059 mod 4 = 3 and 1070 mod 4 = 2 (o 111 + r 114 + a 97 + n 110 + v 118 +
  // e 101 + b 98 + l 108 + o 111 + f 102): the Turkish site words the English site's heading.
  expect(expected).toEqual({
    oddsaces: 'Partner offers',
    stavkablef: 'Спонсорская подборка',
    oranveblof: 'Ortaklarımızın teklifleri',
  });
  await page.goto('/');
  await expect(page.locator('[data-sponsored-block] h2')).toHaveText(expected.oddsaces);
  await page.goto(ruUrl('/'));
  await expect(page.locator('[data-sponsored-block] h2')).toHaveText(expected.stavkablef);
  for (const url of [trUrl('/'), trUrl(TR_ARTICLE), trUrl('/articles/pot-oranlari-ve-out-hesabi/')]) {
    await page.goto(url);
    await expect(page.locator('[data-sponsored-block] h2'), url).toHaveText(expected.oranveblof);
  }
});

test("every sponsored link and banner is marked sponsored, says Sponsored and the site's age, and opens apart", async ({
  page,
}) => {
  const pages = [
    { url: '/', sponsored: 'Sponsored', age: '21+' },
    { url: EN_ARTICLE, sponsored: 'Sponsored', age: '21+' },
    { url: '/articles/pot-odds-and-outs-worked-examples/', sponsored: 'Sponsored', age: '21+' },
  ];
  for (const { url, sponsored, age } of [
    ...pages,
    { url: ruUrl('/'), sponsored: 'Реклама', age: '18+' },
    { url: ruUrl(RU_ARTICLE), sponsored: 'Реклама', age: '18+' },
    { url: trUrl('/'), sponsored: 'Sponsorlu', age: '18+' },
    { url: trUrl(TR_ARTICLE), sponsored: 'Sponsorlu', age: '18+' },
  ]) {
    await page.goto(url);
    const links = page.locator('[data-sponsored-block] a, [data-ad-banner]');
    // The page's links and the banner.
    expect(await links.count(), url).toBeGreaterThanOrEqual(2);
    for (const link of await links.all()) {
      await expect(link, url).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(link, url).toHaveAttribute('target', '_blank');
      await expect(link, url).toHaveAttribute('href', /^https:\/\//);
      await expect(link.getByText(sponsored, { exact: true }), url).toBeVisible();
      await expect(link.getByText(age, { exact: true }), url).toBeVisible();
      // The labels open the link, so they are the first words a screen reader says of it.
      await expect(link, url).toHaveAccessibleName(new RegExp(`^${sponsored} ${age.replace('+', '\\+')} `));
    }
  }
});

test('a page without ad data for its path shows no sponsored block at all', async ({ page }) => {
  for (const url of [
    '/authors/',
    '/sitemap/',
    '/bankroll-management/',
    '/articles/poker-note-taking-system/',
    ruUrl('/authors/'),
    trUrl('/authors/'),
    trUrl('/articles/omaha-iki-kart-kurali/'),
  ]) {
    await page.goto(url);
    await expect(page.locator('[data-sponsored-block]'), url).toHaveCount(0);
    await expect(page.getByText('Partner offers'), url).toHaveCount(0);
    await expect(page.getByText('Спонсорская подборка'), url).toHaveCount(0);
    await expect(page.getByText('Ortaklarımızın teklifleri'), url).toHaveCount(0);
  }
});

test.describe('with service workers allowed', () => {
  // Partytown's worker talks to the page through its own service worker under /~partytown/,
  // which playwright.config.ts blocks for every other test.
  test.use({ serviceWorkers: 'allow' });

  test("the Russian site runs its analytics script in Partytown's worker through the proxy, under its policy", async ({
    page,
  }) => {
    const problems = await watchPolicies(page);
    const upstreamFrom = upstream.requests.length;
    const proxied: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().includes('/__third-party-proxy')) proxied.push(request.url());
    });
    await acceptConsent(page);
    await page.goto(ruUrl('/'));
    // Before the 10 s fallback would have run it on the main thread (from the third party's own
    // address, which this machine cannot reach anyway).
    await expect(page.locator('html')).toHaveAttribute('data-third-party', 'ran', { timeout: 9_000 });
    // Partytown marks a script its worker ran as text/partytown-x, without an error.
    const script = page.locator(`head script[src="${THIRD_PARTY_SCRIPT}"]`);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('type', 'text/partytown-x');
    await expect(script).not.toHaveAttribute('data-pterror', /.*/);
    const asked = upstream.requests.slice(upstreamFrom);
    expect(asked.map((request) => request.url)).toContain(THIRD_PARTY_PATH);
    expect(asked.every((request) => request.headers.cookie === undefined)).toBe(true);
    expect(await problems()).toEqual([]);
    expect(proxied).toContain(`${ru.baseURL}/__third-party-proxy?url=${encodeURIComponent(THIRD_PARTY_SCRIPT)}`);
  });

  test("a proxied script cannot become the site's service worker: the proxy refuses the install", async ({ page }) => {
    await acceptConsent(page);
    // Partytown's own fetch through the proxy is served (and done before counting).
    await expect(page.locator('html')).toHaveAttribute('data-third-party', 'ran', { timeout: 9_000 });
    const before = upstream.requests.length;
    // Same-origin JavaScript at the site's root would get the whole site as its scope.
    const outcome = await page.evaluate(
      (script) =>
        navigator.serviceWorker.register(`/__third-party-proxy?url=${encodeURIComponent(script)}`).then(
          (registration) => `registered with scope ${registration.scope}`,
          (error: Error) => `refused: ${error.message}`,
        ),
      THIRD_PARTY_SCRIPT,
    );
    expect(outcome).toMatch(/^refused: .*\b404\b/);
    // Refused before anyone was asked: the upstream saw no request for it.
    expect(upstream.requests.length).toBe(before);
  });
});

test('if Partytown has not taken the script after 10 s, it runs on the main thread, still under the policy', async () => {
  test.setTimeout(60_000);
  // A browser of its own whose DNS sends the analytics host to the local upstream (its
  // throwaway certificate accepted), so the main-thread fallback can reach "the third party".
  const browser = await chromium.launch({
    // The project's Chromium and flags (lib/build/chromium.ts), with the third party's host mapped to the upstream.
    executablePath: TEST_CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${THIRD_PARTY_HOST} ${new URL(upstream.origin).host}`],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const problems = await watchPolicies(page);
    // Partytown's worker waits for the script from the proxy, which never comes.
    stallProxyFetches = true;
    // The scripts start only once the reader has accepted; with the choice stored, the next
    // page starts them as it is parsed, and the fallback's 10 s count from its DOMContentLoaded.
    await acceptConsent(page);
    await page.goto(ruUrl('/'));
    // Nine seconds into the page nothing has run (the fallback waits 10 s from DOMContentLoaded)…
    await page.waitForFunction(() => performance.now() > 9_000, undefined, { timeout: 20_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-third-party', /.*/, { timeout: 0 });
    // …then the script runs on the main thread.
    await expect(page.locator('html')).toHaveAttribute('data-third-party', 'ran', { timeout: 20_000 });
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(10_000);
    // The snippet's fallback: the original marked text/partytown-x, a main-thread copy from the script's own address.
    await expect(page.locator(`head script[type="text/partytown-x"][src="${THIRD_PARTY_SCRIPT}"]`)).toHaveCount(1);
    await expect(page.locator(`head script:not([type])[src="${THIRD_PARTY_SCRIPT}"]`)).toHaveCount(1);
    expect(await problems()).toEqual([]);
  } finally {
    stallProxyFetches = false;
    await browser.close();
  }
});

test('the default site, which has no third-party scripts, ships no Partytown at all', async ({ page, request }) => {
  await page.goto('/');
  expect(await page.content()).not.toMatch(/partytown/i);
  expect((await request.get('/~partytown/partytown.js')).status()).toBe(404);
  expect((await request.get('/_third-party-allowlist.json')).status()).toBe(404);
  expect((await request.get(`/__third-party-proxy?url=${encodeURIComponent(THIRD_PARTY_SCRIPT)}`)).status()).toBe(404);
});

test('nothing moves while the Russian home page and its banner load (layout shift 0)', async ({ page }) => {
  const layoutShift = await watchLayoutShift(page);
  await page.goto(ruUrl('/'), { waitUntil: 'networkidle' });
  const banner = page.getByRole('complementary', { name: 'Баннер' });
  await expect(banner).toHaveCSS('height', /^7[23]px$/);
  await expect(banner.locator('img')).toHaveJSProperty('complete', true);
  expect(await layoutShift()).toBe(0);
});

test.describe('the consent bar painted half-parsed', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test("nothing moves when the page is cut before the bar's buttons (layout shift 0)", async ({ page }) => {
    // On a slow network the browser paints what it has parsed: here the bar's words without its
    // buttons, which at 400 px wrap to a row of their own and would push the bar's top up.
    const shift = await layoutShiftOfSplitPage(
      page,
      {
        siteOrigin: ru.baseURL,
        pagePath: '/',
        after: 'class="consent-text"',
        cutBefore: '<div class="consent-actions"',
        pauseMs: 1000,
      },
      () => expect(page.getByRole('button', { name: 'Отклонить' })).toBeVisible(),
    );
    expect(shift).toBe(0);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme, viewport: { width: 1280, height: 900 } });

    const targets = [
      { name: EN_ARTICLE, url: () => EN_ARTICLE },
      { name: RU_ARTICLE, url: () => ruUrl(RU_ARTICLE) },
      { name: `oranveblof ${TR_ARTICLE}`, url: () => trUrl(TR_ARTICLE) },
      { name: 'oranveblof /', url: () => trUrl('/') },
    ];
    for (const target of targets) {
      test(`${target.name}: axe finds nothing on a page with a sponsored block and a banner`, async ({ page }) => {
        await page.goto(target.url(), { waitUntil: 'networkidle' });
        await expect(page.locator('[data-sponsored-block]')).toBeVisible();
        await expect(page.locator('[data-ad-banner]')).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
