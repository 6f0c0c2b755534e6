import { ageMark, SponsoredLabels } from '@/components/ads/SponsoredLabels';
import { getSite } from '@/lib/content';
import { sponsoredBlockFor } from '@/lib/site/sponsored';
import { uiText } from '@/lib/site/ui-text';

/** Sponsored links open the sponsor in a new tab, marked for search engines and sending no referrer. */
export const SPONSORED_REL = 'sponsored noopener noreferrer';

const LINK = 'font-medium text-amber-900 underline-offset-2 hover:underline dark:text-amber-200';

/**
 * The sponsored-link block (docs/sites.md#ad-data) for the page at `path`: its links from the site's ad data and the
 * site's new-url snippet, under the heading the site id picks. Nothing at all when the path has no links.
 */
export function SponsoredLinks({ path }: { path: string }) {
  const site = getSite();
  const block = sponsoredBlockFor(site, path);
  if (!block) return null;
  const text = uiText(site.locale).sponsored;
  const labels = <SponsoredLabels sponsored={text.sponsored} ageMark={ageMark(site)} />;
  return (
    <aside
      aria-labelledby="sponsored-links-heading"
      data-sponsored-block
      className="my-10 max-w-prose rounded-lg border border-stone-300 bg-stone-50 p-4 text-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="sponsored-links-heading" className="mb-3 text-base font-semibold text-stone-900 dark:text-stone-100">
        {block.heading}
      </h2>
      <ul className="space-y-2">
        {block.links.map((link) => (
          <li key={`${link.href} ${link.text}`}>
            <a href={link.href} rel={SPONSORED_REL} target="_blank" className={LINK}>
              {link.text} {labels}
            </a>
          </li>
        ))}
        {block.newUrl && (
          <li className="border-t border-stone-200 pt-2 dark:border-stone-700">
            <span className="text-stone-700 dark:text-stone-300">{text.newAddress}: </span>
            <a href={block.newUrl.href} rel={SPONSORED_REL} target="_blank" className={LINK}>
              {block.newUrl.text} {labels}
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
