// The consent gate's facts, computed at build time (docs/sites.md#consent). A site with
// third-party scripts asks before any of them runs; the reader's choice is kept on the device in
// localStorage (not a cookie) as a small JSON record carrying a version made from the script
// list, so that a change to the scripts asks again. This module runs in the build only: the
// page's inline gate and the client bundle receive what it computes as text, through
// lib/site/client-settings.ts.
import { createHash } from 'node:crypto';

import type { Site } from '../content/model/index.ts';

/**
 * The version of what the reader is asked about: a hash of each script's address and purpose.
 * A new script, another address or another purpose gives another version, and a choice stored
 * for an older one asks again. Names and wording do not count: they change nothing that runs.
 */
export function consentVersion(site: Pick<Site, 'thirdPartyScripts'>): string {
  const facts = site.thirdPartyScripts.map((script) => [script.src, script.purpose]);
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 12);
}

/** Whether the site asks for consent: exactly when it has third-party scripts (lib/content/model/site.ts). */
export const asksForConsent = (site: Pick<Site, 'consent' | 'thirdPartyScripts'>): boolean =>
  site.consent !== undefined && site.thirdPartyScripts.length > 0;

/** What the scripts' cookies and storage keys begin with (`cookie_prefix`): a withdrawal deletes them. */
export function cookiePrefixes(site: Pick<Site, 'thirdPartyScripts'>): string[] {
  return [...new Set(site.thirdPartyScripts.flatMap((script) => (script.cookiePrefix ? [script.cookiePrefix] : [])))];
}

/**
 * Marks the empty inline script the layout renders where the consent gate goes
 * (components/shell/ThirdPartyScripts.tsx). The post-build writes the gate, bundled from
 * browser/consent/, into it and drops the mark (postbuild/page-rewrite.ts).
 */
export const CONSENT_GATE_PLACE_ATTRIBUTE = 'data-consent-gate';
