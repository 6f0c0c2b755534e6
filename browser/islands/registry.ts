// The interactive pieces of the pages (islands): each is server-rendered with the page and
// brought to life in the browser by name. The rest of every page is static HTML.
import type { ComponentType } from 'react';

import { SearchBox } from '../../components/shell/search-box/SearchBox.tsx';
import { SiteMenu } from '../../components/shell/SiteMenu.tsx';

/** What an island's name stands for: a loader of its component. */
type IslandComponent = ComponentType<never>;

export const ISLANDS = {
  // On every page, in the header: in the same chunk as React and this registry (loaded when
  // the reader first reaches for an island, browser/islands/client-entry).
  'site-menu': () => Promise.resolve(SiteMenu),
  'search-box': () => Promise.resolve(SearchBox),
  // On article pages only: a chunk of its own, loaded when a page that has it is hydrated.
  'copy-link': () => import('../../components/article/CopyLinkButton.tsx').then((module) => module.CopyLinkButton),
} satisfies Record<string, () => Promise<IslandComponent>>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
