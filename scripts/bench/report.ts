// The benchmark's results as one markdown table: a row per figure, a column per corpus size,
// the target beside it (issue 9) and whether the largest measured size meets it.
import type { BareComparison, BareResult } from './bare.ts';
import type { BoundedPages, SitemapFilesCheck } from './bounded-pages.ts';
import type { BuildMeasurement, OutputSize } from './build.ts';
import type { ConsentSiteResult } from './consent-site.ts';
import type { DeployPlanning } from './deploy-plan.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { PageWeight, SearchLoading } from './page-weight.ts';
import type { SearchMeasurement } from './search.ts';
import { searchRows } from './report-search.ts';
import type { SocialImageCost } from './social-images.ts';

export interface PageFigures {
  kind: 'home' | 'article' | 'category';
  weight: PageWeight;
  lighthouse?: LighthouseResult;
}

export interface SizeResult {
  articles: number;
  build: BuildMeasurement & { pagesPerSecond: number };
  output: OutputSize & { bytesPerArticle: number };
  /** An article page's HTML over its body's own HTML: the measured page, and the median of a sample. */
  articleHtmlRatio: { page: number; sampleMedian: number; sampleMax: number; sampled: number };
  pages: PageFigures[];
  searchLoading: SearchLoading;
  /** The social preview images' cost: the step in this cold build, and in a warm one after it (not in --smoke). */
  socialImages?: SocialImageCost;
  deployPlanning: DeployPlanning;
  boundedPages: BoundedPages;
  sitemapFiles: SitemapFilesCheck;
  /** The bare Next.js export of the same corpus, at sizes up to BARE_MAX_ARTICLES (not in --smoke). */
  bare?: { result: BareResult; comparison: BareComparison };
}

export interface BenchResult {
  startedAt: string;
  machine: { cpus: number; memoryGiB: number; loadAverage: number[]; node: string };
  seed: number;
  lighthouseRuns: number;
  sizes: SizeResult[];
  search: SearchMeasurement;
  /** The synthetic site with one consent-gated script, before a choice (scripts/bench/consent-site.ts). */
  consentSite: ConsentSiteResult;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
export const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'yes' : '**no**');

export interface Row {
  figure: string;
  target: string;
  values: string[];
  /** Whether the target is met (at the sizes its target names, else at the largest), or undefined without one. */
  met?: boolean;
}

function growthRows(sizes: SizeResult[]): Row[] {
  if (sizes.length < 2) return [];
  const first = sizes[0]!;
  const last = sizes.at(-1)!;
  const factor = last.articles / first.articles;
  const time = last.build.wallMs / first.build.wallMs;
  const cpu = last.build.cpuMs / first.build.cpuMs;
  const memory = last.build.peakTreeBytes / first.build.peakTreeBytes;
  const blank = sizes.slice(1).map(() => '');
  return [
    {
      figure: `build wall time growth, ${first.articles} → ${last.articles} articles (×${factor})`,
      target: `≤ ×${factor}`,
      values: [`×${time.toFixed(2)}`, ...blank],
      met: time <= factor,
    },
    // The CPU time hardly depends on what else the machine runs; the wall time does.
    {
      figure: `build CPU time growth, ${first.articles} → ${last.articles} articles (×${factor})`,
      target: `≤ ×${factor}`,
      values: [`×${cpu.toFixed(2)}`, ...blank],
      met: cpu <= factor,
    },
    {
      figure: `peak memory growth, ${first.articles} → ${last.articles} articles (×${factor})`,
      target: `≤ ×${factor}`,
      values: [`×${memory.toFixed(2)}`, ...blank],
      met: memory <= factor,
    },
  ];
}

/** The pages/s target, judged at 5,000 articles as it says; a run without that size, at its largest. */
export function pagesPerSecondMet(sizes: readonly Pick<SizeResult, 'articles' | 'build'>[]): boolean {
  const judged = sizes.find((size) => size.articles === 5_000) ?? sizes.at(-1);
  return judged !== undefined && judged.build.pagesPerSecond >= 45;
}

/** The build's peak under 1.5 GB holds for sites of up to 10,000 articles; above, the scale target (≤ 2.0 GB) judges it. */
const PEAK_MEMORY_TARGET = { bytes: 1.5 * 1024 ** 3, upToArticles: 10_000 };

/** Whether every size up to 10,000 articles peaked under 1.5 GB; undefined for a run without one. */
export function peakMemoryMet(sizes: readonly Pick<SizeResult, 'articles' | 'build'>[]): boolean | undefined {
  const judged = sizes.filter((size) => size.articles <= PEAK_MEMORY_TARGET.upToArticles);
  if (judged.length === 0) return undefined;
  return judged.every((size) => size.build.peakTreeBytes < PEAK_MEMORY_TARGET.bytes);
}

