// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { Island } from '../../components/islands/Island.tsx';
import { SearchBox } from '../../components/shell/search-box/SearchBox.tsx';
import { getSite } from '../../lib/content/index.ts';
import { clientSettings } from '../../lib/site/client-settings.ts';

type Mount = typeof import('./mount.ts');
let mount: Mount;

beforeAll(async () => {
  // The site's words, as the post-build step writes them into the islands' chunk.
  vi.stubEnv('SITE_CLIENT_SETTINGS_ISLANDS', JSON.stringify(clientSettings(getSite()).islands));
  mount = await import('./mount.ts');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

afterEach(() => {
  mount.unmountIslands(document.body);
  document.body.innerHTML = '';
});

/** `promise`, or a rejection naming what it waited for after a second. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still waiting after 1 s`)), 1000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('hydrating the islands of a part of the page', () => {
  it('resolves once React has hydrated them, from the HTML the server wrote', async () => {
    document.body.innerHTML = `<header>${renderToString(
      <Island name="search-box" component={SearchBox} props={{}} />,
    )}</header>`;
    const island = document.querySelector<HTMLElement>('[data-island="search-box"]')!;
    const field = island.querySelector('input')!;

    await within(mount.mountIslands(document), 'hydration');

    expect(mount.isHandedToReact(island)).toBe(true);
    // The same element, not one React wrote again.
    expect(island.querySelector('input')).toBe(field);
  });

  it('lets those waiting go on when an island leaves the page before its code came', async () => {
    // The copy-link button's code is a chunk of its own: the main region is swapped away
    // before it arrives. The page's other islands wait for the one reached for to be done.
    document.body.innerHTML = `<main><div data-island="copy-link"><button type="button">Copy link</button></div></main>`;
    const main = document.querySelector('main')!;
    const waiting = mount.mountIslands(main);
    mount.unmountIslands(main);

    await expect(within(waiting, 'an island released before its code came')).resolves.toBeUndefined();
    expect(mount.isHandedToReact(main.firstElementChild!)).toBe(false);
  });
});
