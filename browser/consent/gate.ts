// The consent gate: the inline script in the head of every page of a site with third-party
// scripts (docs/sites.md#consent, docs/client-shell.md#the-consent-gate). Third-party scripts
// (analytics, ads) run off the main thread by Partytown, and only after the reader agrees. A page
// carries this gate, bundled with Partytown's own snippet by the post-build
// (postbuild/consent-gate.ts, from gate-entry.ts), and each script as
// <script type="text/partytown" data-src="…">; in Partytown's worker every third-party script URL
// is fetched through the site's own /__third-party-proxy (only allowlisted URLs are served); if
// Partytown has not taken the scripts after 10 s, its snippet runs them on the main thread.
import type { PartytownConfig } from '@qwik.dev/partytown/integration';

import type { ConsentGateSettings } from '../../lib/site/client-settings.ts';
import {
  CONSENT_ACCEPT_EVENT,
  CONSENT_STORAGE_KEY,
  PARTYTOWN_LIB_PATH,
  PARTYTOWN_SCRIPT_TYPE,
  PARTYTOWN_SOURCE_ATTRIBUTE,
  SCRIPTS_STARTED_ATTRIBUTE,
} from './consent-record.ts';
import { forgetScripts } from './forget-scripts.ts';

type Choice = 'accepted' | 'declined' | 'ask';

/**
 * Partytown's URL hook, run inside its worker. Partytown sends it there as text and rebuilds it
 * with `new Function`, so it must stand alone: no closure, no import, the proxy path written out.
 * Scripts of other origins go through the proxy; everything else is left to Partytown.
 */
export function resolveThroughProxy(url: URL, location: Location, type: string): URL | undefined {
  if (type !== 'script' || url.origin === location.origin) return undefined;
  return new URL('/__third-party-proxy?url=' + encodeURIComponent(url.href), location.origin);
}

/** The reader's choice for this version of the script list; no record, another version or storage that throws is "ask". */
function storedChoice(version: string): Choice {
  let stored: unknown;
  try {
    const text = localStorage.getItem(CONSENT_STORAGE_KEY);
    stored = text === null ? null : JSON.parse(text);
  } catch {
    // Storage that throws (some private modes) or a record that is not JSON: no choice.
  }
  if (typeof stored !== 'object' || stored === null) return 'ask';
  const { version: storedVersion, choice } = stored as Partial<Record<'version' | 'choice', unknown>>;
  return storedVersion === version && (choice === 'accepted' || choice === 'declined') ? choice : 'ask';
}

/**
 * Copies each third-party script's address to its src before Partytown looks for its scripts.
 * Partytown collects them when DOMContentLoaded reaches the window (or at once, after load); this
 * copy runs on the document, which the event reaches first, or at once when the page is already
 * parsed (the reader accepted on the page), so every script has its src by then. Setting src on
 * a script of a type the browser does not run fetches nothing.
 */
function copySourcesFirst(): void {
  const copySources = () =>
    document
      .querySelectorAll<HTMLScriptElement>(`script[type="${PARTYTOWN_SCRIPT_TYPE}"][${PARTYTOWN_SOURCE_ATTRIBUTE}]`)
      .forEach((script) => {
        script.src = script.getAttribute(PARTYTOWN_SOURCE_ATTRIBUTE)!;
      });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', copySources);
  else copySources();
}

/**
 * Hands Partytown its config on `window.partytown` as its own integration snippet does
 * (`partytownSnippet` of @qwik.dev/partytown/integration): only where Partytown can run off the
 * main thread (a service worker or cross-origin isolation), merged into what is there, the
 * forwarded globals added to any there.
 */
function configurePartytown({ forward, ...config }: ConsentGateSettings['partytown']): void {
  const page = window as Window & { partytown?: PartytownConfig };
  if (!window.crossOriginIsolated && !('serviceWorker' in navigator)) return;
  const current = (page.partytown = Object.assign(page.partytown || {}, config, { resolveUrl: resolveThroughProxy }));
  current.forward = (current.forward || []).concat(forward);
}

/**
 * Runs the gate. It reads the reader's stored choice, marks it on the root element for the
 * stylesheet (`data-consent`: accepted, declined or ask, which shows the consent bar from the
 * first paint), and starts Partytown (`runPartytownSnippet`: its worker, its service worker, its
 * 10 s fallback) only for a choice of accepted for this version of the script list; otherwise it
 * waits for the bar's accept event, and first clears what the scripts may have left (their
 * cookies and storage keys, Partytown's service worker: a script still running on the page where
 * the reader withdrew can set a cookie after the bar cleared it). Storage that throws (some
 * private modes) counts as no choice: the bar asks on each page and nothing starts until then.
 */
export function runConsentGate(settings: ConsentGateSettings, runPartytownSnippet: () => void): void {
  const root = document.documentElement;
  const choice = storedChoice(settings.version);
  root.setAttribute('data-consent', choice);
  if (choice !== 'accepted') forgetScripts(settings.cookiePrefixes, PARTYTOWN_LIB_PATH);
  const start = () => {
    root.setAttribute(SCRIPTS_STARTED_ATTRIBUTE, '');
    copySourcesFirst();
    configurePartytown(settings.partytown);
    runPartytownSnippet();
  };
  if (choice === 'accepted') start();
  else document.addEventListener(CONSENT_ACCEPT_EVENT, start, { once: true });
}
