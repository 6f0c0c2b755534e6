import { isFilePath, siteHref, sitePath } from './site-address.ts';

/**
 * The site path a click should navigate to through the shell, or null to leave it to the browser.
 * Both are made by site-address.ts: the path the hosts serve the page at, whatever the link says.
 */
export function shellNavigationTarget(event: MouseEvent, origin: string): { path: string; href: string } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, origin);
  // Another site, or a file (a feed, an image, data): not a page of this site.
  if (url.origin !== origin || isFilePath(url.pathname)) return null;
  return { path: sitePath(url.pathname), href: siteHref(url.pathname + url.search + url.hash) };
}
