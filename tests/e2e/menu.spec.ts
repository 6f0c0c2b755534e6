import { expect, type Page, test } from '@playwright/test';

import { holdIslands } from './support/hold-islands.ts';
import { holdPageData } from './support/hold-page-data.ts';
import { expectNothingMoreWithin } from './support/quiet-window.ts';

test.describe('menu on a wide window (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is a dropdown labelled 'Order' whose button toggles it", async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Order' });
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Bankroll Management' })).toBeVisible();
    await expect(
      page
        .getByRole('menuitem', { name: 'Texas Hold’em Basics' })
        .or(page.getByRole('menuitem', { name: "Texas Hold'em Basics" })),
    ).toBeVisible();
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

  test("opens a popover with subcategories inline and a 'More' link per parent; the button toggles it", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Order' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const nav = page.getByRole('navigation', { name: 'Categories', exact: true });
    await expect(nav.getByRole('link', { name: 'Bet Sizing' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^More in / })).toHaveCount(7);
    await expect(nav.getByRole('link', { name: 'More in Bankroll Management' })).toHaveAttribute(
      'href',
      '/bankroll-management/',
    );
    await button.click();
    await expect(nav).toBeHidden();
  });

  test('closes after a navigation choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Categories', exact: true })
      .getByRole('link', { name: 'Bet Sizing' })
      .click();
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

  test("closes when the choice is the page already shown ('More' on its own category)", async ({ page }) => {
    await page.goto('/gaming-trends/');
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Categories', exact: true });
    await nav.getByRole('link', { name: 'More in Gaming Trends' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/gaming-trends\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gaming Trends');
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('closes at once on a choice whose page is slow to arrive, before the page does', async ({ page }) => {
    const release = await holdPageData(page, 'bankroll-management/bet-sizing');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Categories', exact: true });
    await nav.getByRole('link', { name: 'Bet Sizing' }).click();
    // The page's data is held back: the old page is still shown, and the menu has closed.
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odds & Aces');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bet Sizing');
    await expect(nav).toBeHidden();
  });
});

test.describe('menu on a wide window, a slow choice', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('closes at once, before the page arrives', async ({ page }) => {
    const release = await holdPageData(page, 'poker-tutorials');
    await page.goto('/');
    await page.getByRole('button', { name: 'Order' }).click();
    await page.getByRole('menuitem', { name: 'Poker Tutorials' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odds & Aces');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poker Tutorials');
  });
});

test.describe("the menu's category tree", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('comes from the menu slice on first use, not with every page', async ({ page }) => {
    const slices: string[] = [];
    page.on(
      'request',
      (request) => void (request.url().includes('/slice-data/') && slices.push(new URL(request.url()).pathname)),
    );
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
    await page.route('**/slice-data/menu.json', (route) =>
      failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
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
    const release = await holdIslands(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Order' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    release();
    // The menu's own button takes the plain one's place and opens the menu: the last step of the chain.
    const menuButton = page.getByRole('button', { name: 'Order', expanded: true });
    const item = page.getByRole('menuitem', { name: 'Bankroll Management' });
    await expect(menuButton).toBeVisible();
    await expect(item).toBeVisible();
    // A click done twice (by the page's script and by React replaying it, say) would come within
    // a few frames and close the menu again.
    await expectNothingMoreWithin(500, async () => {
      expect(await menuButton.isVisible(), 'the menu button still says the menu is open').toBe(true);
      expect(await item.isVisible(), 'the menu is still open').toBe(true);
    });
  });
});

// 576 px and less is narrow: 'Menu' opens the popover. From 577 px on it is wide: 'Order' opens
// the dropdown. Exactly one of the two buttons shows at any width, before and after the islands
// load (the static buttons, then the panels that replace them).
for (const [width, shown, hidden] of [
  [575, 'Menu', 'Order'],
  [576, 'Menu', 'Order'],
  [577, 'Order', 'Menu'],
] as const) {
  test(`at ${width} px only '${shown}' shows, before and after the menu loads`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: shown })).toBeVisible();
    await expect(banner.getByRole('button', { name: hidden })).toBeHidden();
    // Opening it loads the panels that replace the static buttons; the same rule holds for them.
    await banner.getByRole('button', { name: shown }).click();
    await expect(banner.getByRole('button', { name: shown })).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('button', { name: hidden })).toBeHidden();
  });
}

