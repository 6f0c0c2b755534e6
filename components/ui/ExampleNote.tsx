import { isExampleFact } from '@/lib/content/example-facts';
import type { Site } from '@/lib/content/types';
import { uiText } from '@/lib/site/ui-text';

const BADGE =
  'rounded border border-dashed border-red-800 px-1 text-[0.7rem] leading-4 font-semibold whitespace-nowrap text-red-800 uppercase dark:border-red-300 dark:text-red-300';

/**
 * The 'Example' mark beside a fact that site.yaml lists under example_facts (an example operator,
 * a fictional sponsor), so no reader takes a placeholder for the site's real details
 * (docs/sites.md#example-facts). Nothing when the field holds a real value. It is inline text
 * in the page's HTML, so it is in place in the first paint and moves nothing; `overlay` pins it
 * over a corner of its positioned parent instead, where a line of its own would not fit.
 */
export function ExampleNote({ site, field, overlay = false }: { site: Site; field: string; overlay?: boolean }) {
  if (!isExampleFact(site, field)) return null;
  const text = uiText(site.locale).exampleFact;
  if (overlay) {
    return (
      <span data-example-fact className={`absolute right-0.5 bottom-0.5 bg-white dark:bg-stone-950 ${BADGE}`}>
        {text}
      </span>
    );
  }
  return (
    <>
      {' '}
      <span data-example-fact className={BADGE}>
        {text}
      </span>
    </>
  );
}
