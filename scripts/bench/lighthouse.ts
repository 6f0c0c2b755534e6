// Lighthouse runs of a served page, each in a fresh Chromium, through lighthouse-audit.mjs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/build/chromium.mjs';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted audits that did not pass, to tell what holds a score below 100. */
  failing: string[];
}

export interface LighthouseResult extends LighthouseRun {
  path: string;
  runs: number;
  /** Performance score of every run. */
  performanceRuns: number[];
}

const AUDIT_SCRIPT = path.join(__dirname, 'lighthouse-audit.mjs');

async function auditOnce(url: string): Promise<LighthouseRun> {
  const { stdout } = await promisify(execFile)(process.execPath, [AUDIT_SCRIPT, url, CHROMIUM_PATH, ...CHROMIUM_FLAGS], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LighthouseRun;
}

/** Audits a page `runs` times and keeps the run of median performance (Lighthouse's own advice). */
export async function auditPage(origin: string, pagePath: string, runs: number): Promise<LighthouseResult> {
  const all: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) all.push(await auditOnce(origin + pagePath));
  const sorted = [...all].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { path: pagePath, runs, performanceRuns: all.map((run) => run.performance), ...median };
}
