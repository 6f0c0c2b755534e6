import Link from '@/components/ui/Link';

import { PageHeading } from '@/components/ui/PageHeading';
import { getSeo, getSite } from '@/lib/content';
import { paths } from '@/lib/site/paths';

export function generateMetadata() {
  const seo = getSeo('not-found');
  return { title: seo.title, description: seo.description, robots: { index: false } };
}

export default function NotFound() {
  const site = getSite();
  return (
    <>
      <PageHeading title="Page not found" lead="The page you asked for does not exist or has moved." />
      <p>
        <Link href={paths.home} className="font-medium text-amber-800 underline dark:text-amber-300">
          Back to {site.title}
        </Link>{' '}
        or browse the <Link href={paths.sitemap} className="font-medium text-amber-800 underline dark:text-amber-300">sitemap</Link>.
      </p>
    </>
  );
}
