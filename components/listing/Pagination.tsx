import Link from '@/components/ui/Link';

import type { Locale } from '@/lib/content';
import { type ListingPage, listingPagePath, pageNeighbours } from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-stone-300 px-3 text-stone-800 hover:border-amber-800 hover:text-amber-800 dark:border-stone-600 dark:text-stone-200 dark:hover:border-amber-300 dark:hover:text-amber-300';

/**
 * The links from one page of a listing whose own address is `firstPage` to its neighbours:
 * the newest articles, the next newer page and the next older one (lib/site/pagination.ts).
 * No page numbers and no count: a page's links stay the same while articles arrive, until a
 * newer archive page is added beside it. Nothing when the listing has one page.
 */
export function Pagination({
  firstPage,
  current,
  locale,
}: {
  firstPage: string;
  current: ListingPage;
  locale: Locale;
}) {
  const { newest, newer, older } = pageNeighbours(current);
  if (newest === undefined && older === undefined) return null;
  const text = uiText(locale).pagination;
  return (
    <nav aria-label={text.label} className="mb-10 mt-2">
      <ul className="flex flex-wrap items-center gap-2">
        {newest !== undefined && (
          <li>
            {/* The newest archive page's newer neighbour is the listing's own address. */}
            <Link
              href={listingPagePath(firstPage, newest)}
              rel={newer === undefined ? 'prev' : undefined}
              className={LINK}
            >
              <span aria-hidden="true">«&nbsp;</span>
              {text.newest}
            </Link>
          </li>
        )}
        {newer !== undefined && (
          <li>
            <Link href={listingPagePath(firstPage, newer)} rel="prev" className={LINK}>
              <span aria-hidden="true">←&nbsp;</span>
              {text.newer}
            </Link>
          </li>
        )}
        {older !== undefined && (
          <li>
            <Link href={listingPagePath(firstPage, older)} rel="next" className={LINK}>
              {text.older}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
