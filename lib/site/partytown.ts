// Third-party scripts (analytics, ads) run off the main thread by Partytown, and only after the
// reader agrees (docs/sites.md#third-party-scripts, docs/sites.md#consent). A page carries the
// inline snippet (the consent gate around Partytown's own) and each script as
// <script type="text/partytown" data-src="…">; in Partytown's worker every third-party script URL
// is fetched through the site's own /__third-party-proxy (only allowlisted URLs are served);
// if Partytown has not taken the scripts after 10 s, its snippet runs them on the main thread.
import { partytownSnippet, SCRIPT_TYPE } from '@qwik.dev/partytown/integration';

import type { Site } from '../content/types.ts';
import { consentVersion, cookiePrefixes } from './consent.ts';
import {
  CONSENT_ACCEPT_EVENT,
  CONSENT_STORAGE_KEY,
  PARTYTOWN_LIB_PATH,
  SCRIPTS_STARTED_ATTRIBUTE,
} from './consent-record.ts';
import { OFF_MAIN_THREAD_FALLBACK_MS } from './constants.ts';
import { forgetScripts } from './forget-scripts.ts';

export { PARTYTOWN_LIB_PATH };

export { SCRIPT_TYPE as PARTYTOWN_SCRIPT_TYPE };

/**
 * The attribute that carries a third-party script's address in the built page. HTML forbids
 * `src` on a script the browser does not run (a data block, which text/partytown is), so the
 * address is built into data-src, and the page's snippet copies it to src before Partytown
 * looks for its scripts (COPY_SOURCES_FIRST).
 */
export const PARTYTOWN_SOURCE_ATTRIBUTE = 'data-src';

/**
 * Runs ahead of Partytown's own snippet when the scripts start. Partytown collects its scripts
 * when DOMContentLoaded reaches the window (or at once, after load); this copy runs on the
 * document, which the event reaches first, or at once when the page is already parsed (the
 * reader accepted on the page), so every script has its src by then. Setting src on a script of
 * a type the browser does not run fetches nothing.
 */
const COPY_SOURCES_FIRST =
  'function copySources(){' +
  `document.querySelectorAll('script[type="${SCRIPT_TYPE}"][${PARTYTOWN_SOURCE_ATTRIBUTE}]')` +
  '.forEach(function(script){script.src=script.dataset.src})}' +
  'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",copySources):copySources();';

/**
 * Partytown's URL hook, run inside its worker. Partytown sends it there as text and rebuilds it
 * with `new Function`, so it must stand alone: no closure, no import, the proxy path written out.
 * Scripts of other origins go through the proxy; everything else is left to Partytown.
 */
export function resolveThroughProxy(url: URL, location: Location, type: string): URL | undefined {
  if (type !== 'script' || url.origin === location.origin) return undefined;
  return new URL('/__third-party-proxy?url=' + encodeURIComponent(url.href), location.origin);
}

/**
 * The inline snippet a page of this site carries, or undefined for a site without third-party
 * scripts. It is the consent gate (docs/client-shell.md#the-consent-gate): it reads the reader's
 * stored choice, marks it on the root element for the stylesheet (`data-consent`: accepted,
 * declined or ask, which shows the consent bar from the first paint), and starts Partytown (its
 * worker, its service worker, its 10 s fallback) only for a choice of accepted for this version
 * of the script list; otherwise it waits for the bar's accept event, and first clears what the
 * scripts may have left (their cookies and storage keys, Partytown's service worker: a script
 * still running on the page where the reader withdrew can set a cookie after the bar cleared it).
 * Storage that throws (some private modes) counts as no choice: the bar asks on each page and
 * nothing starts until then.
 */
export function partytownHeadSnippet(site: Pick<Site, 'thirdPartyScripts'>): string | undefined {
  if (site.thirdPartyScripts.length === 0) return undefined;
  const start =
    COPY_SOURCES_FIRST +
    partytownSnippet({
      lib: PARTYTOWN_LIB_PATH,
      fallbackTimeout: OFF_MAIN_THREAD_FALLBACK_MS,
      forward: [...new Set(site.thirdPartyScripts.flatMap((script) => script.forward))],
      resolveUrl: resolveThroughProxy,
    });
  return (
    '(function(){var root=document.documentElement,stored,choice="ask";' +
    `try{stored=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))}catch(error){}` +
    `if(stored&&stored.version===${JSON.stringify(consentVersion(site))}&&` +
    '(stored.choice==="accepted"||stored.choice==="declined"))choice=stored.choice;' +
    'root.setAttribute("data-consent",choice);' +
    `if(choice!=="accepted")(${String(forgetScripts)})(${JSON.stringify(cookiePrefixes(site))},${JSON.stringify(PARTYTOWN_LIB_PATH)});` +
    `function start(){root.setAttribute("${SCRIPTS_STARTED_ATTRIBUTE}","");${start}}` +
    `choice==="accepted"?start():document.addEventListener(${JSON.stringify(CONSENT_ACCEPT_EVENT)},start,{once:true})})();`
  );
}
