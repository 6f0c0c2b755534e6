// The search of a large site in the browser: the default site's build (out/) with the search of
// 5,000 synthetic titles swapped in, in lists of small pages so that a query reads several
// (scripts/bench/search-site.ts; docs/behaviour.md#search-at-scale). Served for this file
// by `npm start`'s server in the test's process.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { PAGES_PER_STEP } from '../../browser/search/paged.ts';
import { searchWords, titleMatches } from '../../lib/search/rules.ts';
import type { ListPage, PagedManifest } from '../../lib/search/shards.ts';
import { writeSearchSite, type SearchSite } from '../../scripts/bench/search-site.ts';
import { startServe, type RunningServe } from '../support/hosting/site-server.ts';

const OUT = path.resolve('out');
const PAGE_ROWS = 16;

test.describe.configure({ mode: 'serial' });
test.skip(!existsSync(path.join(OUT, 'index.html')), 'run `npm run build` first (npm test does)');

let site: SearchSite;
let server: RunningServe;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = writeSearchSite({
    projectRoot: process.cwd(),
    sourceOut: OUT,
    targetDir: path.resolve(`.bench/e2e-search-site-${process.pid}`),
    titles: 5_000,
    lists: { pageRows: PAGE_ROWS },
  });
  server = await startServe({ outDir: site.outDir });
});
test.afterAll(async () => {
  await server?.stop();
  if (site) rmSync(site.outDir, { recursive: true, force: true });
});

const box = (page: Page) => page.getByRole('combobox', { name: 'Search articles' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const articleOptions = (page: Page) => results(page).getByRole('option').and(results(page).locator('a'));
const showMore = (page: Page) =>
  results(page).getByRole('option', { name: /^(Show \d+ more|Show more results|Search further)/ });

/** The titles a query matches, in the lists' one order, with their headings: what the box must list. */
function expected(query: string): { title: string; heading: string }[] {
  const manifest = JSON.parse(site.manifest) as PagedManifest;
  const pageOf = (url: string) => Number(/-(\d+)\.json$/.exec(url)![1]);
  const all = site.files
    .filter((file) => file.url.includes('/s-a-'))
    .sort((a, b) => pageOf(a.url) - pageOf(b.url))
    .flatMap((file) => JSON.parse(file.json) as ListPage);
  const words = searchWords(query);
  return all
    .filter(([title]) => titleMatches(title, words))
    .map(([title, , group]) => ({ title, heading: manifest.groups[group]! }));
}

/** The search files a page fetches, by address. */
function searchRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/page-data/sq/d/')) fetched.push(pathname);
  });
  return fetched;
}

test('a query reads pages of one list until it has 20 results, and "show more" reads on', async ({ page }) => {
  const fetched = searchRequests(page);
  const matches = expected('ing');
  expect(matches.length).toBeGreaterThan(4 * PAGE_ROWS);
  await page.goto(`${server.baseURL}/`);
  await box(page).fill('ing');
  await expect(articleOptions(page)).toHaveCount(20);
  await expect(articleOptions(page).first()).toHaveText(matches[0]!.title);
  await expect(results(page).getByRole('group', { name: matches[0]!.heading })).toBeVisible();
  // The manifest and the pages that hold the first 21 matches, never a whole index.
  const pages = fetched.filter((url) => url.includes('/s-'));
  expect(pages.length).toBeGreaterThan(1);
  expect(pages.length).toBeLessThanOrEqual(PAGES_PER_STEP);
  expect(fetched.filter((url) => !url.includes('/s-'))).toEqual([site.indexUrl]);
  await expect(showMore(page)).toHaveText('Show more results');
  for (const count of [40, 60]) {
    await showMore(page).click();
    await expect(articleOptions(page)).toHaveCount(count);
    await expect(articleOptions(page).nth(count - 1)).toHaveText(matches[count - 1]!.title);
  }
  expect(fetched.filter((url) => url.includes('/s-')).length).toBeGreaterThan(pages.length);
  await expect(box(page)).toBeFocused();
});

test('a query of short words only reads the list of all titles, page by page, and finds its matches', async ({
  page,
}) => {
  // Some twenty steps of a page or two each, on a machine that may be busy with other tests.
  test.setTimeout(60_000);
  const fetched = searchRequests(page);
  const query = 'ho ld';
  const matches = expected(query);
  expect(matches.length).toBeGreaterThan(20);
  // The pages of the first step the reader asks for are held back, as a slow network would.
  let held: Promise<void> | undefined;
  let release = () => {};
  await page.route('**/page-data/sq/d/s-a-*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.baseURL}/`);
  await box(page).fill(query);
  // A step reads PAGES_PER_STEP pages of the list of all titles: a rare pair of short words may
  // find none in the first, and the reader searches further.
  let steps = 1;
  await expect(showMore(page).or(articleOptions(page).first())).toBeVisible();
  while ((await articleOptions(page).count()) < 20) {
    await expect(showMore(page)).toHaveText(/^(Search further|Show more results)$/);
    const before = fetched.length;
    const listedBefore = await articleOptions(page).count();
    const firstAsked = steps === 1;
    if (firstAsked) held = new Promise((resolve) => (release = resolve));
    await showMore(page).click();
    if (firstAsked) {
      // Until they come, the choice says it is searching and is not offered again.
      await expect.poll(() => fetched.length).toBeGreaterThan(before);
      const searching = results(page).getByRole('option', { name: 'Searching…' });
      await expect(searching).toHaveAttribute('aria-disabled', 'true');
      await expect(showMore(page)).toHaveCount(0);
      held = undefined;
      release();
    }
    // The step reads on: its pages come (or, when the ones read already hold more matches, the
    // list grows at once). A loaded machine may take a while to fetch them.
    await expect
      .poll(async () => fetched.length > before || (await articleOptions(page).count()) > listedBefore, {
        timeout: 15_000,
      })
      .toBe(true);
    steps += 1;
  }
  await expect(articleOptions(page).first()).toHaveText(matches[0]!.title);
  const listed = await articleOptions(page).allTextContents();
  expect(listed).toEqual(matches.slice(0, listed.length).map((match) => match.title));
  const pages = fetched.filter((url) => url.includes('/s-'));
  expect(pages.every((url) => url.includes('/s-a-'))).toBe(true);
  expect(pages.length).toBeLessThanOrEqual(steps * PAGES_PER_STEP);
});

for (const kind of ['large', 'small'] as const)
  test(`a search typed offline says so, in a live region, and works again once back online (${kind} site)`, async ({
    page,
    context,
  }) => {
    // The small site is Playwright's own server of out/: one file, the whole index.
    await page.goto(kind === 'large' ? `${server.baseURL}/` : '/');
    // The reader reaches for the box, which brings its code and the manifest, then the
    // connection drops before the first search fetches the titles it needs.
    await box(page).focus();
    await page.waitForLoadState('networkidle');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await context.setOffline(true);
    await box(page).fill('kelly');
    const message = 'You’re offline, so search can’t load its titles. Try again once you’re back online.';
    await expect(page.getByRole('search').getByRole('status')).toHaveText(message);
    await expect(page.getByRole('search').getByRole('status')).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    const { violations } = await new AxeBuilder({ page })
      .include('header')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.setOffline(false);
    await box(page).fill('kell');
    await expect(articleOptions(page).first()).toHaveText(/kell/i);
    if (kind === 'large') await expect(articleOptions(page).first()).toHaveText(expected('kell')[0]!.title);
    await expect(page.getByRole('search').getByRole('status')).toHaveText('');
  });