// A click or tap anywhere outside an open menu closes it, in both layouts. The narrow popover once
// stayed open unless the tap hit the header (components/shell/MenuPanels.tsx, CloseOnOutsideClick).
test.describe('a click or tap outside the menu closes it', () => {
  test.describe('narrow (400 px)', () => {
    test.use({ viewport: { width: 400, height: 900 }, hasTouch: true });

    const open = async (page: Page) => {
      const button = page.getByRole('button', { name: 'Menu' });
      await button.click();
      const nav = page.getByRole('navigation', { name: 'Categories', exact: true });
      await expect(nav).toBeVisible();
      // The panel (it scrolls: the list in it may be longer than the window).
      return { button, nav, panel: (await nav.locator('..').boundingBox())! };
    };

    test('beside the panel (a click) and below it (a tap)', async ({ page }) => {
      await page.goto('/');
      let { button, nav, panel } = await open(page);
      // Beside: the strip right of the panel, halfway down it.
      expect(panel.x + panel.width).toBeLessThan(398);
      await page.mouse.click(398, panel.y + panel.height / 2);
      await expect(nav).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Nothing was there to take the focus: it went back to the menu's button, not to <body>.
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

      ({ button, nav, panel } = await open(page));
      // Below: a finger's tap under the panel, in the margin it keeps from the window's edge.
      const bottom = panel.y + panel.height;
      expect(bottom + 4).toBeLessThan(900);
      await page.touchscreen.tap(200, bottom + 4);
      await expect(nav).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    });

    test('a click inside keeps it open; a tap on a link outside closes it and follows the link', async ({ page }) => {
      await page.goto('/gaming-trends/');
      const { nav } = await open(page);
      await nav.getByText('Bankroll Management', { exact: true }).click();
      await expect(nav).toBeVisible();
      await page.locator('.site-logo').tap();
      await expect(nav).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odds & Aces');
    });

    test('Escape still closes it and returns the focus to its button', async ({ page }) => {
      await page.goto('/');
      const { button, nav } = await open(page);
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();
    });
  });

  test.describe('wide (1280 px)', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('below the dropdown', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Order' }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      await page.mouse.click(box.x + 10, Math.min(box.y + box.height + 20, 890));
      await expect(menu).toBeHidden();
    });
  });
});

// The menu's panels and its category tree load on the first tap: on a slow network that takes a
// while, and the button must answer the tap at once, and a second tap must not undo the first.
test.describe('a menu whose code and tree are slow to arrive', () => {
  test.use({ hasTouch: true });

  for (const { how, width, name, islandsHeld } of [
    { how: 'click', width: 1280, name: 'Order', islandsHeld: false },
    { how: 'tap', width: 400, name: 'Menu', islandsHeld: false },
    { how: 'tap', width: 400, name: 'Menu', islandsHeld: true },
  ] as const) {
    test(`at ${width} px the first ${how}${islandsHeld ? ' (islands’ code not yet here)' : ''} shows it opening at once, and a second 500 ms later does not close it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = islandsHeld ? await holdIslands(page) : () => undefined;
      await page.route('**/slice-data/menu.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fallback();
      });
      await page.goto('/');
      const button = page.getByRole('banner').getByRole('button', { name });
      const press = () => (how === 'tap' ? button.tap() : button.click());
      await press();
      await expect(button).toHaveAttribute('aria-busy', 'true', { timeout: 300 });
      await page.waitForTimeout(500);
      await press();
      release();
      const opened = page.getByRole('banner').getByRole('button', { name, expanded: true });
      await expect(opened).toBeVisible({ timeout: 5000 });
      await expect(opened).not.toHaveAttribute('aria-busy');
      await expectNothingMoreWithin(700, async () => {
        expect(await opened.isVisible(), 'the menu is still open').toBe(true);
      });
    });
  }
});
