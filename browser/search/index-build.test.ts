// How the browser builds the title index (buildTitleSearch) and how a query uses it: the slices and
// the turns given to the browser between them, and the one index lookup a multi-word query makes.
import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildTitleSearch, createTitleSearch } from './engine.ts';
import type { SearchDocument } from '../../lib/search/types.ts';

const doc = (id: number, title: string): SearchDocument => ({ id: String(id), title, slug: `a-${id}`, group: 'G' });
const TITLES = ['Pot Odds and Outs', 'Kelly Criterion Bet Sizing', 'Omaha Hi-Lo Scooping', 'Bankroll Basics'];
const documents = TITLES.map((title, id) => doc(id, title));
const ids = (groups: { results: SearchDocument[] }[]) => groups.flatMap((group) => group.results.map((r) => r.id));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('buildTitleSearch slices', () => {
  it('ends a slice when its time is up: on a clock that stands still, a 0 ms slice holds one title', async () => {
    let turns = 0;
    const giveWay = async () => void (turns += 1);
    const search = await buildTitleSearch(documents, { sliceMs: 0, now: () => 0, giveWay });
    // A turn between slices, none after the last.
    expect(turns).toBe(documents.length - 1);
    expect(ids(search.search('kelly'))).toEqual(['1']);
  });

  it('builds in one slice when the time allows, on the real clock by default', async () => {
    let turns = 0;
    const search = await buildTitleSearch(documents, { sliceMs: 60_000, giveWay: async () => void (turns += 1) });
    expect(turns).toBe(0);
    expect(ids(search.search('omaha'))).toEqual(['2']);
  });

  it("gives way with the browser's scheduler.yield where there is one", async () => {
    const yieldTurn = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yieldTurn });
    await buildTitleSearch(documents, { sliceMs: 0, now: () => 0 });
    expect(yieldTurn).toHaveBeenCalledTimes(documents.length - 1);
  });

  it('otherwise gives way with a message: the build does not finish within the current task', async () => {
    let finished = false;
    const built = buildTitleSearch(documents, { sliceMs: 0, now: () => 0 }).then((search) => {
      finished = true;
      return search;
    });
    // Promise callbacks all run before the next task; a turn for the browser is a task.
    for (let tick = 0; tick < 100; tick++) await Promise.resolve();
    expect(finished).toBe(false);
    expect(ids((await built).search('bet sizing'))).toEqual(['1']);
  });
});

describe('a multi-word query', () => {
  it('looks up its longest word in the index only, and keeps the titles holding the others', () => {
    const search = createTitleSearch(documents);
    const lookups = vi.spyOn(MiniSearch.prototype, 'search');
    expect(ids(search.search('ba bankroll sics'))).toEqual(['3']);
    expect(lookups.mock.calls.map(([query]) => query)).toEqual(['bankroll']);
    lookups.mockClear();
    expect(ids(search.search('criterion bet'))).toEqual(['1']);
    expect(lookups.mock.calls.map(([query]) => query)).toEqual(['criterion']);
  });
});
