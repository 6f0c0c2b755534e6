import { expect, type Page, test } from '@playwright/test';

import { DELAYED_ROUTE_NOTICE_MS } from '../../lib/site/constants.ts';
import { expectNothingMoreWithin } from './support/quiet-window.ts';

// The client shell against the built site, with faults injected by request interception.
const TARGET_DATA = '**/page-data/bankroll-management/page-data.json';

/** Marks the current document; the mark is gone after a full browser navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function clickTarget(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bankroll Management' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/authors/');
  await page.waitForLoadState('networkidle');
  await markDocument(page);
});

test('page data 404 and the address 404: the 404 page, under the address asked for', async ({ page }) => {
  // A link to a page this build does not have: its data and its HTML both answer 404.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/no-such-page/';
    link.textContent = 'A page that does not exist';
    document.querySelector('main')?.append(link);
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.getByRole('link', { name: 'A page that does not exist' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveURL(/\/no-such-page\/$/);
  expect(asked.slice(0, 2)).toEqual(['GET /page-data/no-such-page/page-data.json', 'HEAD /no-such-page/']);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
});

test('page data 404 but the address 200: a full navigation to it', async ({ page }) => {
  await page.route(TARGET_DATA, (route) => route.fulfill({ status: 404, body: '' }));
  await clickTarget(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankroll Management');
  expect(await sameDocument(page)).toBe(false);
});

test('page data 500: the 500 page', async ({ page }) => {
  await page.route(TARGET_DATA, (route) => route.fulfill({ status: 500, body: '' }));
  await clickTarget(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  // Shown in place, under the address asked for: a reload may find the page well.
  await expect(page).toHaveURL(/\/bankroll-management\/$/);
  expect(await sameDocument(page)).toBe(true);
});

test('two failures then success: the page, in the same document', async ({ page }) => {
  let calls = 0;
  await page.route(TARGET_DATA, (route) =>
    ++calls <= 2 ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await clickTarget(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankroll Management');
  expect(calls).toBe(3);
  expect(await sameDocument(page)).toBe(true);
});

test('four failures: a full navigation to the address', async ({ page }) => {
  let calls = 0;
  await page.route(TARGET_DATA, (route) => (++calls, route.abort('failed')));
  await clickTarget(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankroll Management');
  expect(calls).toBe(4);
  expect(await sameDocument(page)).toBe(false);
});

test('a navigation slower than 1 s shows the notice; a quick one does not', async ({ page }) => {
  const notice = page.getByText('Loading the page…');
  await page.route(TARGET_DATA, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fallback();
  });
  // The page's own clock times the notice from the click: the test process, slowed by a busy
  // machine, would see it late.
  await page.evaluate(() => {
    const times: { clicked?: number; shown?: number } = {};
    (window as unknown as { __noticeTimes: typeof times }).__noticeTimes = times;
    window.addEventListener('click', () => void (times.clicked = performance.now()), { once: true });
    new MutationObserver(() => {
      const text = document.getElementById('route-notice')?.textContent ?? '';
      if (times.shown === undefined && text.includes('Loading the page…')) times.shown = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await clickTarget(page);
  // Shown from 1 s until the data arrives at 2.5 s.
  await expect(notice).toBeVisible({ timeout: 2400 });
  const times = await page.evaluate(
    () => (window as unknown as { __noticeTimes: Record<string, number> }).__noticeTimes,
  );
  expect(times.shown! - times.clicked!).toBeGreaterThanOrEqual(995);
  expect(times.shown! - times.clicked!).toBeLessThan(1400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankroll Management');
  await expect(notice).toBeHidden();

  await page.route('**/page-data/poker-tutorials/page-data.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fallback();
  });
  // The page itself notes whether the notice ever shows: polling from the test could miss it.
  // It also notes when the notice's moment has passed: a timer set by a listener that runs after
  // the shell's (on the window, as the click bubbles up), 100 ms longer than the notice's delay,
  // runs after the shell's own timer would have, had the shell not cleared it.
  await page.evaluate((delay) => {
    const seen = { notice: false, noticeDue: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const showing = () =>
      [...document.querySelectorAll('[role="status"]')].some((region) =>
        region.textContent?.includes('Loading the page…'),
      );
    new MutationObserver(() => void (seen.notice ||= showing())).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    window.addEventListener('click', () => setTimeout(() => (seen.noticeDue = true), delay + 100), { once: true });
  }, DELAYED_ROUTE_NOTICE_MS);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Poker Tutorials' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poker Tutorials');
  await page.waitForFunction(() => (window as unknown as { __seen: { noticeDue: boolean } }).__seen.noticeDue);
  expect(await page.evaluate(() => (window as unknown as { __seen: { notice: boolean } }).__seen.notice)).toBe(false);
});

