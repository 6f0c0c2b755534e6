// Lighthouse runs of a served page, each in a fresh Chromium, through lighthouse-audit.ts.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/build/chromium.ts';

export interface LighthouseRun {
  /** Null when Lighthouse could not compute a metric the score needs (see `errors`). */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's estimate of the host's CPU speed (`environment.benchmarkIndex`). Its 4× CPU
   * slowdown is relative to the host, so timings compare only between hosts of a like index
   * (docs/performance.md, 'How each figure is taken').
   */
  benchmarkIndex: number;
  /** Weighted audits that did not pass, to tell what holds a score below 100. */
  failing: string[];
  /** Lighthouse's own errors: a runtime error, or performance audits it could not compute. */
  errors: string[];
}

export interface ScoredRun extends LighthouseRun {
  performance: number;
}

export interface LighthouseResult extends ScoredRun {
  path: string;
  runs: number;
  /** Performance score of every scored run. */
  performanceRuns: number[];
  /** Runs Lighthouse could not score, each with its errors; they were run again. */
  unscoredRuns: string[];
}

/** Runs without a score are repeated, up to this many in all for a page. */
const MAX_UNSCORED_RUNS = 3;

const AUDIT_SCRIPT = path.join(import.meta.dirname, 'lighthouse-audit.ts');

async function auditOnce(url: string): Promise<LighthouseRun> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [AUDIT_SCRIPT, url, CHROMIUM_PATH, ...CHROMIUM_FLAGS],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LighthouseRun;
}

/**
 * Audits a page until it has `runs` scored runs and keeps the run of median performance
 * (Lighthouse's own advice). A run Lighthouse could not score (it failed to compute a metric
 * from the trace) is recorded and run again: counted as 0 it would pull the median down for a
 * reason that is not the page's.
 */
export async function auditPage(origin: string, pagePath: string, runs: number): Promise<LighthouseResult> {
  const scored: ScoredRun[] = [];
  const unscoredRuns: string[] = [];
  while (scored.length < runs) {
    const run = await auditOnce(origin + pagePath);
    if (run.performance !== null) {
      scored.push({ ...run, performance: run.performance });
      continue;
    }
    unscoredRuns.push(run.errors.join('; ') || 'no performance score');
    if (unscoredRuns.length >= MAX_UNSCORED_RUNS) {
      throw new Error(
        `Lighthouse could not score ${pagePath} in ${unscoredRuns.length} runs: ${unscoredRuns.join(' | ')}`,
      );
    }
  }
  const sorted = [...scored].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { path: pagePath, runs, performanceRuns: scored.map((run) => run.performance), unscoredRuns, ...median };
}
