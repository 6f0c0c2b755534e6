import Link from '@/components/ui/Link';

import type { Site } from '@/lib/content';

/**
 * The banner slot under the header. Its height is fixed whatever fills it, so a banner
 * arriving late never moves the page (layout shift 0). While no ad fills it, it carries
 * the site's house message, if the site has one.
 */
export function BannerSlot({ site }: { site: Site }) {
  const banner = site.houseBanner;
  return (
    <aside aria-label="Banner" className="border-b border-stone-200 bg-amber-50 dark:border-stone-800 dark:bg-stone-900">
      <div className="mx-auto flex h-[72px] max-w-5xl items-center justify-between gap-4 overflow-hidden px-4 text-sm">
        {banner && (
          <>
            <p className="text-stone-800 dark:text-stone-200">
              <strong className="font-semibold">{banner.headline}</strong>
              {banner.detail && <span className="max-[576px]:hidden"> {banner.detail}</span>}
            </p>
            <Link
              href={banner.href}
              className="shrink-0 rounded-md bg-amber-800 px-3 py-1.5 font-medium text-white hover:bg-amber-900 dark:bg-amber-300 dark:text-stone-950 dark:hover:bg-amber-200"
            >
              {banner.linkText}
            </Link>
          </>
        )}
      </div>
    </aside>
  );
}
