import { ServerErrorView } from '@/components/ui/ServerErrorView';
import { getSite } from '@/lib/content';
import { brandedTitle } from '@/lib/seo/metadata';

// Exported as /500/index.html: the host serves it for a 500 (deploy/nginx, the local server).
export function generateMetadata() {
  return { title: brandedTitle(getSite(), 'Something went wrong'), robots: { index: false } };
}

export default function ServerErrorPage() {
  return <ServerErrorView />;
}
