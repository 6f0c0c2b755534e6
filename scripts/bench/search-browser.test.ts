import { describe, expect, it } from 'vitest';

import { type BrowserSearchFigures, combineRounds, formatSearchTable, type RoundFigures } from './search-browser.ts';
import type { SearchFetch } from './search.ts';

const round = (figures: Partial<RoundFigures>): RoundFigures => ({
  firstResultsMs: 100,
  firstSearchBytes: 9_000,
  firstUseLongestTaskMs: 30,
  longestTaskMs: 20,
  medianKeyTaskMs: 8,
  queries: 120,
  p95QueryMs: 1,
  maxQueryMs: 2,
  ...figures,
});

describe('combineRounds', () => {
  const rounds = [
    round({ firstResultsMs: 60, firstUseLongestTaskMs: 25, longestTaskMs: 19, medianKeyTaskMs: 7, p95QueryMs: 0.3 }),
    round({ firstResultsMs: 126, firstUseLongestTaskMs: 48, longestTaskMs: 52, medianKeyTaskMs: 10, p95QueryMs: 2.2 }),
    round({ firstResultsMs: 71, firstUseLongestTaskMs: 31, longestTaskMs: 24, medianKeyTaskMs: 8, maxQueryMs: 3.1 }),
  ];

  it('keeps the worst round of the figures no task may pass, so one task over the line in any round shows', () => {
    const combined = combineRounds(rounds);
    expect(combined.longestTaskMs).toBe(52);
    expect(combined.firstUseLongestTaskMs).toBe(48);
    expect(combined.maxQueryMs).toBe(3.1);
  });

  it('takes the median round of the timings a typical reader meets, so one slow moment does not decide them', () => {
    const combined = combineRounds(rounds);
    expect(combined.firstResultsMs).toBe(71);
    expect(combined.medianKeyTaskMs).toBe(8);
    expect(combined.p95QueryMs).toBe(1);
  });

  it('is the round itself when there is one, and refuses none', () => {
    expect(combineRounds([rounds[1]!])).toEqual(rounds[1]);
    expect(() => combineRounds([])).toThrow('search benchmark: no round to combine');
  });
});

describe('formatSearchTable', () => {
  it('says how each figure was taken over the rounds, and the ratio of the last size to the first', () => {
    const fetch: SearchFetch = {
      lists: 1,
      files: 1,
      manifestGzipBytes: 100,
      firstSearchGzipBytes: 9_000,
      medianQueryGzipBytes: 4_000,
      maxQueryGzipBytes: 12_000,
      maxQuery: 'to be',
      shortWordGzipBytes: 12_000,
      filesBytes: 100_000,
    };
    const size = (titles: number, figures: Partial<RoundFigures>): BrowserSearchFigures => {
      const rounds = [round(figures), round(figures), round(figures)];
      return { titles, fetch, rounds, ...combineRounds(rounds) };
    };
    const table = formatSearchTable([size(1_000, { firstResultsMs: 80 }), size(50_000, { firstResultsMs: 100 })]);
    expect(table).toContain('| first results on first use, median of 3 (< 500 ms) | 80 ms | 100 ms | 1.25× |');
    expect(table).toContain('| longest task while typing, worst of 3 (≤ 50 ms) | 20 ms | 20 ms | 1.00× |');
  });
});
