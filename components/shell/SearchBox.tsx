'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import type { TitleSearch } from '@/lib/search/engine';
import { searchWords } from '@/lib/search/rules';
import type { SearchDocument, SearchGroup, SearchIndexFile } from '@/lib/search/types';
import { siteLoader } from '@/lib/shell/site-loader';
import { SEARCH_RESULTS_STEP } from '@/lib/site/constants';
import { paths } from '@/lib/site/paths';
import { fillTemplate } from '@/lib/site/ui-text/fill-template';
import type { SearchText } from '@/lib/site/ui-text/types';

let enginePromise: Promise<TitleSearch> | undefined;

/**
 * The index and the engine load on first use only: neither is in the first-load JavaScript.
 * `index` is given only where no search data file is written (the development server runs
 * no post-build step).
 */
function loadEngine(indexUrl: string, index: SearchIndexFile | undefined): Promise<TitleSearch> {
  enginePromise ??= Promise.all([
    index ?? siteLoader().loadJson<SearchIndexFile>(indexUrl),
    import('@/lib/search/engine'),
  ]).then(([file, { buildTitleSearch, readSearchIndexFile }]) => buildTitleSearch(readSearchIndexFile(file)));
  enginePromise.catch(() => {
    enginePromise = undefined;
  });
  return enginePromise;
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'results'; groups: SearchGroup[] };

/**
 * SPEC section 5: from 3 characters on, matching titles grouped under 'category → subcategory';
 * each result opens its article in a new tab and the typed text stays. A WAI-ARIA combobox:
 * arrows move, Enter opens, Escape closes.
 */
export function SearchBox({
  indexUrl,
  index,
  text,
  id = 'site-search',
}: {
  indexUrl: string;
  index?: SearchIndexFile;
  text: SearchText;
  id?: string;
}) {
  // A fixed id, not useId: the box is rendered inside the page on the server and hydrated on
  // its own in the browser, where a generated id would differ and break the ARIA links.
  const listId = `${id}-results`;
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(SEARCH_RESULTS_STEP);
  const latest = useRef('');
  const input = useRef<HTMLInputElement>(null);

  const run = useCallback(async (text: string) => {
    latest.current = text;
    if (searchWords(text).length === 0) {
      setState({ kind: 'idle' });
      return;
    }
    setState((current) => (current.kind === 'results' ? current : { kind: 'loading' }));
    try {
      const engine = await loadEngine(indexUrl, index);
      if (latest.current !== text) return;
      setState({ kind: 'results', groups: engine.search(text) });
      setActive(-1);
      setShown(SEARCH_RESULTS_STEP);
    } catch {
      if (latest.current === text) setState({ kind: 'error' });
    }
  }, [indexUrl, index]);

  // The box came to life when the reader reached for it (components/islands): focus it already
  // has fetches the index as onFocus would, and text already typed is searched now.
  useEffect(() => {
    const focused = document.activeElement === input.current;
    if (focused) {
      void loadEngine(indexUrl, index).catch(() => undefined);
      setOpen(true);
    }
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setQuery(typed);
    void run(typed);
  }, [run, indexUrl, index]);

  // The active choice stays in sight as the arrows move it through a list taller than its box,
  // and after 'show more', on the first of the new results.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, shown, id]);

  // The WebSite SearchAction of the home page's structured data sends searchers to /?q=…
  useEffect(() => {
    const text = new URLSearchParams(window.location.search).get('q');
    if (!text) return;
    // The address is only known in the browser, after hydration; reading it once here is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(text);
    setOpen(true);
    input.current?.focus();
    void run(text);
  }, [run]);

  // The first `shown` results in the order they are listed, group by group.
  const groups = state.kind === 'results' ? state.groups : [];
  const matched = groups.reduce((sum, group) => sum + group.results.length, 0);
  const shownGroups: SearchGroup[] = [];
  let left = shown;
  for (const group of groups) {
    if (left <= 0) break;
    shownGroups.push({ heading: group.heading, results: group.results.slice(0, left) });
    left -= group.results.length;
  }
  const results = shownGroups.flatMap((group) => group.results);
  const notShown = matched - results.length;
  // The choice after the results that lists more of them, when there are more.
  const showMoreAt = notShown > 0 ? results.length : -1;
  const choices = results.length + (notShown > 0 ? 1 : 0);
  const expanded = open && state.kind !== 'idle';
  const optionId = (index: number) => `${id}-option-${index}`;

  // The active choice stays where it is: on 'show more', it is then the first of the new results.
  function showMore() {
    setShown((count) => count + SEARCH_RESULTS_STEP);
    input.current?.focus();
  }

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

  let position = -1;
  return (
    <div
      className="relative w-full sm:w-64"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {text.label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={text.placeholder}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onFocus={() => {
          void loadEngine(indexUrl, index).catch(() => undefined);
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          void run(event.target.value);
        }}
        onKeyDown={onKeyDown}
        className="search-input"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={text.results}
        hidden={!expanded}
        className="search-results"
      >
        {state.kind === 'loading' && <p className="p-2 text-stone-600 dark:text-stone-300">{text.searching}</p>}
        {state.kind === 'error' && <p className="p-2 text-stone-700 dark:text-stone-200">{text.loadFailed}</p>}
        {state.kind === 'results' && matched === 0 && (
          <div className="flex flex-col items-center gap-2 p-4 text-stone-700 dark:text-stone-200">
            {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG needs no image pipeline */}
            <img src="/search-empty.svg" width={120} height={90} alt="" />
            <p>{fillTemplate(text.noMatch, { query: query.trim() })}</p>
          </div>
        )}
        {state.kind === 'results' &&
          shownGroups.map((group, groupIndex) => (
            <div key={group.heading} role="group" aria-labelledby={`${id}-group-${groupIndex}`} className="mb-2">
              <p id={`${id}-group-${groupIndex}`} className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">
                {group.heading}
              </p>
              {group.results.map((doc) => {
                position += 1;
                const index = position;
                return (
                  <a
                    key={doc.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    href={paths.article(doc.slug)}
                    target="_blank"
                    rel="noopener"
                    tabIndex={-1}
                    onMouseEnter={() => setActive(index)}
                    className={`block rounded px-2 py-1.5 text-stone-900 dark:text-stone-100 ${index === active ? 'bg-amber-100 dark:bg-stone-700' : ''}`}
                  >
                    {doc.title}
                  </a>
                );
              })}
            </div>
          ))}
        {notShown > 0 && (
          <div
            id={optionId(showMoreAt)}
            role="option"
            aria-selected={active === showMoreAt}
            tabIndex={-1}
            // The input keeps the focus, and with it the reader's typing and the arrow keys.
            onMouseDown={(event) => event.preventDefault()}
            onClick={showMore}
            onMouseEnter={() => setActive(showMoreAt)}
            className={`cursor-pointer rounded px-2 py-1.5 font-medium text-amber-800 dark:text-amber-300 ${active === showMoreAt ? 'bg-amber-100 dark:bg-stone-700' : ''}`}
          >
            {fillTemplate(text.showMore, { count: String(Math.min(SEARCH_RESULTS_STEP, notShown)), remaining: String(notShown) })}
          </div>
        )}
      </div>
    </div>
  );
}
