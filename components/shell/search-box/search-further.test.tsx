// @vitest-environment jsdom
// 'Search further' on a large site's search (docs/behaviour.md#search-at-scale): the next
// pages of the list are read when the reader asks, and the choice says so while they come.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { PAGES_PER_STEP } from '@/browser/search/paged';
import { APP_DATA_URL } from '@/browser/shell/data-urls';
import { allList, pageUrl, type ListPage, type PagedManifest } from '@/lib/search/shards';
import { en } from '@/lib/site/ui-text/en';

import { SearchBox } from './SearchBox';

// jsdom lays nothing out: the box keeps the choice the arrows reach in view.
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MANIFEST_URL = '/page-data/sq/d/5ea4cf0e.json';
const PAGE_ROWS = 2;
const PAGES = 6;
const manifest: PagedManifest = {
  pageRows: PAGE_ROWS,
  groups: ['Poker'],
  all: ['0badcafe', PAGE_ROWS * PAGES],
  named: {},
  buckets: [],
};
/** Titles without the query's words, but for the last page's: a reader must search further. */
const rows = (page: number): ListPage =>
  Array.from({ length: PAGE_ROWS }, (_, row) => {
    const title = page === PAGES - 1 ? `Ho ld em ${row}` : `Kelly sizing ${page}-${row}`;
    return [title, `title-${page}-${row}`, 0];
  });

it('says it is searching while the next pages come, and a second use reads them once', async () => {
  const pages = new Map(Array.from({ length: PAGES }, (_, page) => [pageUrl(allList(manifest), page), page]));
  const asked: number[] = [];
  const held: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      // No page names the manifest: app-data.json does (browser/shell/app-data.ts).
      if (url === APP_DATA_URL) return Response.json({ buildHash: 'build-a', searchIndex: MANIFEST_URL });
      if (url === MANIFEST_URL) return Response.json(manifest);
      const page = pages.get(url);
      if (page === undefined) return new Response('', { status: 404 });
      asked.push(page);
      // The first step's pages come at once; the ones 'Search further' reads wait to be let go.
      if (page >= PAGES_PER_STEP) await new Promise<void>((resolve) => held.push(resolve));
      return Response.json(rows(page));
    }),
  );
  render(<SearchBox text={en.search} />);
  const box = screen.getByRole('combobox');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'ho ld' } });
  const further = await screen.findByRole('option', { name: en.search.searchFurther });
  expect(asked).toEqual([0, 1]);

  fireEvent.click(further);
  await waitFor(() => expect(asked).toEqual([0, 1, 2]));
  const reading = screen.getByRole('option', { name: en.search.searching });
  expect(reading.getAttribute('aria-disabled')).toBe('true');
  // Clicked again, and chosen by Enter, while its pages come: nothing more is asked for.
  fireEvent.click(reading);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(asked).toEqual([0, 1, 2]);

  // Its pages come, hold no match, and the reader may search further again.
  held.shift()!();
  await waitFor(() => expect(asked).toEqual([0, 1, 2, 3]));
  held.shift()!();
  fireEvent.click(await screen.findByRole('option', { name: en.search.searchFurther }));
  await waitFor(() => expect(asked).toEqual([0, 1, 2, 3, 4]));
  held.shift()!();
  await waitFor(() => expect(asked).toEqual([0, 1, 2, 3, 4, 5]));
  held.shift()!();
  expect(await screen.findByRole('option', { name: 'Ho ld em 0' })).toBeTruthy();
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ho ld em 0', 'Ho ld em 1']);
});
