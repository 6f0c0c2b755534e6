import { PageHeading } from '@/components/ui/PageHeading';
import { Prose } from '@/components/ui/Prose';
import { getPage, getSite, type Locale } from '@/lib/content';
import { renderArticleBody } from '@/lib/content/article-body';
import { renderMarkdown } from '@/lib/content/markdown';
import type { PageSlug } from '@/lib/content/model';
import { formatDate } from '@/lib/site/format';
import { paths } from '@/lib/site/paths';
import { type UiText, uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';
import { LegalFacts } from '@/components/legal/LegalFacts';

/** The whole body, its `##` headings with ids and links to themselves, as an article's are. */
function sectionedHtml(markdown: string, locale: Locale, text: UiText): string {
  const { lead, sections } = renderArticleBody(markdown, { locale, linkLabel: text.tableOfContents.linkToSection });
  return [lead, sections].filter(Boolean).join('\n');
}

const PATH_OF: Record<PageSlug, string> = {
  'about-us': paths.aboutUs,
  'privacy-policy': paths.privacyPolicy,
  terms: paths.terms,
};

/**
 * About Us, Privacy Policy and Terms of Use: their text is content, not code; the legal pages end
 * with the facts site.yaml states (LegalFacts). About Us gives its sections ids as an article
 * does: every byline links to the one that says how articles are made (lib/site/disclosure.ts).
 */
export function InfoPageView({ slug }: { slug: PageSlug }) {
  const page = getPage(slug);
  const site = getSite();
  const text = uiText(site.locale);
  const html = slug === 'about-us' ? sectionedHtml(page.body, site.locale, text) : renderMarkdown(page.body);
  return (
    <>
      {/* A legal page's effective date, from its frontmatter (lib/content/legal-dates.ts). */}
      <PageHeading
        title={page.title}
        lead={page.effective && text.legal.effectiveDate(formatDate(page.effective.date, site.locale))}
      />
      <Prose html={html} tableLabel={text.article.table} />
      <LegalFacts site={site} slug={slug} />
      <SponsoredLinks path={PATH_OF[slug]} />
    </>
  );
}
