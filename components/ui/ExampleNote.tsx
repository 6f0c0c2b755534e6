import { isExampleFact } from '@/lib/content/example-facts';
import type { Site } from '@/lib/content/model';
import { uiText } from '@/lib/site/ui-text';

const BADGE =
  'rounded border border-dashed border-red-800 px-1 text-[0.7rem] leading-4 font-semibold whitespace-nowrap text-red-800 uppercase dark:border-red-300 dark:text-red-300';

/**
 * The 'Example' mark before a fact that site.yaml lists under example_facts (an example operator,
 * a fictional sponsor), so no reader takes a placeholder for the site's real details
 * (docs/sites.md#example-facts). Nothing when the field holds a real value.
 *
 * It comes first in its line, before what it marks: in a paint of half-parsed HTML its word
 * arrives before anything it could push along, and its own start never moves, so nothing moves
 * (layout shift 0). `line` gives it a line of its own, before a sponsored link: the link's
 * labels, arriving after it on a shared line, would move that line by 2 px. `overlay` is the
 * banner's variant, pinned by `className` over the art, where
 * the slot's fixed height leaves no line for it: its height is fixed and its left edge anchored,
 * so its word arriving moves nothing either.
 */
export function ExampleNote({
  site,
  field,
  overlay,
  line = false,
}: {
  site: Site;
  field: string;
  overlay?: string;
  line?: boolean;
}) {
  if (!isExampleFact(site, field)) return null;
  const text = uiText(site.locale).exampleFact;
  // A line of its own, above a line whose first box would otherwise settle the line's height.
  if (line) {
    return (
      <span data-example-fact className="mb-1 flex">
        <span className={BADGE}>{text}</span>
      </span>
    );
  }
  if (overlay !== undefined) {
    return (
      <span data-example-fact className={`absolute h-[1.125rem] bg-white dark:bg-stone-950 ${BADGE} ${overlay}`}>
        {text}
      </span>
    );
  }
  return (
    <>
      <span data-example-fact className={BADGE}>
        {text}
      </span>{' '}
    </>
  );
}