/**
 * Counts the documents the page asks for and the answers its version checks get. A reload shows
 * as a navigation request (router history updates make none). Not its 'load' event: on a slow
 * machine the check's answer can come, and the reload start, before the first document's load.
 */
function countVersionChecks(page: Page) {
  const counts = { navigations: 0, answered: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.navigations++;
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/app-data.json') counts.answered++;
  });
  return counts;
}

/** The shell acts on the version check's answer at once: a reload would ask for the page well within this. */
const AFTER_THE_ANSWER_MS = 1000;

test('a changed build hash reloads exactly once', async ({ page }) => {
  const counts = countVersionChecks(page);
  await page.route('**/app-data.json', (route) => route.fulfill({ json: { buildHash: 'a-newer-build' } }));
  await page.goto('/terms/');
  // The first document asks, finds another build and reloads; the second asks, finds that build
  // again, and stays: the session flag says it already reloaded for it.
  await expect.poll(() => counts.navigations >= 2 && counts.answered >= 2).toBe(true);
  await expectNothingMoreWithin(AFTER_THE_ANSWER_MS, () => expect(counts).toEqual({ navigations: 2, answered: 2 }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terms/);
});

test('a browser that refuses sessionStorage still works and never loops', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  const counts = countVersionChecks(page);
  await page.route('**/app-data.json', (route) => route.fulfill({ json: { buildHash: 'a-newer-build' } }));
  await page.goto('/terms/');
  // The shell runs and its version check has its answer: another build, which would reload.
  await expect(page.locator('html[data-shell="ready"]')).toBeAttached();
  await expect.poll(() => counts.answered).toBeGreaterThanOrEqual(1);
  // Without a flag to remember the reload by, it does not reload at all rather than for ever.
  await expectNothingMoreWithin(AFTER_THE_ANSWER_MS, () => expect(counts).toEqual({ navigations: 1, answered: 1 }));
  await clickTarget(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankroll Management');
});

test.describe('a chunk that fails to load during a navigation', () => {
  // No prefetch (data-saver): the article's own chunk is then first asked for by the click.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ effectiveType: '4g', saveData: true }),
      });
    });
    await page.goto('/authors/');
    await page.waitForLoadState('networkidle');
    await markDocument(page);
  });

  test('lands on the address asked for, with its page, in a full load', async ({ page }) => {
    // Every chunk the first document had not loaded fails until the browser loads a new document.
    const loaded = new Set(
      await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)),
    );
    let fullLoad = false;
    page.on('request', (request) => void (request.isNavigationRequest() && (fullLoad = true)));
    const failed: string[] = [];
    await page.route('**/_next/static/**/*.js', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (fullLoad || loaded.has(path)) return route.fallback();
      failed.push(path);
      return route.abort('failed');
    });
    const link = page.getByRole('main').locator('a[href^="/articles/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    const title = (await link.textContent()) ?? '';
    await link.click();
    // The page is first shown in place; its islands' code is asked for just after, fails, and
    // the shell loads the address in full: each step is waited for, not raced.
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    await expect.poll(() => sameDocument(page).catch(() => true)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(href);
  });
});

test('each navigation is announced to screen readers once, with the new page title', async ({ page }) => {
  // Records every text a live region takes (Next.js's announcer lives in a shadow root).
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = log;
    const lastText = new Map<Element, string>();
    const roots = () => [
      document,
      ...[...document.querySelectorAll('*')].flatMap((host) => (host.shadowRoot ? [host.shadowRoot] : [])),
    ];
    const regions = () =>
      roots().flatMap((root) => [
        ...root.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]'),
      ]);
    const record = (announce: boolean) => {
      for (const region of regions()) {
        const text = region.textContent?.trim() ?? '';
        if (announce && text !== '' && text !== lastText.get(region)) log.push(text);
        lastText.set(region, text);
      }
    };
    record(false);
    const observer = new MutationObserver(() => record(true));
    for (const root of roots()) observer.observe(root, { subtree: true, childList: true, characterData: true });
  });
  const announcements = async () => {
    // The announcer sets its text in an effect after the new page renders: two frames later it has.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const all = await page.evaluate(() => (window as unknown as { __announcements: string[] }).__announcements);
    // The delayed-route notice may speak on a slow machine; it is not a page announcement.
    return all.filter((text) => text !== 'Loading the page…');
  };

  // The English site's words, whole: 'Navigated to' and the new page's title (its heading).
  await clickTarget(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankroll Management');
  await expect.poll(announcements).toEqual(['Navigated to Bankroll Management']);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Poker Tutorials' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poker Tutorials');
  await expect.poll(announcements).toEqual(['Navigated to Bankroll Management', 'Navigated to Poker Tutorials']);
});

