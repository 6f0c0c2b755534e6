import Link from '@/components/ui/Link';

import type { Locale } from '@/lib/content';
import { listingPagePath, type PageNumber, pageLinks } from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-stone-300 px-3 text-stone-800 hover:border-amber-800 hover:text-amber-800 dark:border-stone-600 dark:text-stone-200 dark:hover:border-amber-300 dark:hover:text-amber-300';
const CURRENT =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md bg-stone-900 px-3 font-semibold text-white dark:bg-stone-100 dark:text-stone-900';

/** The numbered pages of a listing whose first page is `firstPage`; nothing when it has one page. */
export function Pagination({ firstPage, current, locale }: { firstPage: string; current: PageNumber; locale: Locale }) {
  if (current.pages <= 1) return null;
  const text = uiText(locale).pagination;
  const { page, pages } = current;
  return (
    <nav aria-label={text.label} className="mb-10 mt-2">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link href={listingPagePath(firstPage, page - 1)} rel="prev" className={LINK}>
              <span aria-hidden="true">←&nbsp;</span>
              {text.previous}
            </Link>
          </li>
        )}
        {pageLinks(current).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500 dark:text-stone-400">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                href={listingPagePath(firstPage, link)}
                aria-current={link === page ? 'page' : undefined}
                aria-label={text.page(link)}
                className={link === page ? CURRENT : LINK}
              >
                {link}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link href={listingPagePath(firstPage, page + 1)} rel="next" className={LINK}>
              {text.next}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
