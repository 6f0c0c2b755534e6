'use client';

import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { yieldToBrowser } from '@/browser/search/yield-to-browser';

import { firstResults } from '@/lib/search/first-results';
import { searchWords } from '@/lib/search/rules';
import type { SearchDocument, SearchIndexFile } from '@/lib/search/types';
import { SEARCH_RESULTS_STEP } from '@/lib/site/constants';
import { paths } from '@/lib/site/paths';
import type { SearchText } from '@/lib/site/ui-text/types';

import { preloadSearch, searchText } from './load-engine';
import { hasMore, listboxId, optionId, readingOn, SearchResults, type SearchState } from './SearchResults';

/**
 * Search (docs/behaviour.md#search): from 3 characters on, matching titles grouped under 'category → subcategory';
 * each result opens its article in a new tab and the typed text stays. A WAI-ARIA combobox:
 * arrows move, Enter opens, Escape closes. `id` is fixed, not useId: the box is rendered inside
 * the page on the server and hydrated on its own in the browser, where a generated id would
 * differ and break the ARIA links.
 */
export function SearchBox({
  index,
  text,
  id = 'site-search',
}: {
  /** The whole index, given only by the development server, which writes no data files. */
  index?: SearchIndexFile;
  text: SearchText;
  id?: string;
}) {
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(SEARCH_RESULTS_STEP);
  const latest = useRef('');
  /** Results are listed, or on their way to the list. */
  const listing = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // `show`: how many results the box is to list; a large site's search reads pages until more
  // than that matched (docs/behaviour.md#search-at-scale). `more`: asked by 'show more'.
  const run = useCallback(
    async (text: string, show = SEARCH_RESULTS_STEP, more = false) => {
      latest.current = text;
      if (searchWords(text).length === 0) {
        listing.current = false;
        // The same state when the box is idle already, so React renders nothing for the first
        // keys of a word: the key's task is the browser's own (docs/performance.md).
        setState((current) => (current.kind === 'idle' ? current : { kind: 'idle' }));
        return;
      }
      // The key's own task ends here, so the typed character is painted before the search runs
      // in a task of its own; a key typed meanwhile makes this search stale, and it is skipped.
      await yieldToBrowser();
      if (latest.current !== text) return;
      // Results already listed stay until the new ones come. Set only when there are none, so
      // that a key does not render the box to keep its state as it is; and after the key's task,
      // which then holds no render of the list's panel opening (docs/performance.md).
      if (!listing.current) setState({ kind: 'loading' });
      try {
        const found = await searchText(index, text, show);
        if (latest.current !== text) return;
        listing.current = true;
        // A transition: React renders the new list in slices between the reader's keys, and
        // drops a render that the next key makes stale, so typing never waits for the list.
        startTransition(() => {
          setState({ kind: 'results', text, ...found });
          if (!more) setActive(-1);
          setShown(show);
        });
      } catch {
        // Offline, the list's page cannot come: the box says so rather than that it failed.
        if (latest.current !== text) return;
        listing.current = false;
        setState({ kind: navigator.onLine === false ? 'offline' : 'error' });
      }
    },
    [index],
  );

  // The box came to life when the reader reached for it (components/islands): focus it already
  // has fetches the index as onFocus would, and text already typed is searched now.
  useEffect(() => {
    const focused = document.activeElement === input.current;
    if (focused) {
      void preloadSearch(index).catch(() => undefined);
      setOpen(true);
    }
    const typed = input.current?.value ?? '';
    if (typed) void run(typed);
  }, [run, index]);

  // The active choice stays in sight as the arrows move it through a list taller than its box,
  // and after 'show more', on the first of the new results.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, shown, id]);

  // The WebSite SearchAction of the home page's structured data sends searchers to /?q=…
  useEffect(() => {
    const text = new URLSearchParams(window.location.search).get('q');
    if (!text) return;
    if (input.current) input.current.value = text;
    // The address is only known in the browser, after hydration; reading it once here is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
    input.current?.focus();
    void run(text);
  }, [run]);

  const listed = useMemo(() => firstResults(state.kind === 'results' ? state.groups : [], shown), [state, shown]);
  const { results, notShown } = listed;
  // The choice after the results that lists more of them, when there are more or, on a large
  // site, when titles are still unread.
  const more = hasMore(state, listed);
  const showMoreAt = more ? results.length : -1;
  const choices = results.length + (more ? 1 : 0);
  // Offline, no list shows: the message does (SearchResults).
  const expanded = open && state.kind !== 'idle' && state.kind !== 'offline';

  // The active choice stays where it is: on 'show more', it is then the first of the new results.
  // The same function until the list changes, so that typing does not render the list again.
  const showMore = useCallback(() => {
    input.current?.focus();
    // Pages being read for it already: a second click or Enter would only wait for the same ones.
    if (readingOn(state)) return;
    // Matches not read yet are read first (a room left by too few matches is filled before the
    // list grows); those already read are listed at once. The choice says 'Searching…' until
    // the pages come: on a slow network that is seconds.
    if (state.kind === 'results' && !state.complete && notShown <= SEARCH_RESULTS_STEP) {
      setState({ ...state, readingOn: true });
      void run(latest.current, results.length < shown ? shown : shown + SEARCH_RESULTS_STEP, true);
    } else setShown((count) => count + SEARCH_RESULTS_STEP);
  }, [state, notShown, results, shown, run]);

  function openResult(doc: SearchDocument) {
    window.open(paths.article(doc.slug), '_blank', 'noopener');
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && choices > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % choices);
    } else if (event.key === 'ArrowUp' && choices > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? choices - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active === showMoreAt) {
      event.preventDefault();
      showMore();
    } else if (event.key === 'Enter' && expanded && active >= 0 && results[active]) {
      event.preventDefault();
      openResult(results[active]);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    // The search landmark on the wrapper; the input is a text field with the combobox role, the
    // pattern HTML allows (it permits neither the combobox role nor aria-expanded on type="search").
    <div
      role="search"
      className="relative w-full sm:w-64"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {text.label}
      </label>
      {/* Uncontrolled: the browser keeps the typed text, so a key does not render the box again
          to echo it, and the key's task stays short (docs/performance.md). */}
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        enterKeyHint="search"
        autoComplete="off"
        // Words typed to find a title, not prose to correct. Chromium's spellchecker would
        // otherwise answer the typed words in a main-thread task of its own, measured at up to
        // 63 ms with the CPU slowed 4× (docs/performance.md).
        spellCheck={false}
        placeholder={text.placeholder}
        aria-expanded={expanded}
        aria-controls={listboxId(id)}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(id, active) : undefined}
        onFocus={() => {
          void preloadSearch(index).catch(() => undefined);
          setOpen(true);
        }}
        onChange={(event) => {
          if (!open) setOpen(true);
          void run(event.target.value);
        }}
        onKeyDown={onKeyDown}
        className="search-input"
      />
      <SearchResults
        boxId={id}
        text={text}
        state={state}
        listed={listed}
        open={open}
        expanded={expanded}
        active={active}
        onActive={setActive}
        onShowMore={showMore}
      />
    </div>
  );
}
