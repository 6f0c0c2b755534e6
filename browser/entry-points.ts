// Where the code the reader's browser runs starts: each entry is bundled by esbuild in the
// post-build, and everything of ours it imports, statically or with import(), runs in the
// browser too. eslint.config.mjs follows these entries' imports to find the browser code it
// holds to the browser's rules (BROWSER_CODE), so a module the bundles take in is linted as
// browser code wherever it lives.

/** The site's client: the shell and the islands (postbuild/client-bundle.ts). */
export const CLIENT_ENTRY = 'browser/islands/client-entry.ts';

/**
 * The client of a site with third-party scripts: the same, and the consent bar's code. Only such
 * a site's bundle is built from it, so no other site carries a byte of consent code.
 */
export const CONSENT_CLIENT_ENTRY = 'browser/islands/client-entry-consent.ts';

/** The consent gate, inline in each page of a site with third-party scripts (postbuild/consent-gate.ts). */
export const CONSENT_GATE_ENTRY = 'browser/consent/gate-entry.ts';

/** The service worker, bundled into sw.js (postbuild/service-worker/build-service-worker.ts). */
export const SERVICE_WORKER_ENTRY = 'browser/service-worker/worker.ts';

export const BROWSER_ENTRIES = [CLIENT_ENTRY, CONSENT_CLIENT_ENTRY, CONSENT_GATE_ENTRY, SERVICE_WORKER_ENTRY];
