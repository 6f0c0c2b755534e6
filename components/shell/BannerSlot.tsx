import { ageMark, SponsoredLabels } from '@/components/ads/SponsoredLabels';
import { SPONSORED_REL } from '@/components/ads/SponsoredLinks';
import { ExampleNote } from '@/components/ui/ExampleNote';
import Link from '@/components/ui/Link';
import { sharedMarkup } from '@/components/ui/shared-markup';

import type { Site } from '@/lib/content';
import { adHref, adMarking } from '@/lib/site/sponsored';
import { uiText } from '@/lib/site/ui-text';

/**
 * The banner slot under the header. Its height is fixed whatever fills it, so a banner
 * arriving late never moves the page (layout shift 0). The site's ad banner fills it when
 * the site has one (an image with its own width and height, at most 60 px high, beside the
 * line naming its advertiser; narrow windows get its narrow art when it has one); otherwise
 * it carries the site's house message, if the site has one.
 */
export function BannerSlot({ site }: { site: Site }) {
  const text = uiText(site.locale);
  // The same on every page: rendered once a process (components/ui/shared-markup.ts).
  const slot = sharedMarkup([site], 'banner', () => (
    <div className="site-banner-slot">{site.ads.banner ? <AdBanner site={site} /> : <HouseBanner site={site} />}</div>
  ));
  return <aside aria-label={text.banner} className="site-banner" dangerouslySetInnerHTML={{ __html: slot }} />;
}

/**
 * What the banner takes beside its image: the slot's padding (px-4 twice), the column of labels at
 * its widest (w-36) and the gap between them (gap-3). A window narrower than the wide art plus
 * this shows the narrow art, so neither is ever shrunk far below its own size.
 */
const BESIDE_THE_IMAGE_PX = 32 + 144 + 12;

function AdBanner({ site }: { site: Site }) {
  const banner = site.ads.banner!;
  const text = uiText(site.locale).sponsored;
  const narrow = banner.narrow;
  // The labels and the line naming the advertiser stand in a column beside the image, inside the
  // link, so they are on the ad itself and in its name; the column wraps rather than widens, so
  // the slot keeps its height at any width. Nothing in the link moves as it arrives, even in a
  // first paint of half-parsed HTML (a slow network can cut the page anywhere): the link starts
  // at the slot's left edge and fills its height; the column's width is set by the window's alone
  // (7 rem, 9 rem from 640 px), never by what follows it; and the column hangs from a fixed top,
  // not centred, so its labels stay put as the lines under them arrive. That top (2 px) is where
  // the tallest column the slot holds, the labels over three lines of the advertiser's name
  // (67 px), stands centred.
  return (
    <a
      href={adHref(banner)}
      rel={SPONSORED_REL}
      target="_blank"
      data-ad-banner
      className="relative flex min-w-0 items-center gap-3 self-stretch"
    >
      <span className="mt-0.5 flex w-28 shrink-0 flex-col items-start gap-1 self-start sm:w-36">
        <SponsoredLabels sponsored={text.sponsored} ageMark={ageMark(site)} />
        <span data-ad-marking className="text-xs leading-tight text-stone-700 dark:text-stone-300">
          {adMarking(site.locale, banner)}
        </span>
      </span>
      {/* Each source carries its own width and height, so the box is reserved for whichever art the
          window picks before it loads (layout shift 0), and the browser fetches only that one. */}
      <picture className="min-w-0">
        {narrow && (
          <source
            media={`(max-width: ${banner.width + BESIDE_THE_IMAGE_PX - 1}px)`}
            srcSet={narrow.image}
            width={narrow.width}
            height={narrow.height}
          />
        )}
        <img
          src={banner.image}
          width={banner.width}
          height={banner.height}
          alt={banner.alt}
          className="block h-auto max-w-full"
        />
      </picture>
      {/* Over the art's lower left corner, just past the labels' column and the gap (w-28 or w-36,
          gap-3): the slot's fixed height has no room for another line. */}
      <ExampleNote
        site={site}
        field="ads.banner"
        overlay="bottom-2 left-[calc(7.75rem+2px)] sm:left-[calc(9.75rem+2px)]"
      />
    </a>
  );
}

function HouseBanner({ site }: { site: Site }) {
  const banner = site.houseBanner;
  if (!banner) return null;
  return (
    <>
      <p className="text-stone-800 dark:text-stone-200">
        <strong className="font-semibold">{banner.headline}</strong>
        {banner.detail && <span className="max-wide:hidden"> {banner.detail}</span>}
      </p>
      <Link
        href={banner.href}
        className="shrink-0 rounded-md bg-amber-800 px-3 py-1.5 font-medium text-white hover:bg-amber-900 dark:bg-amber-300 dark:text-stone-950 dark:hover:bg-amber-200"
      >
        {banner.linkText}
      </Link>
    </>
  );
}
