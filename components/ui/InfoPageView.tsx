import { PageHeading } from '@/components/ui/PageHeading';
import { Prose } from '@/components/ui/Prose';
import { getPage, getSite } from '@/lib/content';
import { renderMarkdown } from '@/lib/content/markdown';
import type { PageSlug } from '@/lib/content/schema';
import { formatDate } from '@/lib/site/format';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';
import { LegalFacts } from '@/components/legal/LegalFacts';

const PATH_OF: Record<PageSlug, string> = {
  'about-us': paths.aboutUs,
  'privacy-policy': paths.privacyPolicy,
  terms: paths.terms,
};

/**
 * About Us, Privacy Policy and Terms of Use: their text is content, not code; the legal pages end
 * with the facts site.yaml states (LegalFacts).
 */
export function InfoPageView({ slug }: { slug: PageSlug }) {
  const page = getPage(slug);
  const site = getSite();
  return (
    <>
      {/* A legal page's effective date, from its frontmatter (lib/content/legal-dates.ts). */}
      <PageHeading
        title={page.title}
        lead={page.effective && uiText(site.locale).legal.effectiveDate(formatDate(page.effective.date, site.locale))}
      />
      <Prose html={renderMarkdown(page.body)} tableLabel={uiText(site.locale).article.table} />
      <LegalFacts site={site} slug={slug} />
      <SponsoredLinks path={PATH_OF[slug]} />
    </>
  );
}
