import { memo } from 'react';

import type { FirstResults } from '@/lib/search/first-results';
import type { SearchGroup } from '@/lib/search/types';
import { SEARCH_RESULTS_STEP } from '@/lib/site/constants';
import { paths } from '@/lib/site/paths';
import { fillTemplate } from '@/lib/site/ui-text/fill-template';
import type { SearchText } from '@/lib/site/ui-text/types';

/**
 * `complete`: every match is among `groups` (else a large site's pages are still to read);
 * `text`: the words searched, which a 'no match' message repeats; `readingOn`: 'show more' is
 * reading the next pages.
 */
export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'offline' }
  | { kind: 'results'; text: string; groups: SearchGroup[]; complete: boolean; searched?: number; readingOn?: true };

/** Whether the list ends with 'show more': more matched than it lists, or titles are unread. */
export const hasMore = (state: SearchState, listed: FirstResults) =>
  state.kind === 'results' && (listed.notShown > 0 || !state.complete);

/** The id of the box's list, which its input controls. */
export const listboxId = (boxId: string) => `${boxId}-results`;

/** The id of the box's choice at `index` (a result, or 'show more' after the last one shown). */
export const optionId = (boxId: string, index: number) => `${boxId}-option-${index}`;

const HIGHLIGHT = 'bg-amber-100 dark:bg-stone-700';

/** Whether 'show more' is reading the next pages of a large site's list. */
export const readingOn = (state: SearchState) => state.kind === 'results' && state.readingOn === true;

/**
 * What 'show more' says: that it is searching while its pages come, the count once every
 * match is known, else only that there are more, or that none is found yet.
 */
function showMoreLabel(state: SearchState, listed: FirstResults, text: SearchText): string {
  if (readingOn(state)) return text.searching;
  if (state.kind === 'results' && state.complete)
    return fillTemplate(text.showMore, {
      count: String(Math.min(SEARCH_RESULTS_STEP, listed.notShown)),
      remaining: String(listed.notShown),
    });
  return listed.results.length > 0 ? text.showMoreUncounted : text.searchFurther;
}

/**
 * The search box's list: what it is doing, or the results shown under their headings, then
 * the 'show more' choice when more matched. The box keeps the focus; choices are reached by
 * aria-activedescendant, so none of them takes it. Memoised: a key the reader types renders
 * the input alone, and the list only when its search answers (docs/performance.md).
 */
export const SearchResults = memo(function SearchResults({
  boxId,
  text,
  state,
  listed,
  open,
  expanded,
  active,
  onActive,
  onShowMore,
}: {
  boxId: string;
  text: SearchText;
  state: SearchState;
  /** The results listed so far (lib/search/first-results). */
  listed: FirstResults;
  /** The reader is in the box: a message may show. */
  open: boolean;
  /** The list shows. */
  expanded: boolean;
  active: number;
  onActive: (index: number) => void;
  onShowMore: () => void;
}) {
  let position = -1;
  // 'Show more' comes after the last result listed.
  const showMoreAt = listed.results.length;
  // Offline, the message stands in for the list (a list of no options is not one); a load
  // that failed says so in the list, as it always has. Both are said in the live region.
  const offline = open && state.kind === 'offline';
  return (
    <>
      {/* A live region is there before its words change, or screen readers miss them. */}
      <p role="status" className={offline ? 'search-results text-stone-700 dark:text-stone-200' : 'sr-only'}>
        {offline ? text.offline : expanded && state.kind === 'error' ? text.loadFailed : ''}
      </p>
      <div id={listboxId(boxId)} role="listbox" aria-label={text.results} hidden={!expanded} className="search-results">
        {state.kind === 'loading' && <p className="p-2 text-stone-600 dark:text-stone-300">{text.searching}</p>}
        {state.kind === 'error' && <p className="p-2 text-stone-700 dark:text-stone-200">{text.loadFailed}</p>}
        {state.kind === 'results' && state.groups.length === 0 && !state.complete && (
          <p className="p-2 text-stone-700 dark:text-stone-200">
            {fillTemplate(text.noMatchYet, { searched: String(state.searched ?? 0) })}
          </p>
        )}
        {state.kind === 'results' && state.groups.length === 0 && state.complete && (
          <div className="flex flex-col items-center gap-2 p-4 text-stone-700 dark:text-stone-200">
            {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no image pipeline */}
            <img src="/search-empty.svg" width={120} height={90} alt="" />
            <p>{fillTemplate(text.noMatch, { query: state.text.trim() })}</p>
          </div>
        )}
        {state.kind === 'results' &&
          listed.groups.map((group, groupIndex) => (
            <div key={group.heading} role="group" aria-labelledby={`${boxId}-group-${groupIndex}`} className="mb-2">
              <p
                id={`${boxId}-group-${groupIndex}`}
                className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300"
              >
                {group.heading}
              </p>
              {group.results.map((doc) => {
                position += 1;
                const index = position;
                return (
                  <a
                    key={doc.id}
                    id={optionId(boxId, index)}
                    role="option"
                    aria-selected={index === active}
                    href={paths.article(doc.slug)}
                    target="_blank"
                    rel="noopener"
                    tabIndex={-1}
                    onMouseEnter={() => onActive(index)}
                    className={`block rounded px-2 py-1.5 text-stone-900 dark:text-stone-100 ${index === active ? HIGHLIGHT : ''}`}
                  >
                    {doc.title}
                  </a>
                );
              })}
            </div>
          ))}
        {hasMore(state, listed) && (
          <div
            id={optionId(boxId, showMoreAt)}
            role="option"
            aria-selected={active === showMoreAt}
            // While it reads the next pages, it says so, and a second use waits for the first.
            aria-disabled={readingOn(state) || undefined}
            tabIndex={-1}
            // The input keeps the focus, and with it the reader's typing and the arrow keys.
            onMouseDown={(event) => event.preventDefault()}
            onClick={onShowMore}
            onMouseEnter={() => onActive(showMoreAt)}
            className={`cursor-pointer rounded px-2 py-1.5 font-medium text-amber-800 dark:text-amber-300 ${active === showMoreAt ? HIGHLIGHT : ''}`}
          >
            {showMoreLabel(state, listed, text)}
          </div>
        )}
      </div>
    </>
  );
});
