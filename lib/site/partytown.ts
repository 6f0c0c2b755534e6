// Third-party scripts (analytics, ads) run off the main thread by Partytown
// (docs/sites.md#third-party-scripts). A page carries Partytown's inline snippet and each script as
// <script type="text/partytown" data-src="…">; in Partytown's worker every third-party script URL
// is fetched through the site's own /__third-party-proxy (only allowlisted URLs are served);
// if Partytown has not taken the scripts after 10 s, its snippet runs them on the main thread.
import { partytownSnippet, SCRIPT_TYPE } from '@qwik.dev/partytown/integration';

import type { Site } from '../content/types';
import { OFF_MAIN_THREAD_FALLBACK_MS } from './constants';

/** Where the build copies Partytown's library files (postbuild/steps/partytown-files.ts). */
export const PARTYTOWN_LIB_PATH = '/~partytown/';

export { SCRIPT_TYPE as PARTYTOWN_SCRIPT_TYPE };

/**
 * The attribute that carries a third-party script's address in the built page. HTML forbids
 * `src` on a script the browser does not run (a data block, which text/partytown is), so the
 * address is built into data-src, and the page's snippet copies it to src before Partytown
 * looks for its scripts (COPY_SOURCES_FIRST).
 */
export const PARTYTOWN_SOURCE_ATTRIBUTE = 'data-src';

/**
 * Runs ahead of Partytown's own snippet in the same inline script. Partytown collects its scripts
 * when DOMContentLoaded reaches the window; this listener is on the document, which the event
 * reaches first, so every script has its src by then. Setting src on a parser-inserted script of
 * a type the browser does not run fetches nothing.
 */
const COPY_SOURCES_FIRST =
  'document.addEventListener("DOMContentLoaded",function(){' +
  `document.querySelectorAll('script[type="${SCRIPT_TYPE}"][${PARTYTOWN_SOURCE_ATTRIBUTE}]')` +
  '.forEach(function(script){script.src=script.dataset.src})});';

/**
 * Partytown's URL hook, run inside its worker. Partytown sends it there as text and rebuilds it
 * with `new Function`, so it must stand alone: no closure, no import, the proxy path written out.
 * Scripts of other origins go through the proxy; everything else is left to Partytown.
 */
export function resolveThroughProxy(url: URL, location: Location, type: string): URL | undefined {
  if (type !== 'script' || url.origin === location.origin) return undefined;
  return new URL('/__third-party-proxy?url=' + encodeURIComponent(url.href), location.origin);
}

/** The inline snippet a page of this site carries, or undefined for a site without third-party scripts. */
export function partytownHeadSnippet(site: Pick<Site, 'thirdPartyScripts'>): string | undefined {
  if (site.thirdPartyScripts.length === 0) return undefined;
  return (
    COPY_SOURCES_FIRST +
    partytownSnippet({
      lib: PARTYTOWN_LIB_PATH,
      fallbackTimeout: OFF_MAIN_THREAD_FALLBACK_MS,
      forward: [...new Set(site.thirdPartyScripts.flatMap((script) => script.forward))],
      resolveUrl: resolveThroughProxy,
    })
  );
}
