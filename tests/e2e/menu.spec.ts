import { expect, test } from '@playwright/test';

import { holdIslands } from './support/hold-islands';
import { expectNothingMoreWithin } from './support/quiet-window';

test.describe('menu on a wide window (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is a dropdown labelled 'Order' whose button toggles it", async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Order' });
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Bankroll Management' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Texas Hold’em Basics' }).or(page.getByRole('menuitem', { name: "Texas Hold'em Basics" }))).toBeVisible();
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Bankroll Management' })).toBeHidden();
  });

  test('clicking a parent navigates to its category page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Order' }).click();
    await page.getByRole('menuitem', { name: 'Poker Tutorials' }).click();
    await expect(page).toHaveURL(/\/poker-tutorials\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poker Tutorials');
    await expect(page.getByRole('menuitem', { name: 'Poker Tutorials' })).toBeHidden();
  });

  test('works from the keyboard: Enter opens, arrows move, Escape closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Order' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // Headless UI keeps focus on the menu and marks the active item (aria-activedescendant).
    const active = page.locator('[role="menuitem"][data-focus]');
    await page.keyboard.press('ArrowDown');
    await expect(active).toHaveCount(1);
    const first = await active.getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(active).not.toHaveId(first!);
    await expect(page.getByRole('menu')).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Order' })).toBeFocused();
  });
});

test.describe('menu on a narrow window (400 px)', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test("opens a popover with subcategories inline and a 'More' link per parent; the button toggles it", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Order' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const nav = page.getByRole('navigation', { name: 'Categories', exact: true });
    await expect(nav.getByRole('link', { name: 'Bet Sizing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^More in / })).toHaveCount(7);
    await expect(nav.getByRole('link', { name: 'More in Bankroll Management' })).toHaveAttribute('href', '/bankroll-management/');
    await button.click();
    await expect(nav).toBeHidden();
  });

  test('closes after a navigation choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Categories', exact: true }).getByRole('link', { name: 'Bet Sizing' }).click();
    await expect(page).toHaveURL(/\/bankroll-management\/bet-sizing\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bet Sizing');
    await expect(page.getByRole('navigation', { name: 'Categories', exact: true })).toBeHidden();
  });

  test("'More' leads to the category page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'More in Gaming Trends' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gaming Trends');
  });
});

test.describe("the menu's category tree", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('comes from the menu slice on first use, not with every page', async ({ page }) => {
    const slices: string[] = [];
    page.on('request', (request) => void (request.url().includes('/slice-data/') && slices.push(new URL(request.url()).pathname)));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(slices).toEqual([]);
    // The island carries no props in the page: its words come with the site's code.
    expect(await page.locator('[data-island="site-menu"]').getAttribute('data-props')).toBeNull();
    await page.getByRole('button', { name: 'Order' }).click();
    await expect(page.getByRole('menuitem', { name: 'Bankroll Management' })).toBeVisible();
    expect(slices).toEqual(['/slice-data/menu.json']);
  });

  test('a slice that cannot be had leaves the button to try again, which then opens the menu', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    let failing = true;
    await page.route('**/slice-data/menu.json', (route) => (failing ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Order' });
    await button.click();
    await expect.poll(() => errors.some((text) => text.includes('/slice-data/menu.json'))).toBe(true);
    await expect(page.getByRole('menu')).toBeHidden();
    failing = false;
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Bankroll Management' })).toBeVisible();
  });
});

test.describe('a menu button used before the page has come to life', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens the menu once its code arrives, and only once', async ({ page }) => {
    // Every click an 'Order' button gets, as the page sees it: the reader's (on the plain button
    // the page is served with), that click done again once the island has come to life, and the
    // click the menu's own button gets as it takes the plain one's place, to open.
    await page.addInitScript(() => {
      const clicks = { reader: 0, plainButton: 0, menuButton: 0 };
      (window as unknown as { __clicks: typeof clicks }).__clicks = clicks;
      let plain: Element | undefined;
      window.addEventListener(
        'click',
        (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (button?.textContent?.trim() !== 'Order') return;
          if (event.isTrusted) {
            plain ??= button;
            clicks.reader++;
          } else if (button === plain) clicks.plainButton++;
          else clicks.menuButton++;
        },
        true,
      );
    });
    type Clicks = { reader: number; plainButton: number; menuButton: number };
    const clicks = () => page.evaluate(() => ({ ...(window as unknown as { __clicks: Clicks }).__clicks }));
    const release = await holdIslands(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Order' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    release();
    await expect(page.getByRole('menuitem', { name: 'Bankroll Management' })).toBeVisible();
    // The menu's own button has had its click, the last of the chain. A click done twice (by
    // the page's script and by React replaying it, say) would come within a few frames and
    // close the menu again.
    await expect.poll(clicks).toEqual({ reader: 1, plainButton: 1, menuButton: 1 });
    await expectNothingMoreWithin(500, async () => {
      expect(await clicks()).toEqual({ reader: 1, plainButton: 1, menuButton: 1 });
      await expect(page.getByRole('menuitem', { name: 'Bankroll Management' })).toBeVisible({ timeout: 0 });
    });
  });
});
