import type { PageSlug } from '@/lib/content/schema';
import type { Site } from '@/lib/content/types';
import { uiText } from '@/lib/site/ui-text';

const PROSE =
  'prose prose-stone mt-10 max-w-prose dark:prose-invert prose-a:text-amber-800 dark:prose-a:text-amber-300';

/**
 * What the privacy policy and the terms must state, written from site.yaml rather than by hand,
 * so the pages cannot drift from what the site really does: who runs it, what a reader's device
 * keeps (the service worker's offline copies), which third-party scripts run and what each
 * receives, and the law that governs the terms. About Us states none of these.
 */
export function LegalFacts({ site, slug }: { site: Site; slug: PageSlug }) {
  const text = uiText(site.locale).legal;
  const operator = text.operator(site.legal.operator, site.legal.address);
  const contact = (
    <>
      {`${text.contact} `}
      <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
    </>
  );
  if (slug === 'privacy-policy') {
    return (
      <section aria-labelledby="legal-facts" data-legal-facts className={PROSE}>
        <h2 id="legal-facts">{text.privacyHeading}</h2>
        <p>
          {`${operator} `}
          {contact}
        </p>
        <p>{text.noAccounts}</p>
        {site.serviceWorker && <p>{text.offlineCopies}</p>}
        {site.thirdPartyScripts.length === 0 ? (
          <p>{text.noThirdParties}</p>
        ) : (
          <>
            <p>{text.thirdPartiesIntro}</p>
            <ul>
              {site.thirdPartyScripts.map((script) => (
                <li key={script.src}>
                  <strong>{script.name}</strong>
                  {` (${new URL(script.src).host}): ${script.receives}`}
                </li>
              ))}
            </ul>
          </>
        )}
        <p>{text.serverLogs(site.legal.logRetentionDays)}</p>
      </section>
    );
  }
  if (slug === 'terms') {
    return (
      <section aria-labelledby="legal-facts" data-legal-facts className={PROSE}>
        <h2 id="legal-facts">{text.termsHeading}</h2>
        <p>
          {`${operator} `}
          {contact}
        </p>
        <p>{text.governingLaw(site.legal.governingLaw)}</p>
      </section>
    );
  }
  return null;
}
