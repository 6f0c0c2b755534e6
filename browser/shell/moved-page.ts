// A page whose address moved (the host redirected the one asked for, docs/hosting.md#redirects)
// is shown under its new address, as a browser shows it after following the redirect: the query
// and fragment asked for are kept, as the hosts' redirects keep them.
import type { LoadOutcome } from './loader';

/** The path to show and the address to put in history for a navigation to `path` (`href`). */
export function followMove(outcome: LoadOutcome, path: string, href: string): { path: string; href: string } {
  if (outcome.kind !== 'page' || outcome.movedTo === undefined) return { path, href };
  const asked = new URL(href, 'https://site.invalid');
  return { path: outcome.movedTo, href: `${outcome.movedTo}${asked.search}${asked.hash}` };
}
