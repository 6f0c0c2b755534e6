import type { Page } from '@playwright/test';

/**
 * Holds back the page data of `key` (`index`, `authors`, `a/b`: the page's path without its
 * outer slashes), so a navigation to it waits as on a slow network until the returned function
 * lets the data through. A prefetch of it is held too, and the click then shares its request.
 */
export async function holdPageData(page: Page, key: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/page-data/${key}/page-data.json`, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}
