// The figures of a site at tens of thousands of articles, as a second table: out/,
// the deploy's planning, time and memory against their targets, the pages that must stay
// bounded, the sitemap files, and the ratio to the bare Next.js export of the same corpus.
import { MEMORY_TARGET, PAGES_PER_SECOND_TARGET } from './bare.ts';
import { boundedGrowth, type BoundedFigure, GROWTH_TOLERANCE } from './bounded-pages.ts';
import { gb, kb, markdownTable, type Row, s, type SizeResult } from './report.ts';

/** The targets. */
export const SCALE_TARGETS = {
  /** Wall (and CPU) time from 10,000 to 50,000 articles: at most this factor for ×5 the articles. */
  timeGrowth: 5.5,
  peakBytes: 2.0 * 1024 ** 3,
  /** The deploy's planning at 50,000 articles. */
  planningMs: 5_000,
} as const;

const BOUNDED_LABELS: Record<BoundedFigure, string> = {
  largestPage: 'largest HTML page',
  sitemapPage: 'largest HTML sitemap page',
  rss: 'RSS feed',
  authorsPage: 'authors page',
  listingPage: 'largest listing page (home, category, subcategory, author, series)',
};

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const ratio = (value: number) => `×${value.toFixed(2)}`;

/** Time growth from 10,000 to 50,000 articles, when both were built. */
export function timeGrowth(sizes: readonly SizeResult[]): { wall: number; cpu: number } | undefined {
  const from = sizes.find((size) => size.articles === 10_000);
  const to = sizes.find((size) => size.articles === 50_000);
  if (!from || !to) return undefined;
  return { wall: to.build.wallMs / from.build.wallMs, cpu: to.build.cpuMs / from.build.cpuMs };
}

function planningRows(sizes: readonly SizeResult[]): Row[] {
  const at50000 = sizes.find((size) => size.articles === 50_000);
  return [
    {
      figure:
        "deploy planning, dry run against a listing of as many keys (read out/, take the build's MD5s, plan, guard)",
      target: '< 5 s (at 50,000)',
      values: sizes.map(
        ({ deployPlanning: p }) =>
          `${s(p.dryRunMs)} (${p.listedKeys} keys; ${p.files - p.recordedHashes} hashed)${p.refusal ? '; refused' : ''}`,
      ),
      met: at50000 && at50000.deployPlanning.dryRunMs < SCALE_TARGETS.planningMs,
    },
    {
      figure: 'deploy planning, the plan alone (upload / unchanged / kept / deleted)',
      target: '',
      values: sizes.map(
        ({ deployPlanning: p }) => `${p.planMs} ms (${p.upload} / ${p.unchanged} / ${p.keep} / ${p.remove})`,
      ),
    },
  ];
}

function timeAndMemoryRows(sizes: readonly SizeResult[]): Row[] {
  const blank = sizes.slice(1).map(() => '');
  const growth = timeGrowth(sizes);
  const rows: Row[] = [
    { figure: 'out/ size', target: '', values: sizes.map((size) => mb(size.output.totalBytes)) },
    {
      figure: 'peak memory, whole build process tree (PSS), at every size',
      target: '≤ 2.0 GB',
      values: sizes.map((size) => gb(size.build.peakTreeBytes)),
      met: sizes.every((size) => size.build.peakTreeBytes <= SCALE_TARGETS.peakBytes),
    },
  ];
  if (growth)
    rows.push(
      {
        figure: 'build wall time growth, 10,000 → 50,000 articles (×5)',
        target: `≤ ×${SCALE_TARGETS.timeGrowth}`,
        values: [ratio(growth.wall), ...blank],
        met: growth.wall <= SCALE_TARGETS.timeGrowth,
      },
      {
        figure: 'build CPU time growth, 10,000 → 50,000 articles (×5)',
        target: `≤ ×${SCALE_TARGETS.timeGrowth}`,
        values: [ratio(growth.cpu), ...blank],
        met: growth.cpu <= SCALE_TARGETS.timeGrowth,
      },
    );
  return rows;
}