test.describe('addresses: the shell never leaves the site and shows the address the hosts serve', () => {
  test('a page opened at an address that begins with two slashes: Back never reaches another host', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    // `//other-host/x/` is a path of this site to the host, which answers with its 404 page (as
    // nginx does); to the URL parser it names another host. The host's answer is given here,
    // so the test holds whatever the local server makes of such a path.
    const opened = `${origin}//other-host/x/`;
    await page.route(
      (url) => url.href === opened,
      async (route) => route.fulfill({ response: await route.fetch({ url: `${origin}/no-such-page/` }) }),
    );
    const elsewhere: string[] = [];
    await page.route(
      (url) => url.origin !== origin,
      (route) => {
        elsewhere.push(`${route.request().method()} ${route.request().url()}`);
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Another site</h1>' });
      },
    );
    const response = await page.goto(opened);
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Page not found');
    await expect(page.locator('html[data-shell="ready"]')).toBeAttached();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Authors' }).click();
    await expect(heading).toHaveText('Authors');
    const entries = await page.evaluate(() => history.length);
    // The 404's shell is held back, so that Forward comes before it runs, as a quick reader's can:
    // Chromium may take Forward to Authors within the new document, a popstate no one hears.
    let releaseShell = () => {};
    const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve));
    await page.route('**/_next/static/shell/shell-*.js', async (route) => {
      await shellHeld;
      await route.fallback();
    });
    await page.goBack();
    await expect(heading).toHaveText('Page not found');
    expect(elsewhere).toEqual([]);
    // The entry has the address the page has on this site, as every address the shell shows.
    await expect(page).toHaveURL(`${origin}/other-host/x/`);
    // The 404 loads in full in the entry it has: Authors is still there for Forward.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goForward({ waitUntil: 'commit' });
    await expect(page).toHaveURL(`${origin}/authors/`);
    releaseShell();
    await expect(heading).toHaveText('Authors');
    expect(elsewhere).toEqual([]);
  });

  for (const [link, shown] of [
    ['/terms', '/terms/'],
    ['/betting-strategies//', '/betting-strategies/'],
    ['/terms?from=footer#top', '/terms/?from=footer#top'],
    ['//terms//', '/terms/'],
  ] as const) {
    test(`a link to ${link} shows the page in place under ${shown}, its canonical address`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const shownPath = shown.replace(/[?#].*/, '');
      await page.evaluate((href) => {
        const anchor = document.createElement('a');
        anchor.href = href;
        anchor.textContent = 'The link under test';
        document.querySelector('main')?.append(anchor);
      }, `${origin}${link}`);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.getByRole('link', { name: 'The link under test' }).click();
      await expect(page).toHaveURL(`${origin}${shown}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Terms|Betting Strategies/);
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
      expect(canonical.pathname).toBe(shownPath);
      expect(await sameDocument(page)).toBe(true);
      // The page was asked for at its own address, not the link's.
      expect(asked).toContain(shownPath);
      expect(asked.every((path) => !path.includes('//'))).toBe(true);
    });
  }

  test('a link to the page shown adds no history entry: it shows the page anew, and Back leaves it', async ({
    page,
  }) => {
    const heading = page.getByRole('heading', { level: 1 });
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Bankroll Management' });
    await footerLink.click();
    await expect(heading).toHaveText('Bankroll Management');
    const entries = await page.evaluate(() => history.length);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await footerLink.click();
    // Shown anew from its top, as a browser does for a link to its own address...
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/bankroll-management\/$/);
    // ...in the entry it already had.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await expect(heading).toHaveText('Authors');
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe('Forward returns to where the reader left the page', () => {
  for (const fragment of ['', '#even-is-an-arbitrary-line']) {
    test(`a page reached by an in-site link${fragment ? ' to a section' : ''}`, async ({ page }) => {
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'The link under test';
        document.querySelector('main')?.append(link);
      }, `/articles/chasing-losses-sunk-cost-trap/${fragment}`);
      const heading = page.getByRole('heading', { level: 1 });
      await page.getByRole('link', { name: 'The link under test' }).click();
      await expect(heading).toHaveText(/Sunk Cost/i);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

      await page.goBack();
      await expect(heading).toHaveText('Authors');
      await page.goForward();
      await expect(heading).toHaveText(/Sunk Cost/i);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      expect(await sameDocument(page)).toBe(true);
    });
  }
});
