import { ExampleNote } from '@/components/ui/ExampleNote';
import type { PageSlug, Site } from '@/lib/content/model';
import { uiText } from '@/lib/site/ui-text';

import { PrivacyFacts } from './PrivacyFacts';

const PROSE =
  'prose prose-stone mt-10 max-w-prose dark:prose-invert prose-a:text-amber-800 dark:prose-a:text-amber-300';

/**
 * What the privacy policy and the terms state about the site, written from site.yaml rather than
 * by hand, so the pages cannot drift from what the site really does. Every statement about data
 * handling is here (PrivacyFacts); the page's own text may describe none, which check:content
 * holds (lib/content/legal-prose.ts). About Us states none of these.
 */
export function LegalFacts({ site, slug }: { site: Site; slug: PageSlug }) {
  const text = uiText(site.locale).legal;
  if (slug === 'privacy-policy') {
    return (
      <section aria-labelledby="legal-facts" data-legal-facts className={PROSE}>
        <h2 id="legal-facts">{text.privacyHeading}</h2>
        <PrivacyFacts site={site} text={text} />
      </section>
    );
  }
  if (slug === 'terms') {
    return (
      <section aria-labelledby="legal-facts" data-legal-facts className={PROSE}>
        <h2 id="legal-facts">{text.termsHeading}</h2>
        <p>
          <ExampleNote site={site} field="legal.operator" />
          {`${text.operator(site.legal.operator, site.legal.address)} `}
          {site.legal.mersisNumber && text.registry && `${text.registry(site.legal.mersisNumber)} `}
          {`${text.contact} `}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
        <p>{text.governingLaw(site.legal.governingLaw)}</p>
      </section>
    );
  }
  return null;
}
