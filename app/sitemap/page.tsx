import { SitemapView } from '@/components/listing/SitemapView';
import { getSeo, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';

export function generateMetadata() {
  return pageMetadata(getSite(), { ...getSeo('sitemap'), path: paths.sitemap });
}

export default function SitemapPage() {
  return <SitemapView />;
}
