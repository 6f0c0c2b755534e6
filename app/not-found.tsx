import Link from '@/components/ui/Link';

import { PageHeading } from '@/components/ui/PageHeading';
import { getSeo, getSite } from '@/lib/content';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

export function generateMetadata() {
  return notFoundMetadata(getSite(), getSeo('not-found'));
}

export default function NotFound() {
  const site = getSite();
  const text = uiText(site.locale).notFound;
  return (
    <>
      <PageHeading title={text.title} lead={text.lead} />
      <p>
        <Link href={paths.home} className="font-medium text-amber-800 underline dark:text-amber-300">
          {text.backTo(site.title)}
        </Link>
        {` ${text.orBrowse} `}
        <Link href={paths.sitemap} className="font-medium text-amber-800 underline dark:text-amber-300">
          {text.sitemapLink}
        </Link>
        .
      </p>
    </>
  );
}
