// Brings the islands of a part of the page to life (hydrates them from the server's HTML with
// the props the HTML carries), and releases them when that part leaves the page.
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

import { ISLANDS, isIslandName } from './registry';

/** An island hydrated, or still waiting for its module. */
const mounted = new Map<HTMLElement, { root?: Root; released: boolean }>();

export function mountIslands(scope: ParentNode): void {
  for (const element of scope.querySelectorAll<HTMLElement>('[data-island]')) {
    if (mounted.has(element)) continue;
    const name = element.dataset.island;
    if (!isIslandName(name)) {
      console.error(`island ${JSON.stringify(name)}: no such island in this build`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    const entry: { root?: Root; released: boolean } = { released: false };
    mounted.set(element, entry);
    // A module that fails to load rejects unhandled, and the shell loads the page in full.
    void ISLANDS[name]().then((component) => {
      if (entry.released) return;
      entry.root = hydrateRoot(element, createElement(component as React.ComponentType<object>, props));
    });
  }
}

export function unmountIslands(scope: ParentNode): void {
  for (const [element, entry] of mounted) {
    if (!scope.contains(element)) continue;
    entry.released = true;
    entry.root?.unmount();
    mounted.delete(element);
  }
}
