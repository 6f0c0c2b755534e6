import { describe, expect, it } from 'vitest';

import { pagesPerSecondMet, peakMemoryMet, type SizeResult } from './report.ts';

const size = (articles: number, pagesPerSecond: number) =>
  ({ articles, build: { pagesPerSecond } }) as Pick<SizeResult, 'articles' | 'build'>;

describe('pagesPerSecondMet', () => {
  it('judges the target at 5,000 articles, whatever the larger sizes made', () => {
    // The sixth full run: 43.3 at 5,000, 47.0 at 50,000.
    expect(pagesPerSecondMet([size(1_000, 27), size(5_000, 43.3), size(50_000, 47)])).toBe(false);
    expect(pagesPerSecondMet([size(1_000, 27), size(5_000, 45), size(50_000, 40)])).toBe(true);
  });

  it('judges a run without 5,000 articles at its largest size', () => {
    expect(pagesPerSecondMet([size(1_000, 50), size(10_000, 44)])).toBe(false);
    expect(pagesPerSecondMet([size(200, 46)])).toBe(true);
  });
});

const GiB = 1024 ** 3;
const peak = (articles: number, gib: number) =>
  ({ articles, build: { peakTreeBytes: gib * GiB } }) as Pick<SizeResult, 'articles' | 'build'>;

describe('peakMemoryMet', () => {
  it('judges the 1.5 GB target at the sizes up to 10,000 articles, not at 50,000 (whose target is 2.0 GB)', () => {
    // The sixth full run: 0.76, 0.87, 1.04 and 1.56 GB.
    expect(peakMemoryMet([peak(1_000, 0.76), peak(5_000, 0.87), peak(10_000, 1.04), peak(50_000, 1.56)])).toBe(true);
    expect(peakMemoryMet([peak(1_000, 0.76), peak(5_000, 1.5), peak(50_000, 1.2)])).toBe(false);
  });

  it('judges nothing in a run of larger sites only', () => {
    expect(peakMemoryMet([peak(50_000, 1.56)])).toBeUndefined();
  });
});
