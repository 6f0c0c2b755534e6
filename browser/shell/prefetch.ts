// Batched prefetch (docs/behaviour.md#prefetch), replacing Next.js's immediate viewport prefetch: paths
// seen in the viewport are queued; the first batch starts 3 s after load, each batch takes
// up to 4 paths, the next starts 3 s after the previous settles. Hover loads at once.
import { PREFETCH_BATCH_INTERVAL_MS, PREFETCH_BATCH_SIZE, PREFETCH_FIRST_DELAY_MS } from '../../lib/site/constants.ts';

export interface PrefetchEnvironment {
  userAgent: string;
  connection?: { effectiveType?: string; saveData?: boolean };
}

const BOT = /bot|crawler|spider|crawling/i;

/** Nothing is prefetched on 2g, with data-saver on, or for bots. */
export function prefetchAllowed({ userAgent, connection }: PrefetchEnvironment): boolean {
  if (BOT.test(userAgent)) return false;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  return true;
}

export interface Scheduler {
  /** A path came into view: queue it (once). */
  enqueue(path: string): void;
  /** The reader points at a link: load it now. */
  now(path: string): void;
  stop(): void;
}

export interface SchedulerOptions {
  load: (path: string) => Promise<unknown>;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  firstDelayMs?: number;
  batchSize?: number;
  intervalMs?: number;
}

export function createPrefetchScheduler({
  load,
  setTimeout: schedule = (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  firstDelayMs = PREFETCH_FIRST_DELAY_MS,
  batchSize = PREFETCH_BATCH_SIZE,
  intervalMs = PREFETCH_BATCH_INTERVAL_MS,
}: SchedulerOptions): Scheduler {
  const queue: string[] = [];
  const seen = new Set<string>();
  let timer: unknown;
  let running = false;
  let stopped = false;

  const start = (path: string) => {
    seen.add(path);
    return load(path).catch(() => undefined);
  };

  async function runBatch() {
    timer = undefined;
    if (stopped) return;
    const batch = queue.splice(0, batchSize).filter((path) => !seen.has(path) || !queue.includes(path));
    if (batch.length === 0) {
      running = false;
      return;
    }
    await Promise.all(batch.map(start));
    if (!stopped) timer = schedule(runBatch, intervalMs);
  }

  // The clock starts at load, whether or not anything is queued yet.
  running = true;
  timer = schedule(runBatch, firstDelayMs);

  return {
    enqueue(path) {
      if (stopped || seen.has(path) || queue.includes(path)) return;
      queue.push(path);
      if (!running) {
        running = true;
        timer = schedule(runBatch, intervalMs);
      }
    },
    now(path) {
      if (stopped || seen.has(path)) return;
      const index = queue.indexOf(path);
      if (index >= 0) queue.splice(index, 1);
      void start(path);
    },
    stop() {
      stopped = true;
      if (timer !== undefined) cancel(timer);
    },
  };
}
