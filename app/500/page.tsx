import { ServerErrorView } from '@/components/ui/ServerErrorView';
import { getSite } from '@/lib/content';
import { brandedTitle } from '@/lib/seo/metadata';
import { uiText } from '@/lib/site/ui-text';

// Exported as /500/index.html: the host serves it for a 500 (deploy/nginx, the local server).
export function generateMetadata() {
  const site = getSite();
  const text = uiText(site.locale).serverError;
  const title = brandedTitle(site, text.title);
  // Its own social card: the layout's default would describe (and link) the home page.
  return {
    title,
    description: text.lead,
    robots: { index: false },
    openGraph: { title, description: text.lead, siteName: site.title, locale: site.locale, type: 'website' },
  };
}

export default function ServerErrorPage() {
  return <ServerErrorView text={uiText(getSite().locale).serverError} />;
}
