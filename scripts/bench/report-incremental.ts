// The tables of `npm run bench -- --incremental`: for each size, a row per build (the full one,
// then one after each change, then the fresh CI runner's) beside the bare Next.js export of the
// same run; then the incremental builds' targets (issue 49), judged on the sizes they name and
// on the builds of the machine that built before (the runner's row is shown, not judged).
import { compareWithBare } from './bare.ts';
import type { IncrementalBare, IncrementalSize, IncrementalStep } from './incremental.ts';

export interface IncrementalResult {
  startedAt: string;
  machine: { cpus: number; memoryGiB: number; loadAverage: number[]; node: string };
  seed: number;
  sizes: IncrementalSize[];
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const count = (value: number) => value.toLocaleString('en-US');
/** CPU time; `times` counts only the processes their parents waited for (cpu-accounting.ts): at least that. */
const cpu = (build: { cpuMs: number; cpuSource?: 'cgroup' | 'times' }) =>
  `${build.cpuSource === 'times' ? 'at least ' : ''}${s(build.cpuMs)}`;
const mark = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'yes' : '**no**');

/** Our pages per second over the bare export's, on the pages both write (bare.ts): its wall time over ours. */
export function bareRatio(step: IncrementalStep, bare: IncrementalBare): number {
  return compareWithBare(
    { build: step.build, htmlPages: step.pages, sharedPages: step.sharedPages },
    { build: bare.build, htmlPages: bare.htmlPages, sharedPages: bare.sharedPages },
  ).sharedPages.ratio;
}

const fullBuild = (size: IncrementalSize) => size.steps.find((step) => step.change === 'full build');

export function formatSizeTable(size: IncrementalSize): string {
  const full = fullBuild(size);
  const header = [
    'build',
    'wall time',
    'CPU time',
    'pages rendered (of all)',
    'files written (removed)',
    'peak memory, PSS (RSS summed)',
    'share of the full build',
    'pages/s ÷ bare Next.js',
  ];
  const rows = size.steps.map((step) => [
    step.change === 'full build'
      ? 'full build, empty cache'
      : `after: ${step.change}${step.freshRunner ? ', on a fresh runner (.cache/ alone)' : ''}`,
    s(step.build.wallMs),
    cpu(step.build),
    `${count(step.pagesRendered)} (${count(step.pages)})`,
    `${count(step.files.written)} (${count(step.files.removed)})`,
    `${gb(step.build.peakTreeBytes)} (${gb(step.build.peakTreeResidentSumBytes)})`,
    full ? `${((100 * step.build.wallMs) / full.build.wallMs).toFixed(1)} %` : '',
    size.bare ? `×${bareRatio(step, size.bare).toFixed(2)}` : '',
  ]);
  if (size.bare)
    rows.push([
      'bare Next.js export, same corpus',
      s(size.bare.build.wallMs),
      cpu(size.bare.build),
      `${count(size.bare.htmlPages)} (${count(size.bare.htmlPages)})`,
      '',
      `${gb(size.bare.build.peakTreeBytes)} (${gb(size.bare.build.peakTreeResidentSumBytes)})`,
      full ? `${((100 * size.bare.build.wallMs) / full.build.wallMs).toFixed(1)} %` : '',
      '×1',
    ]);
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export interface TargetRow {
  target: string;
  measured: string;
  goal: string;
  met: boolean | undefined;
}

/** The targets for the incremental builds; a size the run did not build leaves its row unmeasured. */
export function incrementalTargets(sizes: readonly IncrementalSize[]): TargetRow[] {
  const at = (articles: number) => sizes.find((size) => size.articles === articles);
  const step = (articles: number, change: IncrementalStep['change']) =>
    at(articles)?.steps.find((candidate) => candidate.change === change && !candidate.freshRunner);
  const wallWithin = (target: string, articles: number, change: IncrementalStep['change'], limitMs: number) => {
    const measured = step(articles, change);
    return {
      target,
      measured: measured ? s(measured.build.wallMs) : 'not run',
      goal: `≤ ${s(limitMs)}`,
      met: measured ? measured.build.wallMs <= limitMs : undefined,
    };
  };
  const ratioAtLeast = (target: string, change: IncrementalStep['change'], goal: number): TargetRow => {
    const size = at(5_000);
    const measured = step(5_000, change);
    // Judged only on a build that rendered every page: the ratio is a full build's.
    const judged = size?.bare && measured && measured.pagesRendered === measured.pages ? measured : undefined;
    const ratio = judged && size?.bare ? bareRatio(judged, size.bare) : undefined;
    return {
      target,
      measured: ratio === undefined ? 'not run' : `×${ratio.toFixed(2)}`,
      goal: `≥ ×${goal}`,
      met: ratio === undefined ? undefined : ratio >= goal,
    };
  };
  const newArticle = step(5_000, 'new article');
  const full = at(5_000) && fullBuild(at(5_000)!);
  const share = newArticle && full ? newArticle.build.wallMs / full.build.wallMs : undefined;
  const peaks = sizes.flatMap((size) => {
    const first = fullBuild(size);
    if (!first) return [];
    return size.steps
      .filter((candidate) => candidate !== first)
      .map((candidate) => candidate.build.peakTreeBytes / first.build.peakTreeBytes);
  });
  return [
    wallWithin('one new article, 50,000 articles', 50_000, 'new article', 60_000),
    wallWithin('one body edited, 50,000 articles', 50_000, 'body edited', 30_000),
    {
      target: 'one new article, 5,000 articles: share of the full build',
      measured: share === undefined ? 'not run' : `${(100 * share).toFixed(1)} %`,
      goal: '≤ 15 %',
      met: share === undefined ? undefined : share <= 0.15,
    },
    ratioAtLeast('cold full build, 5,000 articles, social images included: pages/s ÷ bare', 'full build', 0.7),
    // The setting every page shows renders every page, with the social images in the cache.
    ratioAtLeast('every page rendered, social images cached (the setting), 5,000: pages/s ÷ bare', 'site setting', 0.8),
    {
      target: "peak memory of an incremental build ÷ the same size's full build",
      measured: peaks.length === 0 ? 'not run' : `at most ×${Math.max(...peaks).toFixed(2)}`,
      goal: '≤ ×1',
      met: peaks.length === 0 ? undefined : Math.max(...peaks) <= 1,
    },
  ];
}

export function formatTargets(rows: readonly TargetRow[]): string {
  return [
    '| target | measured | goal | met |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.target} | ${row.measured} | ${row.goal} | ${mark(row.met)} |`),
  ].join('\n');
}

/** The whole report: a table per size, what each change was, and the targets. */
export function formatIncrementalReport(result: IncrementalResult): string {
  const sections = result.sizes.map((size) =>
    [
      `### ${count(size.articles)} articles`,
      '',
      formatSizeTable(size),
      '',
      ...size.steps
        .filter((step) => step.change !== 'full build')
        .map((step) => `- ${step.change}${step.freshRunner ? ' (fresh runner)' : ''}: ${step.detail}`),
    ].join('\n'),
  );
  return [...sections, `### Targets\n\n${formatTargets(incrementalTargets(result.sizes))}`].join('\n\n');
}
