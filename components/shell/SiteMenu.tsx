'use client';

import { useState } from 'react';

import { isChunkFailure } from '@/browser/shell/chunk-recovery';
import { sliceDataUrl } from '@/browser/shell/data-urls';
import { siteLoader } from '@/browser/shell/site-loader';
import type { MenuText } from '@/lib/site/ui-text/types';

import { ChevronIcon, MenuIcon } from './menu-icons';
import type { MenuCategory } from './menu-types';

// Headless UI and the category tree load when the reader first reaches for the menu, not
// with the page: the tree is the site's menu slice (docs/architecture.md#the-data-files), one cached file rather
// than 4.5 KB in every page's HTML. A chunk that fails to load rejects unhandled, and the
// shell loads the page in full; a slice that fails is asked for again on the next click.
type Panels = typeof import('./MenuPanels').MenuPanels;
interface Loaded {
  MenuPanels: Panels;
  categories: MenuCategory[];
}
let loading: Promise<Loaded> | undefined;
function loadMenu(categories: MenuCategory[] | undefined): Promise<Loaded> {
  loading ??= Promise.all([
    import('./MenuPanels').then((module) => module.MenuPanels),
    categories ? Promise.resolve(categories) : siteLoader().loadJson<MenuCategory[]>(sliceDataUrl('menu')),
  ]).then(
    ([MenuPanels, tree]) => ({ MenuPanels, categories: tree }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Styled in app/globals.css: the same button before and after the menu's code has loaded. */
const BUTTON = 'menu-button';

/**
 * The menu button. Until first use it is a plain button of the same size in the same
 * place, so nothing moves when the real menu takes over and opens. `categories` is given
 * only where no menu slice is written (the development server runs no post-build step).
 */
export function SiteMenu({ categories, text }: { categories?: MenuCategory[]; text: MenuText }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Opening: the button says so at once (aria-busy, styled in app/globals.css), and a second tap
  // while the code and tree arrive is the same request, not a toggle that closes the menu again.
  const [busy, setBusy] = useState(false);
  if (loaded)
    return <loaded.MenuPanels categories={loaded.categories} text={text} openOnMount buttonClassName={BUTTON} />;
  const prepare = () => void loadMenu(categories).catch(() => undefined);
  // The plain button stays in place until the menu's code and tree are here, then the menu opens.
  const open = () => {
    if (busy) return;
    setBusy(true);
    void loadMenu(categories).then(setLoaded, (error: unknown) => {
      setBusy(false);
      // A chunk failure is the shell's to recover from; a slice that failed leaves the button to try again.
      if (isChunkFailure(error)) throw error;
      console.error(error);
    });
  };
  return (
    <>
      <button
        type="button"
        aria-expanded="false"
        aria-busy={busy || undefined}
        className={`${BUTTON} wide:hidden`}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={open}
      >
        <MenuIcon /> {text.menu}
      </button>
      <button
        type="button"
        aria-expanded="false"
        aria-busy={busy || undefined}
        className={`${BUTTON} max-wide:hidden`}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={open}
      >
        {text.order} <ChevronIcon />
      </button>
    </>
  );
}
