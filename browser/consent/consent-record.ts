// The names the consent gate's two halves share: the page's inline gate (gate.ts, bundled into
// each page's head by the post-build) and the consent bar's code (consent-bar.ts), with the
// build code that writes the pages and their third-party scripts (docs/sites.md#consent).

/** The localStorage key of the reader's choice. */
export const CONSENT_STORAGE_KEY = 'consent';

/** The event the consent bar dispatches on the document when the reader accepts; the gate starts the scripts on it. */
export const CONSENT_ACCEPT_EVENT = 'site-consent-accept';

/**
 * Where the build copies Partytown's library files (postbuild/steps/partytown-files.ts), which is
 * also its service worker's scope: a withdrawal unregisters that worker.
 */
export const PARTYTOWN_LIB_PATH = '/~partytown/';

/**
 * The type of a third-party script in the built page: Partytown's (`SCRIPT_TYPE` of
 * @qwik.dev/partytown/integration, which a test holds this to). The browser runs no script of
 * this type; Partytown collects them.
 */
export const PARTYTOWN_SCRIPT_TYPE = 'text/partytown';

/**
 * The attribute that carries a third-party script's address in the built page. HTML forbids
 * `src` on a script the browser does not run (a data block, which text/partytown is), so the
 * address is built into data-src, and the gate copies it to src before Partytown looks for its
 * scripts.
 */
export const PARTYTOWN_SOURCE_ATTRIBUTE = 'data-src';

/** Set on the root element once the scripts have started on this page. */
export const SCRIPTS_STARTED_ATTRIBUTE = 'data-scripts-started';

export type ConsentChoice = 'accepted' | 'declined';

/** The stored record: `{"version":"…","choice":"accepted"}`, the version made from the script list. */
export interface StoredConsent {
  version: string;
  choice: ConsentChoice;
}
