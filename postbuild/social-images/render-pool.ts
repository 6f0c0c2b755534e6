// Renders social images on several threads. Drawing one is about 60 ms of CPU (laying out,
// drawing, encoding the PNG), nearly all of it synchronous: on one thread a first build of a
// 5,000-article site spends minutes on its images while the other cores wait. Each thread
// loads satori, resvg and the fonts once and draws one card at a time.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

import type { SocialCard } from '../../lib/seo/social-image/card.ts';
import type { RenderImage } from './render.ts';
import type { RenderReply, RenderRequest } from './render-worker.ts';

/** Threads at most: each holds its own renderer and fonts (about 100 MB). */
export const MAX_RENDER_THREADS = 4;

/** One thread per core the process may use, at most MAX_RENDER_THREADS. */
export const defaultRenderThreads = () => Math.max(1, Math.min(os.availableParallelism(), MAX_RENDER_THREADS));

export interface RenderPool {
  /** How many images it draws at once: give the publisher this much concurrency. */
  size: number;
  render: RenderImage;
  /** Stops the threads; a render still under way is refused. */
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  busy: boolean;
}

export function createRenderPool(root: string, size = defaultRenderThreads()): RenderPool {
  const pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  const queue: RenderRequest[] = [];
  let nextId = 0;

  const threads: Thread[] = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { root } });
    const thread: Thread = { worker, busy: false };
    worker.on('message', (reply: RenderReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      thread.busy = false;
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
    for (const thread of threads) {
      if (thread.busy || queue.length === 0) continue;
      thread.busy = true;
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
