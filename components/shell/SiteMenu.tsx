'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { MenuText } from '@/lib/site/ui-text/types';

import type { MenuCategory } from './menu-types';

// Headless UI loads when the reader first reaches for the menu, not with the page.
const loadPanels = () => import('./MenuPanels');
const MenuPanels = dynamic(() => loadPanels().then((m) => m.MenuPanels), { ssr: false, loading: () => null });

const BUTTON =
  'inline-flex items-center gap-1 rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-900 hover:bg-stone-100 dark:border-stone-600 dark:text-stone-100 dark:hover:bg-stone-800';

/**
 * The menu button. Until first use it is a plain button of the same size in the same
 * place, so nothing moves when the real menu takes over and opens.
 */
export function SiteMenu({ categories, text }: { categories: MenuCategory[]; text: MenuText }) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <MenuPanels categories={categories} text={text} openOnMount buttonClassName={BUTTON} />;
  const prepare = () => void loadPanels();
  return (
    <>
      <button type="button" aria-expanded="false" className={`${BUTTON} min-[577px]:hidden`} onPointerEnter={prepare} onFocus={prepare} onClick={() => setWanted(true)}>
        <MenuIcon /> {text.menu}
      </button>
      <button type="button" aria-expanded="false" className={`${BUTTON} max-[576px]:hidden`} onPointerEnter={prepare} onFocus={prepare} onClick={() => setWanted(true)}>
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
