import { describe, expect, it } from 'vitest';

import { compareWithBare } from './bare.ts';
import type { BoundedPages } from './bounded-pages.ts';
import type { SizeResult } from './report.ts';
import { formatScaleTable, timeGrowth } from './report-scale.ts';

const GIB = 1024 ** 3;
const page = (bytes: number) => ({ path: 'authors/index.html', bytes });
const bounded = (bytes: number): BoundedPages => ({
  largestPage: page(bytes),
  sitemapPage: page(1_000),
  rss: page(1_000),
  authorsPage: page(bytes),
  listingPage: page(1_000),
});

/** A size's result with only what the scale table reads. */
function size(articles: number, figures: { wallMs: number; peakGiB: number; planningMs?: number; pageBytes?: number }) {
  const build = { wallMs: figures.wallMs, cpuMs: figures.wallMs * 1.5, peakTreeBytes: figures.peakGiB * GIB };
  return {
    articles,
    build,
    output: { totalBytes: articles * 20_000 },
    deployPlanning: {
      files: articles * 4,
      listedKeys: articles * 4,
      upload: 1,
      unchanged: 2,
      keep: 3,
      remove: 4,
      recordedHashes: articles * 4,
      dryRunMs: figures.planningMs ?? 100,
      planMs: 10,
    },
    boundedPages: bounded(figures.pageBytes ?? 50_000),
    sitemapFiles: {
      files: [{ name: 'sitemap.xml', urls: articles, bytes: articles * 60 }],
      index: false,
      problems: [],
    },
  } as unknown as SizeResult;
}

const row = (table: string, start: string) => table.split('\n').find((line) => line.startsWith(`| ${start}`)) ?? '';

describe('formatScaleTable', () => {
  it('judges time growth from 10,000 to 50,000, peak memory and the planning time at 50,000', () => {
    const sizes = [
      size(10_000, { wallMs: 100_000, peakGiB: 1.5 }),
      size(50_000, { wallMs: 560_000, peakGiB: 2.1, planningMs: 6_000 }),
    ];
    expect(timeGrowth(sizes)).toEqual({ wall: 5.6, cpu: 5.6 });
    const table = formatScaleTable(sizes);
    expect(row(table, 'build wall time growth')).toMatch(/×5\.60 \|.*\| ≤ ×5\.5 \| \*\*no\*\* \|$/);
    expect(row(table, 'peak memory')).toMatch(/1\.50 GB \| 2\.10 GB \| ≤ 2\.0 GB \| \*\*no\*\* \|$/);
    expect(row(table, 'deploy planning, dry run')).toMatch(
      /6\.0 s \(200000 keys; 0 hashed\) \| < 5 s \(at 50,000\) \| \*\*no\*\* \|$/,
    );
  });

  it('meets them within the targets, and leaves them unjudged without a 50,000 run', () => {
    const met = formatScaleTable([
      size(10_000, { wallMs: 100_000, peakGiB: 1.5 }),
      size(50_000, { wallMs: 500_000, peakGiB: 1.9, planningMs: 4_000 }),
    ]);
    expect(row(met, 'build wall time growth')).toMatch(/\| yes \|$/);
    expect(row(met, 'deploy planning, dry run')).toMatch(/\| yes \|$/);
    const short = formatScaleTable([size(200, { wallMs: 10_000, peakGiB: 1 })]);
    expect(row(short, 'build wall time growth')).toBe('');
    expect(row(short, 'deploy planning, dry run')).toMatch(/\|  \|$/);
  });

  it('flags a bounded page that grew, and reports the ratio to the bare export', () => {
    const small = size(200, { wallMs: 10_000, peakGiB: 1.2 });
    const large = size(1_000, { wallMs: 20_000, peakGiB: 1.2, pageBytes: 80_000 });
    const ours = { build: large.build, htmlPages: 1_300, sharedPages: 1_100 };
    const bare = {
      build: { wallMs: 25_000, cpuMs: 1, peakTreeBytes: 1.1 * GIB },
      htmlPages: 1_102,
      sharedPages: 1_100,
    };
    large.bare = { result: { ...bare, articles: 1_000 } as never, comparison: compareWithBare(ours, bare) };
    large.socialImages = { warmBuildMs: 12_500 } as never;
    const table = formatScaleTable([small, large]);
    expect(row(table, 'the same with our warm rebuild')).toMatch(/\| — \| 88\.0 \/ 44\.0 \(×2\.00\) \|  \|  \|$/);
    expect(row(table, 'bounded pages grown from 200 to 1,000')).toMatch(
      /largest HTML page 48\.8 KB → 78\.1 KB.*\*\*no\*\* \|$/,
    );
    expect(row(table, 'pages per second on the shared pages')).toMatch(
      /\| — \| 55\.0 \/ 44\.0 \(×1\.25\) \| ≥ ×1\.5 \(at 1,000\) \| \*\*no\*\* \|$/,
    );
    expect(row(table, 'peak memory (PSS): ours ÷ bare')).toMatch(/×1\.09 \| ≤ ×1\.2 \(at 1,000\) \| yes \|$/);
  });
});
