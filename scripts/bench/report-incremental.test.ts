import { describe, expect, it } from 'vitest';

import type { BuildMeasurement } from './build.ts';
import type { IncrementalSize, IncrementalStep } from './incremental.ts';
import { pagesOfBuild } from './incremental.ts';
import { bareRatio, formatIncrementalReport, formatSizeTable, incrementalTargets } from './report-incremental.ts';

const GB = 1024 ** 3;

function build(wallS: number, peakGb: number): BuildMeasurement {
  return {
    wallMs: wallS * 1000,
    cpuMs: wallS * 1800,
    peakTreeBytes: peakGb * GB,
    peakTreeResidentSumBytes: (peakGb + 0.2) * GB,
    peakProcessBytes: (peakGb / 2) * GB,
    phases: [],
  };
}

function step(change: IncrementalStep['change'], wallS: number, rendered: number, peakGb = 1): IncrementalStep {
  return {
    change,
    detail: `${change} detail`,
    build: build(wallS, peakGb),
    pagesRendered: rendered,
    pages: 5_600,
    sharedPages: 5_100,
    files: { written: rendered + 40, added: 1, changed: rendered + 39, removed: 0, total: 16_000 },
  };
}

/** A 5,000-article run: full build 200 s, the bare export 60 s. */
function size(articles = 5_000, overrides: Partial<Record<IncrementalStep['change'], number>> = {}): IncrementalSize {
  const wall = {
    'full build': 200,
    'new article': 25,
    'body edited': 12,
    'title edited': 26,
    'site setting': 100,
    ...overrides,
  };
  return {
    articles,
    steps: [
      step('full build', wall['full build'], 5_600, 1.2),
      step('new article', wall['new article'], 600),
      step('body edited', wall['body edited'], 1),
      step('title edited', wall['title edited'], 610),
      step('site setting', wall['site setting'], 5_600, 1.1),
    ],
    bare: { build: build(60, 0.9), htmlPages: 5_100, sharedPages: 5_100 },
  };
}