function boundedRows(sizes: readonly SizeResult[]): Row[] {
  const rows: Row[] = (Object.keys(BOUNDED_LABELS) as BoundedFigure[]).map((figure) => ({
    figure: BOUNDED_LABELS[figure],
    target: '',
    values: sizes.map((size) => {
      const file = size.boundedPages[figure];
      return file ? `${kb(file.bytes)} (${file.path})` : 'none';
    }),
  }));
  const growth = boundedGrowth(sizes);
  if (growth)
    rows.push({
      figure: `bounded pages grown from ${growth.from.toLocaleString('en-US')} to ${growth.to.toLocaleString('en-US')} articles`,
      target: `none by more than ${GROWTH_TOLERANCE * 100} %`,
      values: [
        growth.grown.map((g) => `${BOUNDED_LABELS[g.figure]} ${kb(g.fromBytes)} → ${kb(g.toBytes)}`).join('; ') ||
          'none',
        ...sizes.slice(1).map(() => ''),
      ],
      met: growth.grown.length === 0,
    });
  rows.push({
    figure: 'XML sitemap files (index?): most URLs / largest file; robots.txt names sitemap.xml',
    target: '≤ 50,000 URLs and 50 MB a file',
    values: sizes.map(({ sitemapFiles: check }) => {
      const most = Math.max(...check.files.map((file) => file.urls));
      const largest = Math.max(...check.files.map((file) => file.bytes));
      const problems = check.problems.length > 0 ? `; ${check.problems.join('; ')}` : '';
      return `${check.files.length}${check.index ? ' (index)' : ''}: ${most} / ${largest < 1024 ** 2 ? kb(largest) : mb(largest)}${problems}`;
    }),
    met: sizes.every((size) => size.sitemapFiles.problems.length === 0),
  });
  return rows;
}

function bareRows(sizes: readonly SizeResult[]): Row[] {
  const compared = sizes.filter((size) => size.bare);
  if (compared.length === 0) return [];
  // Judged at 5,000 articles, the size, or at the largest size compared in a shorter run.
  const judged = (compared.find((size) => size.articles === 5_000) ?? compared.at(-1)!).bare!.comparison;
  const judgedAt = (compared.find((size) => size.articles === 5_000) ?? compared.at(-1)!).articles;
  const at = (pick: (bare: NonNullable<SizeResult['bare']>) => string) =>
    sizes.map((size) => (size.bare ? pick(size.bare) : '—'));
  return [
    {
      figure: 'bare Next.js export: build wall time; HTML pages (of them shared); peak memory (PSS)',
      target: '',
      values: at(
        ({ result }) =>
          `${s(result.build.wallMs)}; ${result.htmlPages} (${result.sharedPages}); ${gb(result.build.peakTreeBytes)}`,
      ),
    },
    {
      figure: 'pages per second, each on its own pages: ours / bare (ours ÷ bare)',
      target: '',
      values: at(
        ({ comparison: c }) =>
          `${c.ownPages.ours.toFixed(1)} / ${c.ownPages.bare.toFixed(1)} (${ratio(c.ownPages.ratio)})`,
      ),
    },
    {
      figure:
        'pages per second on the shared pages (home, articles, categories, subcategories): ours / bare (ours ÷ bare)',
      target: `≥ ×${PAGES_PER_SECOND_TARGET} (at ${judgedAt.toLocaleString('en-US')})`,
      values: at(
        ({ comparison: c }) =>
          `${c.sharedPages.ours.toFixed(1)} / ${c.sharedPages.bare.toFixed(1)} (${ratio(c.sharedPages.ratio)})`,
      ),
      met: judged.pagesPerSecondMet,
    },
    {
      figure:
        'the same with our warm rebuild (social images cached, as the next CI build finds them): ours / bare (ours ÷ bare)',
      target: '',
      values: sizes.map((size) => {
        if (!size.bare || !size.socialImages) return '—';
        const { result } = size.bare;
        const ours = result.sharedPages / (size.socialImages.warmBuildMs / 1000);
        const bare = result.sharedPages / (result.build.wallMs / 1000);
        return `${ours.toFixed(1)} / ${bare.toFixed(1)} (${ratio(ours / bare)})`;
      }),
    },
    {
      figure: 'peak memory (PSS): ours ÷ bare',
      target: `≤ ×${MEMORY_TARGET} (at ${judgedAt.toLocaleString('en-US')})`,
      values: at(({ comparison: c }) => ratio(c.memory.ratio)),
      met: judged.memoryMet,
    },
  ];
}

export function formatScaleTable(sizes: readonly SizeResult[]): string {
  return markdownTable(sizes, [
    ...timeAndMemoryRows(sizes),
    ...planningRows(sizes),
    ...boundedRows(sizes),
    ...bareRows(sizes),
  ]);
}
