import { ServerErrorView } from '@/components/ui/ServerErrorView';
import { getSite } from '@/lib/content';
import { brandedTitle } from '@/lib/seo/metadata';
import { uiText } from '@/lib/site/ui-text';

// Exported as /500/index.html: the host serves it for a 500 (deploy/nginx, the local server).
export function generateMetadata() {
  const site = getSite();
  return { title: brandedTitle(site, uiText(site.locale).serverError.title), robots: { index: false } };
}

export default function ServerErrorPage() {
  return <ServerErrorView text={uiText(getSite().locale).serverError} />;
}
