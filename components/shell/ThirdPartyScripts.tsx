import { PARTYTOWN_SCRIPT_TYPE, PARTYTOWN_SOURCE_ATTRIBUTE } from '@/browser/consent/consent-record';
import type { Site } from '@/lib/content';
import { CONSENT_GATE_PLACE_ATTRIBUTE } from '@/lib/site/consent';

/**
 * The site's third-party scripts for Partytown's worker, and the place of the inline consent
 * gate that starts Partytown only once the reader has accepted them (browser/consent/gate.ts,
 * written in by the post-build: postbuild/consent-gate.ts). A site without third-party scripts
 * gets nothing: no gate, no library files, no consent code.
 */
export function ThirdPartyScripts({ site }: { site: Site }) {
  if (site.thirdPartyScripts.length === 0) return null;
  return (
    <>
      {/* Runs as the page is parsed, before the first paint; its sha256 is in the page's Content-Security-Policy. */}
      <script data-site-script="" {...{ [CONSENT_GATE_PLACE_ATTRIBUTE]: '' }} />
      {site.thirdPartyScripts.map((script) => (
        // The address is in data-src: HTML allows no src on a script the browser does not run.
        <script key={script.src} type={PARTYTOWN_SCRIPT_TYPE} {...{ [PARTYTOWN_SOURCE_ATTRIBUTE]: script.src }} />
      ))}
    </>
  );
}
