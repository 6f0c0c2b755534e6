import type { Site } from '@/lib/content';
import { PARTYTOWN_SCRIPT_TYPE, PARTYTOWN_SOURCE_ATTRIBUTE, partytownHeadSnippet } from '@/lib/site/partytown';

/**
 * The site's third-party scripts for Partytown's worker, and the inline snippet that starts
 * Partytown only once the reader has accepted them (the consent gate, lib/site/partytown.ts). A
 * site without third-party scripts gets nothing: no snippet, no library files, no consent code.
 */
export function ThirdPartyScripts({ site }: { site: Site }) {
  const snippet = partytownHeadSnippet(site);
  if (!snippet) return null;
  return (
    <>
      {/* Runs as the page is parsed, before the first paint; its sha256 is in the page's Content-Security-Policy. */}
      <script data-site-script="" dangerouslySetInnerHTML={{ __html: snippet }} />
      {site.thirdPartyScripts.map((script) => (
        // The address is in data-src: HTML allows no src on a script the browser does not run.
        <script key={script.src} type={PARTYTOWN_SCRIPT_TYPE} {...{ [PARTYTOWN_SOURCE_ATTRIBUTE]: script.src }} />
      ))}
    </>
  );
}
