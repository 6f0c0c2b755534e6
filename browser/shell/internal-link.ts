/** The site path a click should navigate to through the shell, or null to leave it to the browser. */
export function shellNavigationTarget(event: MouseEvent, origin: string): { path: string; href: string } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  // Files (feeds, images, data) are not pages.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return { path: url.pathname, href: `${url.pathname}${url.search}${url.hash}` };
}
