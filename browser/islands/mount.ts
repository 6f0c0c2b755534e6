// Brings the islands of a part of the page to life (hydrates them from the server's HTML with
// the props the HTML carries and the site's shared ones), and releases them when that part
// leaves the page.
import { createElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

import type { IslandText } from '../../lib/site/client-settings.ts';

import { ISLANDS, isIslandName } from './registry.ts';
import { siteIslandProps } from '../../components/islands/site-props.ts';

// Written into this chunk by the post-build step (lib/site/client-settings): the islands'
// words load with the islands, not with the shell.
const SITE_PROPS = siteIslandProps(JSON.parse(process.env.SITE_CLIENT_SETTINGS_ISLANDS!) as IslandText);

interface Mounted {
  root?: Root;
  released: boolean;
  /**
   * Resolves once React has hydrated the island (its effects have run), or once the island has
   * left the page: the page's other islands wait for the one reached for (client-entry), and an
   * island released before its code came would otherwise keep them waiting for good.
   */
  hydrated: Promise<void>;
  settle: () => void;
}

const mounted = new Map<HTMLElement, Mounted>();

/** Renders its child unchanged and says when React has committed it: hydration is done. */
function Hydrated({ children, onHydrated }: { children?: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Whether React has the island already (hydrated, or hydrating and so replaying events itself). */
export function isHandedToReact(element: Element): boolean {
  return mounted.get(element as HTMLElement)?.root !== undefined;
}

/** The islands in `scope`, `scope` itself included when it is one. */
function islandsIn(scope: ParentNode): HTMLElement[] {
  const inside = [...scope.querySelectorAll<HTMLElement>('[data-island]')];
  return scope instanceof HTMLElement && scope.matches('[data-island]') ? [scope, ...inside] : inside;
}

/** Hydrates every island in `scope` not yet hydrated; resolves when all of them are. */
export function mountIslands(scope: ParentNode): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const element of islandsIn(scope)) {
    const existing = mounted.get(element);
    if (existing) {
      waits.push(existing.hydrated);
      continue;
    }
    const name = element.dataset.island;
    if (!isIslandName(name)) {
      console.error(`island ${JSON.stringify(name)}: no such island in this build`);
      continue;
    }
    // The site's shared props (its words) from the bundle, the page's own from the element.
    const props = { ...SITE_PROPS[name], ...(JSON.parse(element.dataset.props ?? '{}') as object) };
    let settle!: () => void;
    const hydrated = new Promise<void>((resolve) => (settle = resolve));
    const entry: Mounted = { released: false, hydrated, settle };
    mounted.set(element, entry);
    waits.push(entry.hydrated);
    // A module that fails to load rejects unhandled, and the shell loads the page in full.
    void ISLANDS[name]().then((component) => {
      if (entry.released) return;
      const island = createElement(component as React.ComponentType<object>, props);
      entry.root = hydrateRoot(element, createElement(Hydrated, { onHydrated: settle }, island));
    });
  }
  return Promise.all(waits).then(() => undefined);
}

export function unmountIslands(scope: ParentNode): void {
  for (const [element, entry] of mounted) {
    if (!scope.contains(element)) continue;
    entry.released = true;
    entry.settle();
    entry.root?.unmount();
    mounted.delete(element);
  }
}