export function formatTable(result: BenchResult): string {
  const { sizes, search } = result;
  const last = sizes.at(-1)!;
  const at = (pick: (size: SizeResult) => string) => sizes.map(pick);
  const page = (size: SizeResult, kind: PageFigures['kind']) => size.pages.find((p) => p.kind === kind)!;
  const rows: Row[] = [
    { figure: 'build wall time', target: '', values: at((r) => s(r.build.wallMs)) },
    { figure: 'build CPU time, all processes (user + system)', target: '', values: at((r) => s(r.build.cpuMs)) },
    {
      figure: 'pages per second',
      target: '≥ 45 (at 5,000)',
      values: at((r) => r.build.pagesPerSecond.toFixed(1)),
      met: pagesPerSecondMet(sizes),
    },
    {
      figure: 'peak memory, whole build process tree (PSS)',
      target: '< 1.5 GB (up to 10,000)',
      values: at((r) => gb(r.build.peakTreeBytes)),
      met: peakMemoryMet(sizes),
    },
    {
      figure: 'peak of the resident sizes summed (shared pages once per process: an upper bound)',
      target: '',
      values: at((r) => gb(r.build.peakTreeResidentSumBytes)),
    },
    { figure: 'peak memory, largest single process', target: '', values: at((r) => gb(r.build.peakProcessBytes)) },
    ...growthRows(sizes),
    {
      figure: 'out/ bytes per article',
      target: '≤ 60 KB',
      values: at((r) => kb(r.output.bytesPerArticle)),
      met: last.output.bytesPerArticle <= 60 * 1024,
    },
    {
      figure: 'largest HTML page in out/',
      target: '',
      values: at((r) => `${kb(r.output.largestPage.bytes)} (${r.output.largestPage.path})`),
    },
  ];
  for (const kind of ['home', 'article', 'category'] as const) {
    rows.push({
      figure: `${kind}: first-load JS (gzip -9)`,
      target: kind === 'article' ? '≤ 140 KB' : '',
      values: at((r) => `${kb(page(r, kind).weight.jsGzipBytes)} (${page(r, kind).weight.scripts} files)`),
      met: kind === 'article' ? page(last, kind).weight.jsGzipBytes <= 140 * 1024 : undefined,
    });
    rows.push({
      figure: `${kind}: HTML (raw / gzip -9)`,
      target: '',
      values: at((r) => `${kb(page(r, kind).weight.htmlBytes)} / ${kb(page(r, kind).weight.htmlGzipBytes)}`),
    });
  }
  rows.push({
    figure: 'article HTML ÷ its body HTML (page; sample median, max)',
    target: '≤ 2',
    values: at(
      (r) =>
        `${r.articleHtmlRatio.page.toFixed(2)}; ${r.articleHtmlRatio.sampleMedian.toFixed(2)}, ${r.articleHtmlRatio.sampleMax.toFixed(2)}`,
    ),
    // Judged on the typical article, the median: the shortest bodies (about 1.4 KB) are
    // shorter than any header and footer, so no page with a shell has a maximum under 2.
    met: last.articleHtmlRatio.sampleMedian <= 2,
  });
  rows.push({
    figure: 'search index fetched at load / on first use',
    target: 'no / yes',
    values: at(
      (r) => `${r.searchLoading.fetchedAtLoad ? 'yes' : 'no'} / ${r.searchLoading.fetchedOnFirstUse ? 'yes' : 'no'}`,
    ),
    met: sizes.every((r) => !r.searchLoading.fetchedAtLoad && r.searchLoading.fetchedOnFirstUse),
  });
  rows.push({
    figure: `search, first use with the CPU slowed ×4: first results / longest task / slowest key`,
    target: '',
    values: at(
      (r) =>
        `${(r.searchLoading.firstResultsMs / 1000).toFixed(2)} s / ${r.searchLoading.longestTaskMs.toFixed(0)} ms / ${r.searchLoading.slowestKeyMs.toFixed(0)} ms`,
    ),
  });
  rows.push({
    figure: `search, then a word most titles hold ('ing'): longest task / slowest key`,
    target: '',
    values: at(
      (r) =>
        `${r.searchLoading.broadWord.longestTaskMs.toFixed(0)} ms / ${r.searchLoading.broadWord.slowestKeyMs.toFixed(0)} ms`,
    ),
  });
  for (const kind of ['home', 'article', 'category'] as const) {
    if (!last.pages.find((p) => p.kind === kind)?.lighthouse) continue;
    const lh = (r: SizeResult) => page(r, kind).lighthouse!;
    rows.push({
      figure: `${kind}: Lighthouse performance (runs)`,
      target: '≥ 99 (median of 3)',
      values: at(
        (r) =>
          `${lh(r).performance} (${lh(r).performanceRuns.join(', ')}${lh(r).unscoredRuns.length > 0 ? `; ${lh(r).unscoredRuns.length} unscored, run again` : ''})`,
      ),
      met: lh(last).performance >= 99,
    });
    rows.push({
      figure: `${kind}: accessibility / best practices / SEO`,
      target: '100 / 100 / 100',
      values: at((r) => `${lh(r).accessibility} / ${lh(r).bestPractices} / ${lh(r).seo}`),
      met: lh(last).accessibility === 100 && lh(last).bestPractices === 100 && lh(last).seo === 100,
    });
    rows.push({
      figure: `${kind}: LCP / TBT / CLS`,
      target: 'CLS 0',
      values: at((r) => `${(lh(r).lcpMs / 1000).toFixed(2)} s / ${lh(r).tbtMs} ms / ${lh(r).cls}`),
      met: lh(last).cls === 0,
    });
  }
  rows.push(...searchRows(search, sizes.length));

  return markdownTable(sizes, rows);
}

/** Rows as a markdown table: a column per size, then the target and whether it is met. */
export function markdownTable(sizes: readonly { articles: number }[], rows: readonly Row[]): string {
  const header = ['figure', ...sizes.map((r) => `${r.articles.toLocaleString('en-US')} articles`), 'target', 'met'];
  const lines = [
    header,
    header.map(() => '---'),
    ...rows.map((row) => [row.figure, ...row.values, row.target, mark(row.met)]),
  ];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** Where each build's time (and peak memory) went, one line per size. */
export function formatPhases(result: BenchResult): string {
  return result.sizes
    .map(
      (r) =>
        `${r.articles} articles: ${r.build.phases.map((phase) => `${phase.name} ${s(phase.ms)} (${gb(phase.peakTreeBytes)})`).join(', ')}`,
    )
    .join('\n');
}
