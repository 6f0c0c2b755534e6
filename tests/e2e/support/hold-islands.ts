import type { Page } from '@playwright/test';

/**
 * Holds back the islands' code (React and the interactive components) of the pages `page`
 * opens, so a test can act on a page before it has come to life; the shell's own script (the
 * entry and what each page preloads) goes through. Returns the function that lets the code in.
 */
export async function holdIslands(page: Page, path = '/'): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const firstLoad = new Set(
    [...html.matchAll(/(?:src|href)="(\/_next\/static\/shell\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/shell/*.js', async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await released;
    await route.fallback();
  });
  return release;
}
