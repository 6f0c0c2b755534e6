// The file scan's threads (scan-files.ts): a request run in a worker thread of its own
// (scan-files-worker.ts), and the stat of many paths shared among several.
import { Worker } from 'node:worker_threads';

import { PATH_KINDS, statPaths, type StatReply, type StatRequest, type WalkRequest } from './scan-files-worker.ts';

/** Paths fewer than this are statted on this thread: a thread's start costs more. */
const STAT_ON_THIS_THREAD = 2_000;

/** statPaths over `paths`, in contiguous shares among the threads, replies joined in order. */
export async function statInParallel(root: string, paths: readonly string[], threads: number) {
  const shares =
    threads < 2 || paths.length < STAT_ON_THIS_THREAD
      ? [statPaths({ root, paths: paths.join('\n') })]
      : await Promise.all(
          Array.from({ length: threads }, (_, thread) => {
            const share = Math.ceil(paths.length / threads);
            const mine = paths.slice(thread * share, (thread + 1) * share).join('\n');
            return inWorker<StatReply>({ kind: 'stat', root, paths: mine });
          }),
        );
  const kinds = new Uint8Array(paths.length);
  const sizes = new Float64Array(paths.length);
  const ctimes = new Float64Array(paths.length);
  let offset = 0;
  for (const reply of shares) {
    kinds.set(reply.kinds, offset);
    sizes.set(reply.sizes, offset);
    ctimes.set(reply.ctimes, offset);
    offset += reply.kinds.length;
  }
  return (index: number) => ({ kind: PATH_KINDS[kinds[index]!]!, size: sizes[index]!, ctimeMs: ctimes[index]! });
}

/** Runs one request in a thread of its own, and gives its reply. */
export function inWorker<Reply>(request: WalkRequest | StatRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./scan-files-worker.ts', import.meta.url), {
      workerData: { scanFiles: request },
    });
    worker.once('message', (reply: Reply | { error: string }) => {
      if (reply !== null && typeof reply === 'object' && 'error' in reply) reject(new Error(reply.error));
      else resolve(reply);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the file scan's thread exited with code ${code}`)));
  });
}
