'use client';

import { useState } from 'react';

import type { MenuText } from '@/lib/site/ui-text/types';

import type { MenuCategory } from './menu-types';

// Headless UI loads when the reader first reaches for the menu, not with the page. A plain
// import() rather than next/dynamic, whose loader modules cost every page about 1.3 KB gzip.
// A chunk that fails to load rejects unhandled, and the shell loads the page in full.
type Panels = typeof import('./MenuPanels').MenuPanels;
let panels: Promise<Panels> | undefined;
const loadPanels = () => (panels ??= import('./MenuPanels').then((module) => module.MenuPanels));

const BUTTON =
  'inline-flex items-center gap-1 rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-900 hover:bg-stone-100 dark:border-stone-600 dark:text-stone-100 dark:hover:bg-stone-800';

/**
 * The menu button. Until first use it is a plain button of the same size in the same
 * place, so nothing moves when the real menu takes over and opens.
 */
export function SiteMenu({ categories, text }: { categories: MenuCategory[]; text: MenuText }) {
  // The loaded component, kept in state (a function in useState's updater form).
  const [MenuPanels, setMenuPanels] = useState<Panels | null>(null);
  if (MenuPanels) return <MenuPanels categories={categories} text={text} openOnMount buttonClassName={BUTTON} />;
  const prepare = () => void loadPanels();
  // The plain button stays in place until the menu's code is here, then the menu opens.
  const open = () => void loadPanels().then((loaded) => setMenuPanels(() => loaded));
  return (
    <>
      <button type="button" aria-expanded="false" className={`${BUTTON} min-[577px]:hidden`} onPointerEnter={prepare} onFocus={prepare} onClick={open}>
        <MenuIcon /> {text.menu}
      </button>
      <button type="button" aria-expanded="false" className={`${BUTTON} max-[576px]:hidden`} onPointerEnter={prepare} onFocus={prepare} onClick={open}>
        {text.order} <ChevronIcon />
      </button>
    </>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 4h12M2 8h12M2 12h12" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 4l4 4 4-4" />
    </svg>
  );
}
