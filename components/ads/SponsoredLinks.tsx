import { ageMark, SponsoredLabels } from '@/components/ads/SponsoredLabels';
import { ExampleNote } from '@/components/ui/ExampleNote';
import { getSite } from '@/lib/content';
import { adHref, adMarking, sponsoredBlockFor } from '@/lib/site/sponsored';
import { uiText } from '@/lib/site/ui-text';

/** Sponsored links open the sponsor in a new tab, marked for search engines and sending no referrer. */
export const SPONSORED_REL = 'sponsored noopener noreferrer';

const LINK = 'font-medium text-amber-900 underline-offset-2 hover:underline dark:text-amber-200';
const MARKING = 'mt-0.5 text-xs text-stone-700 dark:text-stone-300';

/**
 * The sponsored-link block (docs/sites.md#ad-data) for the page at `path`: its links, each with
 * the line naming its advertiser, under the heading the site id picks. Nothing at all when the
 * path has no links.
 */
export function SponsoredLinks({ path }: { path: string }) {
  const site = getSite();
  const block = sponsoredBlockFor(site, path);
  if (!block) return null;
  const text = uiText(site.locale).sponsored;
  const labels = <SponsoredLabels sponsored={text.sponsored} ageMark={ageMark(site)} />;
  return (
    <div data-sponsored className="my-10 max-w-prose text-sm">
      <aside
        aria-labelledby="sponsored-links-heading"
        data-sponsored-block
        className="rounded-lg border border-stone-300 bg-stone-50 p-4 dark:border-stone-700 dark:bg-stone-900"
      >
        <h2 id="sponsored-links-heading" className="mb-3 text-base font-semibold text-stone-900 dark:text-stone-100">
          {block.heading}
        </h2>
        <ul className="space-y-3">
          {block.links.map((link, index) => (
            <li key={`${link.href} ${link.text}`}>
              <ExampleNote site={site} field={`ads.sponsored_links.${path}.${index}`} line />
              <a
                href={adHref(link)}
                rel={SPONSORED_REL}
                target="_blank"
                aria-describedby={`ad-marking-${index}`}
                className={LINK}
              >
                {labels}
                {` ${link.text}`}
              </a>
              <p id={`ad-marking-${index}`} data-ad-marking className={MARKING}>
                {adMarking(site.locale, link)}
              </p>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
