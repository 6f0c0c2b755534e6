// Renders social images on several threads. Drawing one is about 10 ms of CPU (laying out the
// card's text, drawing it, encoding the PNG: render.ts), nearly all of it synchronous: on one
// thread a first build of a 5,000-article site spends a minute on its images while the other
// cores wait. Each thread loads satori, resvg and the fonts once, draws each site's background
// once, and draws one card at a time; the pool lives as long as the step. Each thread is sent
// up to `queued` cards ahead: the post-build renders while its other steps run on the main
// thread (postbuild/steps/social-images.ts), and a thread with cards of its own keeps drawing
// while the main thread is busy, its replies (about 36 KB each) waiting for it.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

import type { SocialCard } from '../../lib/seo/social-image/card.ts';
import type { RenderImage } from './render.ts';
import type { RenderReply, RenderRequest } from './render-worker.ts';

/**
 * What one thread may hold at its peak: its renderer, fonts, pixels and garbage. Measured with
 * the young generation below: about 150 to 200 MB a thread over 2,000 to 3,000 cards.
 */
export const RENDER_THREAD_MEMORY = 256 * 2 ** 20;

/**
 * Each thread's V8 young generation, in MB. Every card leaves a few MB of garbage (satori's
 * trees and strings, resvg's and sharp's buffers); left to V8's default, a thread's memory grew
 * by about 400 MB over 2,000 cards, and two threads made the build's peak. Bounded to 4 MB, two
 * threads over 3,000 cards held 275 to 355 MB against 610 to 705, for no more CPU an image
 * (12.8 to 13.0 ms against 13.4 to 13.7). A bound on the old generation kept memory as low but
 * cost a third more CPU or worse (docs/social-images.md, 'Cost').
 */
export const RENDER_THREAD_YOUNG_GENERATION_MB = 4;

/**
 * One thread per core the process may use, as many as a quarter of the machine's memory holds:
 * a machine with many cores and little memory gets fewer threads rather than running out.
 */
export function defaultRenderThreads(
  machine: { cores: number; memory: number } = { cores: os.availableParallelism(), memory: os.totalmem() },
): number {
  return Math.max(1, Math.min(machine.cores, Math.floor(machine.memory / 4 / RENDER_THREAD_MEMORY)));
}

export interface RenderPool {
  /** How many images it draws at once: give the publisher at least this much concurrency. */
  size: number;
  render: RenderImage;
  /** Stops the threads; a render still under way is refused. */
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  /** Cards sent and not yet answered. */
  sent: number;
}

/**
 * `queued`: how many cards a thread is sent ahead of its answers. 1 keeps every card in the
 * pool's queue until a thread is free; more keep a thread drawing while the main thread, busy
 * with other work, cannot send it the next one.
 */
export function createRenderPool(root: string, size = defaultRenderThreads(), queued = 1): RenderPool {
  const pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  const queue: RenderRequest[] = [];
  let nextId = 0;

  const threads: Thread[] = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: { root },
      resourceLimits: { maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_GENERATION_MB },
    });
    const thread: Thread = { worker, sent: 0 };
    worker.on('message', (reply: RenderReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      thread.sent -= 1;
      if ('png' in reply) waiting?.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else waiting?.reject(new Error(`social images: ${reply.error}`));
      dispatch();
    });
    // A thread that fails to start or dies fails every render waiting: the build stops with it.
    worker.on('error', (error) => failAll(error));
    return thread;
  });

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    queue.length = 0;
  }

  function dispatch() {
    for (const thread of threads)
      while (thread.sent < queued && queue.length > 0) {
        thread.sent += 1;
        thread.worker.postMessage(queue.shift()!);
      }
  }

  return {
    size,
    render: (card: SocialCard) =>
      new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        queue.push({ id, card });
        dispatch();
      }),
    async close() {
      failAll(new Error('social images: the render pool was closed'));
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
