// The names the consent gate's two halves share: the page's inline snippet (lib/site/partytown.ts,
// written at build time) and the consent bar's code in the browser (browser/consent/consent-bar.ts).
// Plain constants, so the browser bundle can import them (docs/sites.md#consent).

/** The localStorage key of the reader's choice. */
export const CONSENT_STORAGE_KEY = 'consent';

/** The event the consent bar dispatches on the document when the reader accepts; the snippet starts the scripts on it. */
export const CONSENT_ACCEPT_EVENT = 'site-consent-accept';

/**
 * Where the build copies Partytown's library files (postbuild/steps/partytown-files.ts), which is
 * also its service worker's scope: a withdrawal unregisters that worker.
 */
export const PARTYTOWN_LIB_PATH = '/~partytown/';

/** Set on the root element once the scripts have started on this page. */
export const SCRIPTS_STARTED_ATTRIBUTE = 'data-scripts-started';

export type ConsentChoice = 'accepted' | 'declined';

/** The stored record: `{"version":"…","choice":"accepted"}`, the version made from the script list. */
export interface StoredConsent {
  version: string;
  choice: ConsentChoice;
}
