import Link from '@/components/ui/Link';

import { PageHeading } from '@/components/ui/PageHeading';
import { paths } from '@/lib/site/paths';

/** SPEC's 500 page: shown when a page's data cannot be served. */
export function ServerErrorView() {
  return (
    <>
      <PageHeading title="Something went wrong" lead="This page could not be loaded. Please try again in a moment." />
      <p>
        <Link href={paths.home} className="font-medium text-amber-800 underline dark:text-amber-300">
          Back to the home page
        </Link>
      </p>
    </>
  );
}
