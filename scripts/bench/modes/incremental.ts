// `npm run bench -- --incremental`: a full build, then one after each change an operator makes
// (scripts/bench/incremental.ts), at each size; with the bare Next.js export of the same corpus
// up to 5,000 articles.
import fs from 'node:fs';
import path from 'node:path';

import { copyProjectSource } from '../../../lib/build/project-copy.ts';
import { type BenchRun, machine } from '../bench-run.ts';
import { benchIncrementalSize } from '../incremental.ts';
import { formatIncrementalReport, type IncrementalResult } from '../report-incremental.ts';

export async function incrementalRun(run: BenchRun) {
  const { options, log } = run;
  log(
    `incremental builds: sizes ${options.sizes.join(', ')}; seed ${options.seed}; bare Next.js export ${options.bare ? 'on' : 'off'}`,
  );
  const workspace = path.join(run.benchDir, 'work');
  copyProjectSource(workspace, { content: false });
  const result: IncrementalResult = {
    startedAt: run.started.toISOString(),
    machine: machine(),
    seed: options.seed,
    sizes: [],
  };
  try {
    for (const articles of options.sizes) {
      result.sizes.push(
        await benchIncrementalSize(run.contextIn(workspace), articles, { bare: options.bare, today: new Date() }),
      );
      // Each size kept as it completes: a run stopped at a larger size leaves the smaller ones.
      run.writeResult('incremental-latest.json', result);
      run.keepResult({
        name: 'incremental',
        title: 'Benchmark: incremental builds',
        data: result,
        markdown: formatIncrementalReport(result),
      });
    }
  } finally {
    if (!options.keep) {
      fs.rmSync(workspace, { recursive: true, force: true });
      fs.rmSync(path.join(run.benchDir, 'bare'), { recursive: true, force: true });
    }
  }
  console.log(`\n${formatIncrementalReport(result)}\n`);
  log('done; JSON in .bench/results/incremental-latest.json');
}
