// A page whose address moved (the host redirected the one asked for, docs/hosting.md#redirects)
// is shown under its new address, as a browser shows it after following the redirect: the query
// and fragment asked for are kept, as the hosts' redirects keep them.
import type { LoadOutcome } from './loader.ts';
import { siteHref, sitePath } from './site-address.ts';

/** The path to show and the address to put in history for a navigation to `path` (`href`). */
export function followMove(outcome: LoadOutcome, path: string, href: string): { path: string; href: string } {
  if (outcome.kind !== 'page' || outcome.movedTo === undefined) return { path, href };
  // The new address came from the host (a redirect, or the path in the page's data): it goes into
  // history as a site path, like every address the shell goes to.
  const asked = new URL(href, 'https://site.invalid');
  const moved = sitePath(outcome.movedTo);
  return { path: moved, href: siteHref(`${moved}${asked.search}${asked.hash}`) };
}
