import { InfoPageView } from '@/components/ui/InfoPageView';
import { getSeo, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';

export function generateMetadata() {
  return pageMetadata(getSite(), { ...getSeo('about-us'), path: paths.aboutUs });
}

export default function AboutUsPage() {
  return <InfoPageView slug="about-us" />;
}
