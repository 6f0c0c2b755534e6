import { describe, expect, it } from 'vitest';

import { parseBenchOptions } from './options.ts';

describe('parseBenchOptions', () => {
  it('runs 1,000 and 5,000 articles with the bare export and the warm rebuild by default', () => {
    expect(parseBenchOptions([])).toEqual({
      mode: 'full',
      sizes: [1_000, 5_000],
      lighthouseRuns: 3,
      seed: 9,
      keep: false,
      bare: true,
      warmRebuild: true,
      smoke: false,
      searchRounds: 3,
    });
  });

  it('keeps --smoke as cheap as CI needs: 500 articles, one Lighthouse run, one build', () => {
    expect(parseBenchOptions(['--smoke'])).toMatchObject({
      sizes: [500],
      lighthouseRuns: 1,
      bare: false,
      warmRebuild: false,
    });
  });

  it('measures the search alone at 1,000, 10,000 and 50,000 titles with --search-only, or at --sizes', () => {
    expect(parseBenchOptions(['--search-only'])).toMatchObject({ mode: 'search-only', sizes: [1_000, 10_000, 50_000] });
    expect(parseBenchOptions(['--search-only', '--sizes', '3000']).sizes).toEqual([3_000]);
  });

  it('measures each search size in --search-rounds rounds, at least one', () => {
    expect(parseBenchOptions(['--search-only', '--search-rounds', '5']).searchRounds).toBe(5);
    expect(() => parseBenchOptions(['--search-only', '--search-rounds', '0'])).toThrow(
      'bench: --search-rounds is "0"; expected 1 or more',
    );
    expect(() => parseBenchOptions(['--search-rounds', 'two'])).toThrow('bench: --search-rounds is "two"');
  });

  it('adds 10,000 with --with-10000, and 10,000 and 50,000 with --with-50000', () => {
    expect(parseBenchOptions(['--with-10000']).sizes).toEqual([1_000, 5_000, 10_000]);
    expect(parseBenchOptions(['--with-50000']).sizes).toEqual([1_000, 5_000, 10_000, 50_000]);
    expect(parseBenchOptions(['--with-10000', '--with-50000']).sizes).toEqual([1_000, 5_000, 10_000, 50_000]);
  });

  it('turns the bare export and the warm rebuild off, or on in a smoke run, when told', () => {
    expect(parseBenchOptions(['--no-bare', '--no-warm-rebuild'])).toMatchObject({ bare: false, warmRebuild: false });
    expect(parseBenchOptions(['--smoke', '--bare'])).toMatchObject({ bare: true, warmRebuild: false });
  });

  it('takes --sizes, --seed and --lighthouse-runs as given', () => {
    expect(parseBenchOptions(['--sizes', '200, 300', '--seed', '4', '--lighthouse-runs', '0'])).toMatchObject({
      sizes: [200, 300],
      seed: 4,
      lighthouseRuns: 0,
    });
  });

  it('builds 5,000 articles incrementally with --incremental, and 50,000 with --with-50000, or at --sizes', () => {
    expect(parseBenchOptions(['--incremental'])).toMatchObject({ mode: 'incremental', sizes: [5_000], bare: true });
    expect(parseBenchOptions(['--incremental', '--with-50000']).sizes).toEqual([5_000, 50_000]);
    expect(parseBenchOptions(['--incremental', '--sizes', '200', '--no-bare'])).toMatchObject({
      sizes: [200],
      bare: false,
    });
  });

  it('picks the mode of --consent-only and --social-images-only', () => {
    expect(parseBenchOptions(['--consent-only']).mode).toBe('consent-only');
    expect(parseBenchOptions(['--social-images-only']).mode).toBe('social-images-only');
  });

  it('refuses a size that is no whole number, and an unknown flag', () => {
    expect(() => parseBenchOptions(['--sizes', '1000,5k'])).toThrow('bench: --sizes is "5k"; expected a whole number');
    expect(() => parseBenchOptions(['--lighthouse-runs=1.5'])).toThrow('--lighthouse-runs is "1.5"');
    expect(() => parseBenchOptions(['--with-100000'])).toThrow(/with-100000/);
  });
});
