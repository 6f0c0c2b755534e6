// How many workers `next build` renders pages with (next.config.mjs).
import { availableParallelism } from 'node:os';

/**
 * Page-rendering workers: one per core unless BUILD_WORKERS (`setting`) says otherwise. Next.js starts one
 * fewer, leaving a core to its main process, which only waits while pages render: at 5,000
 * articles on 2 cores, 2 workers render in 105 s what 1 did in 159 s, for the same CPU time.
 * Each worker holds the site's content and its own heap (about 0.7 GB at 5,000 articles), so
 * BUILD_WORKERS=1 trades that speed for memory (docs/performance.md).
 */
export function renderWorkers(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return availableParallelism();
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`BUILD_WORKERS is "${setting}"; expected a whole number of workers, 1 or more`);
  }
  return count;
}
