// `npm run bench -- --search-only`: the search in the browser at 1,000, 10,000 and 50,000 titles
// (or --sizes) on out/, no site built (scripts/bench/search-browser.ts).
import type { BenchRun } from '../bench-run.ts';
import { benchSearchOnly, formatSearchTable } from '../search-browser.ts';

export async function searchOnly(run: BenchRun) {
  const { projectRoot, options, log } = run;
  const figures = await benchSearchOnly({ projectRoot, sizes: options.sizes, rounds: options.searchRounds, log });
  run.keepResult({
    name: 'search',
    title: 'Benchmark: the search in the browser',
    data: figures,
    markdown: formatSearchTable(figures),
  });
}
