import { InfoPageView } from '@/components/ui/InfoPageView';
import { getSeo, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';

export function generateMetadata() {
  return pageMetadata(getSite(), { ...getSeo('privacy-policy'), path: paths.privacyPolicy });
}

export default function PrivacyPolicyPage() {
  return <InfoPageView slug="privacy-policy" />;
}
