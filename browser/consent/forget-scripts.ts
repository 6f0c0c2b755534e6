// What a withdrawal, or a page without consent, clears of the third-party scripts: their cookies
// and localStorage keys, and Partytown's service worker (docs/sites.md#consent). One function
// for both halves of the consent gate: the consent bar's code calls it when the reader declines,
// and the page's inline gate (gate.ts) calls it on every page without an accepted choice, which
// catches what a script set after the withdrawal on the page it was already running on.

/**
 * Deletes every cookie and localStorage key whose name starts with one of `prefixes` (`_ym_`),
 * and unregisters the service workers whose scope starts with `scopePath` (Partytown's). A
 * cookie is deleted for the page's host and for each parent domain (Metrica sets its cookies on
 * the registrable domain, `.stavkablef.ru`); deleting one that does not exist there does nothing.
 */
export function forgetScripts(prefixes: readonly string[], scopePath: string): void {
  const matches = (name: string) => prefixes.some((prefix) => name.indexOf(prefix) === 0);
  const labels = location.hostname.split('.');
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]!.trim();
    if (!name || !matches(name)) return;
    const gone = `${name}=; Max-Age=0; Path=/`;
    document.cookie = gone;
    for (let i = 0; i < labels.length - 1; i++) document.cookie = `${gone}; Domain=${labels.slice(i).join('.')}`;
  });
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key !== null && matches(key)) localStorage.removeItem(key);
    }
  } catch {
    // Storage that throws (some private modes) holds nothing of theirs either.
  }
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => {
      registrations.forEach((registration) => {
        if (new URL(registration.scope).pathname.indexOf(scopePath) === 0) void registration.unregister();
      });
    })
    .catch(() => undefined);
}
