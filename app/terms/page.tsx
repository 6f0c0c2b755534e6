import { InfoPageView } from '@/components/ui/InfoPageView';
import { getSeo, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';

export function generateMetadata() {
  return pageMetadata(getSite(), { ...getSeo('terms'), path: paths.terms });
}

export default function TermsPage() {
  return <InfoPageView slug="terms" />;
}
