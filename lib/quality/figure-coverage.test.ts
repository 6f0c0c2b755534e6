import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { describeWrongFigure, type FigureKind } from './figures/index.ts';
import { figureCoverage } from './figure-coverage.ts';

// The example sites' articles, as docs/generation.md#figures reports them: every recognised figure
// right (no false alarm), and at least as many recognised as today, so a change that stops
// recognising a pattern in one language fails here.
const ROOT = path.resolve(import.meta.dirname, '../..');
const FLOOR: Record<string, { articlesWithFigures: number; byKind: Record<FigureKind, number> }> = {
  oddsaces: {
    articlesWithFigures: 44,
    byKind: { arithmetic: 215, 'implied-probability': 39, 'fair-price': 13, 'market-total': 5, kelly: 0 },
  },
  stavkablef: {
    articlesWithFigures: 25,
    byKind: { arithmetic: 117, 'implied-probability': 11, 'fair-price': 2, 'market-total': 1, kelly: 5 },
  },
  oranveblof: {
    articlesWithFigures: 28,
    byKind: { arithmetic: 183, 'implied-probability': 3, 'fair-price': 2, 'market-total': 2, kelly: 0 },
  },
};

describe('figures in the example sites', { timeout: 30_000 }, () => {
  const coverage = figureCoverage(ROOT);

  it.each(Object.keys(FLOOR))('finds no wrong figure in %s', (siteId) => {
    const site = coverage.find((entry) => entry.siteId === siteId)!;
    expect(site.wrong.map(({ file, check }) => `${file}: ${describeWrongFigure(check)}`)).toEqual([]);
  });

  it.each(Object.keys(FLOOR))('recognises at least as many figures in %s as it did', (siteId) => {
    const site = coverage.find((entry) => entry.siteId === siteId)!;
    const floor = FLOOR[siteId]!;
    expect(site.articlesWithFigures).toBeGreaterThanOrEqual(floor.articlesWithFigures);
    for (const [kind, count] of Object.entries(floor.byKind))
      expect(site.byKind[kind as FigureKind], kind).toBeGreaterThanOrEqual(count);
  });
});
