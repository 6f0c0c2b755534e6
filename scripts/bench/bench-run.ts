// What every mode of `npm run bench` (scripts/bench.ts, one file a mode in scripts/bench/modes/)
// shares: the project, .bench/, the options, the progress log and where the results go.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { BenchOptions } from './options.ts';
import { type BenchmarkRecord, writeBenchmarkRecord } from './results.ts';
import type { RunContext } from './weigh.ts';

/** The synthetic site's id, and the site whose settings it copies. */
export const SITE_ID = 'bench';
export const SOURCE_SITE_ID = 'oddsaces';

export interface BenchRun {
  projectRoot: string;
  /** .bench/: the workspaces, and the JSON results in .bench/results/. */
  benchDir: string;
  options: BenchOptions;
  started: Date;
  /** A line of progress, with the seconds since the start. */
  log(message: string): void;
  /** What the measuring modules need to build the synthetic site in workspace. */
  contextIn(workspace: string): RunContext;
  /** Writes value as .bench/results/{name}; returns the file. */
  writeResult(name: string, value: unknown): string;
  /** The run's results kept in docs/benchmarks/, except a smoke run's: CI's check, not a measurement. */
  keepResult(record: Omit<BenchmarkRecord, 'command' | 'startedAt'>): void;
}

/** The machine a run measured on, as the results record it. */
export function machine() {
  return {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg(),
    node: process.version,
  };
}

export function benchRun(projectRoot: string, args: readonly string[], options: BenchOptions): BenchRun {
  const benchDir = path.join(projectRoot, '.bench');
  const resultsDir = path.join(benchDir, 'results');
  const started = new Date();
  const command = ['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
  const log = (message: string) =>
    console.log(`[bench +${((Date.now() - started.getTime()) / 1000).toFixed(0).padStart(4)} s] ${message}`);
  return {
    projectRoot,
    benchDir,
    options,
    started,
    log,
    contextIn: (workspace) => ({
      projectRoot,
      workspace,
      siteId: SITE_ID,
      sourceSiteId: SOURCE_SITE_ID,
      seed: options.seed,
      lighthouseRuns: options.lighthouseRuns,
      log,
    }),
    writeResult(name, value) {
      fs.mkdirSync(resultsDir, { recursive: true });
      const file = path.join(resultsDir, name);
      fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
      return file;
    },
    keepResult(record) {
      if (options.smoke) return;
      const file = writeBenchmarkRecord(projectRoot, { ...record, command, startedAt: started.toISOString() });
      log(`results kept in ${path.relative(projectRoot, file)} and its .json`);
    },
  };
}
