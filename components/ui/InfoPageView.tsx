import { PageHeading } from '@/components/ui/PageHeading';
import { Prose } from '@/components/ui/Prose';
import { getPage } from '@/lib/content';
import { renderMarkdown } from '@/lib/content/markdown';
import type { PageSlug } from '@/lib/content/schema';
import { paths } from '@/lib/site/paths';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

const PATH_OF: Record<PageSlug, string> = {
  'about-us': paths.aboutUs,
  'privacy-policy': paths.privacyPolicy,
  terms: paths.terms,
};

/** About Us, Privacy Policy and Terms of Use: their text is content, not code. */
export function InfoPageView({ slug }: { slug: PageSlug }) {
  const page = getPage(slug);
  return (
    <>
      <PageHeading title={page.title} />
      <Prose html={renderMarkdown(page.body)} />
      <SponsoredLinks path={PATH_OF[slug]} />
    </>
  );
}
