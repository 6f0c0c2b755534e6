import { createRequire } from 'node:module';
import path from 'node:path';

import type { ReactElement } from 'react';

/**
 * Markup that many pages share, rendered once a process and written into each page as HTML, as
 * Hugo's `partialCached` does (docs/architecture.md#shared-markup). Every element a server
 * component returns is serialised into the page's React payload, decoded again and rendered by
 * Next.js, once per page; a block that is the same on every page (the footer) or on every page
 * that shows it (an article's card) costs that work once here, and each page then carries one
 * string.
 *
 * Only for the project's own components, whose output React escapes: the string is inserted
 * unescaped (`dangerouslySetInnerHTML`), and a component rendered here must use no hooks or
 * context (it is rendered outside the page's tree) and show nothing that differs from page to
 * page beyond what its key names.
 */
export function sharedMarkup(owners: readonly object[], key: string, render: () => ReactElement): string {
  let node = cache;
  for (const owner of owners) {
    node.owners ??= new WeakMap();
    let next = node.owners.get(owner);
    if (!next) {
      next = { parent: node, owner };
      node.owners.set(owner, next);
    }
    node = next;
  }
  const markups = (node.markups ??= new Map());
  let entry = markups.get(key);
  if (entry) {
    recent.delete(entry);
  } else {
    entry = { html: renderToString()(render()), node, key };
    markups.set(key, entry);
  }
  recent.add(entry);
  if (recent.size > MAX_MARKUPS) {
    const oldest = recent.values().next().value!;
    recent.delete(oldest);
    forget(oldest);
  }
  return entry.html;
}

/** Drops an entry; its node too, from its owner's map, once the node keeps nothing. */
function forget({ node, key }: Entry): void {
  node.markups!.delete(key);
  if (node.markups!.size > 0) return;
  // Set, not deleted: a deleted property turns the object into a dictionary, larger still.
  node.markups = undefined;
  if (node.owners === undefined) node.parent?.owners!.delete(node.owner!);
}

/**
 * How many blocks a process keeps, the least recently used going first. An article's card is
 * about 0.6 KB; kept for every article, the cards of a 50,000-article site would add about half
 * of what a render worker holds for the site itself (about 1 KB an article), and its heap is
 * bounded in proportion to that (lib/build/worker-heap.ts). A card that has gone is rendered
 * again, at about what it cost inline.
 */
export const MAX_MARKUPS = 2048;

/**
 * By the objects the markup derives from (the site's settings, its categories, an article), each
 * in turn, then by the key: a content reload of the development server makes new objects, and
 * their markup is rendered afresh. A node's maps are made when first needed, and a node that keeps
 * nothing is dropped with its last entry: each article's node otherwise stayed, with an empty
 * WeakMap and Map, after its card had gone (22 MB a render worker at 50,000 articles, 8 with the
 * maps dropped alone).
 */
interface CacheNode {
  owners?: WeakMap<object, CacheNode>;
  markups?: Map<string, Entry> | undefined;
  /** The node whose `owners` holds this one under `owner`; none for the root. */
  parent?: CacheNode;
  owner?: object;
}
interface Entry {
  html: string;
  /** Where the entry is kept, to drop it from there. */
  node: CacheNode;
  key: string;
}
const cache: CacheNode = {};
/** Every entry kept, the least recently used first (a Set keeps its insertion order). */
const recent = new Set<Entry>();

type Render = (element: ReactElement) => string;
let render: Render | undefined;

/**
 * React's own string renderer, the one that renders the page's HTML. A server component's module
 * graph resolves `react-dom/server` to a stub that throws (the package's `react-server` export
 * condition), so it is required here at run time, from the project's own dependencies. It writes
 * the text separators (`<!-- -->`) the page's HTML render writes, so a block reads byte for byte
 * as it would inline.
 */
function renderToString(): Render {
  if (!render) {
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    render = (require('react-dom/server') as typeof import('react-dom/server')).renderToString;
  }
  return render;
}
