import Link from '@/components/ui/Link';

import { PageHeading } from '@/components/ui/PageHeading';
import { paths } from '@/lib/site/paths';
import type { ServerErrorText } from '@/lib/site/ui-text/types';

/** The 500 page: shown when a page's data answers 500 (docs/behaviour.md#loading-page-data). */
export function ServerErrorView({ text }: { text: ServerErrorText }) {
  return (
    <>
      <PageHeading title={text.title} lead={text.lead} />
      <p>
        <Link href={paths.home} className="font-medium text-amber-800 underline dark:text-amber-300">
          {text.backHome}
        </Link>
      </p>
    </>
  );
}