describe('the incremental report', () => {
  it('puts our pages/s over the bare export’s on the pages both write: its wall time over ours', () => {
    const run = size();
    expect(bareRatio(run.steps[0]!, run.bare!)).toBeCloseTo(0.3, 5);
    expect(bareRatio(run.steps[2]!, run.bare!)).toBeCloseTo(5, 5);
  });

  it('writes a row a build and one for the bare export, with pages, files, memory and shares', () => {
    const table = formatSizeTable(size()).split('\n');
    expect(table).toHaveLength(2 + 5 + 1);
    expect(table[0]).toBe(
      '| build | wall time | CPU time | pages rendered (of all) | files written (removed) | peak memory, PSS (RSS summed) | share of the full build | pages/s ÷ bare Next.js |',
    );
    expect(table[2]).toBe(
      '| full build, empty cache | 200.0 s | 360.0 s | 5,600 (5,600) | 5,640 (0) | 1.20 GB (1.40 GB) | 100.0 % | ×0.30 |',
    );
    expect(table[3]).toBe(
      '| after: new article | 25.0 s | 45.0 s | 600 (5,600) | 640 (0) | 1.00 GB (1.20 GB) | 12.5 % | ×2.40 |',
    );
    expect(table[7]).toBe(
      '| bare Next.js export, same corpus | 60.0 s | 108.0 s | 5,100 (5,100) |  | 0.90 GB (1.10 GB) | 30.0 % | ×1 |',
    );
  });

  it('leaves the ratio out without a bare export', () => {
    const table = formatSizeTable({ ...size(), bare: undefined });
    expect(table).not.toContain('bare Next.js export, same corpus');
    expect(table.split('\n')[2]!.endsWith('| 100.0 % |  |')).toBe(true);
  });

  it('judges each target on the size it names, and leaves a size not run unmeasured', () => {
    const rows = incrementalTargets([size()]);
    expect(rows.map((row) => [row.target, row.measured, row.met])).toEqual([
      ['one new article, 50,000 articles', 'not run', undefined],
      ['one body edited, 50,000 articles', 'not run', undefined],
      ['one new article, 5,000 articles: share of the full build', '12.5 %', true],
      ['cold full build, 5,000 articles, social images included: pages/s ÷ bare', '×0.30', false],
      ['every page rendered, social images cached (the setting), 5,000: pages/s ÷ bare', '×0.60', false],
      ["peak memory of an incremental build ÷ the same size's full build", 'at most ×0.92', true],
    ]);
    const large = incrementalTargets([size(), size(50_000, { 'new article': 75, 'body edited': 20 })]);
    expect(large[0]).toMatchObject({ measured: '75.0 s', goal: '≤ 60.0 s', met: false });
    expect(large[1]).toMatchObject({ measured: '20.0 s', goal: '≤ 30.0 s', met: true });
    expect(incrementalTargets([size(5_000, { 'new article': 40 })])[2]).toMatchObject({
      measured: '20.0 %',
      met: false,
    });
  });

  it('shows the fresh runner’s build as a row of its own and judges the targets without it', () => {
    const run = size(50_000, { 'body edited': 20 });
    run.steps.push({ ...step('body edited', 90, 1), freshRunner: true, detail: 'again' });
    expect(formatSizeTable(run).split('\n')[7]).toMatch(
      /^\| after: body edited, on a fresh runner \(\.cache\/ alone\) \| 90\.0 s \|/,
    );
    expect(incrementalTargets([size(), run])[1]).toMatchObject({ measured: '20.0 s', met: true });
    const report = formatIncrementalReport({
      startedAt: '2026-11-29T11:00:00.000Z',
      machine: { cpus: 2, memoryGiB: 24, loadAverage: [1, 1, 1], node: 'v24' },
      seed: 9,
      sizes: [run],
    });
    expect(report).toContain('- body edited (fresh runner): again');
  });

  it('judges the cached-images ratio only on a build that rendered every page', () => {
    const run = size();
    run.steps[4] = { ...run.steps[4]!, pagesRendered: 5_000 };
    expect(incrementalTargets([run])[4]).toMatchObject({ measured: 'not run', met: undefined });
  });

  it('says what each change was, size by size, before the targets', () => {
    const report = formatIncrementalReport({
      startedAt: '2026-11-29T11:00:00.000Z',
      machine: { cpus: 2, memoryGiB: 24, loadAverage: [1, 1, 1], node: 'v24' },
      seed: 9,
      sizes: [size()],
    });
    expect(report).toContain('### 5,000 articles');
    expect(report).toContain('- title edited: title edited detail');
    expect(report.indexOf('### Targets')).toBeGreaterThan(report.indexOf('- site setting: site setting detail'));
    expect(report).toContain('| one new article, 50,000 articles | not run | ≤ 60.0 s | not measured |');
    expect(report).toContain('### Targets\n\n| target | measured | goal | met |');
  });
});

describe('pagesOfBuild', () => {
  it('reads the rendered pages from the export step’s line, with and without a page cache', () => {
    expect(
      pagesOfBuild([
        'build plan: 10 of 160 pages render, 150 from .cache/pages/bench/ (40 ms)',
        "export pages: 160 pages (148 from the page cache) and 3 route handlers' answers into out/ in 0.4 s",
      ]),
    ).toEqual({ pages: 160, rendered: 12 });
    expect(pagesOfBuild(["export pages: 160 pages and 3 route handlers' answers into out/ in 2.0 s"])).toEqual({
      pages: 160,
      rendered: 160,
    });
  });

  it('stops with a line naming what it expected when the build printed none', () => {
    expect(() => pagesOfBuild(['build plan: all 160 pages render'])).toThrow(
      'bench: the build printed no "export pages: N pages (M from the page cache)" line',
    );
  });
});
