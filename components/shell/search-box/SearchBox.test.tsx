// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getSite, getSiteContent } from '@/lib/content';
import { buildSearchIndexFile } from '@/lib/search/documents';
import type { SearchIndexFile } from '@/lib/search/types';
import { en } from '@/lib/site/ui-text/en';

import { Header } from '../Header';
import { SearchBox } from './SearchBox';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** The header's HTML, as every page carries it. */
const headerHtml = () => renderToStaticMarkup(<Header site={getSite()} categories={getSiteContent().categories} />);

/** The search box island's props as the header writes them into the page. */
function searchBoxProps(): { index?: SearchIndexFile } {
  const holder = document.createElement('div');
  holder.innerHTML = headerHtml();
  // An island with no props of its own carries no attribute for them (components/islands/Island).
  const props = holder.querySelector<HTMLElement>('[data-island="search-box"]')!.dataset.props;
  return props === undefined ? {} : JSON.parse(props);
}

describe('the search field', () => {
  it('asks the browser not to spellcheck what is typed: words to find a title, not prose', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToStaticMarkup(<Header site={getSite()} categories={getSiteContent().categories} />);
    expect(holder.querySelector('input[role="combobox"]')?.getAttribute('spellcheck')).toBe('false');
  });
});

describe('the search box in the development server (no post-build data files there)', () => {
  it('is given the index in the page there, and only there', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(searchBoxProps().index).toBeUndefined();
    vi.stubEnv('NODE_ENV', 'development');
    expect(searchBoxProps().index?.articles).toHaveLength(getSiteContent().articles.length);
  });

  it("is not told the index's address, which changes with every title: app-data.json names it", () => {
    // A page that named it would change with every new article (docs/architecture.md#incremental-builds).
    vi.stubEnv('NODE_ENV', 'production');
    expect(searchBoxProps()).toEqual({});
    expect(headerHtml()).not.toContain('/page-data/sq/');
  });

  it('searches the index it is given without asking the server for one', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no data files in the development server')));
    vi.stubGlobal('fetch', fetch);
    const { articles, categories } = getSiteContent();
    const asian = articles.find((article) => article.title.startsWith('Asian Handicap'))!;
    render(<SearchBox index={buildSearchIndexFile(articles, categories)} text={en.search} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'asian handicap' } });
    expect(await screen.findByRole('option', { name: asian.title })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a search whose titles cannot be fetched', () => {
  for (const [online, message] of [
    [false, en.search.offline],
    [true, en.search.loadFailed],
  ] as const)
    it(`says so in the live region, ${online ? 'the load failed' : 'offline'}`, async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
      render(<SearchBox text={en.search} />);
      const box = screen.getByRole('combobox');
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: 'kelly' } });
      const status = screen.getByRole('status');
      await waitFor(() => expect(status.textContent).toBe(message));
      // Offline, the message stands in for the list; a failed load is said in the list too.
      expect(box.getAttribute('aria-expanded')).toBe(online ? 'true' : 'false');
    });
});

describe('typing the first keys of a word', () => {
  // Below the 3 characters a search needs, a key changes nothing the box shows: React renders
  // nothing, so the first keys typed, the first after hydration among them, stay short. The
  // key that starts a search leaves opening the list's panel to the task after its own.
  it('renders nothing in the task of a key typed into an idle box', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="search" onRender={(_id, phase) => commits.push(phase)}>
        <SearchBox index={{ groups: [], articles: [] }} text={en.search} />
      </Profiler>,
    );
    const box = screen.getByRole('combobox');
    // Focused twice: React may render a component once more to find an update it has just
    // committed changed nothing (the component's other copy still holds that update), and does
    // so here rather than on the first key.
    fireEvent.focus(box);
    fireEvent.focus(box);
    await new Promise((resolve) => setTimeout(resolve, 50));
    commits.length = 0;
    for (const typed of ['k', 'ke', 'k', '']) fireEvent.change(box, { target: { value: typed } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(commits).toEqual([]);

    // The key that makes a search: the list's panel opens on 'Searching…' after the key's task.
    fireEvent.change(box, { target: { value: 'kel' } });
    expect(commits).toEqual([]);
    expect((await screen.findByText(en.search.searching)).tagName).toBe('P');
  });
});

describe('typing into a search box with results listed', () => {
  // A key's own task is what the reader waits on before the character shows: it renders
  // nothing (docs/performance.md). The only render a key brings is its answer's list.
  it('renders the box once a key, for the new answer, and not to echo the key', async () => {
    const { articles, categories } = getSiteContent();
    const commits: string[] = [];
    render(
      <Profiler id="search" onRender={(_id, phase) => commits.push(phase)}>
        <SearchBox index={buildSearchIndexFile(articles, categories)} text={en.search} />
      </Profiler>,
    );
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'kel' } });
    await screen.findAllByRole('option');
    await new Promise((resolve) => setTimeout(resolve, 50));
    commits.length = 0;
    fireEvent.change(box, { target: { value: 'kell' } });
    expect(commits).toEqual([]);
    await waitFor(() => expect(commits.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(commits).toEqual(['update']);
  });
});
