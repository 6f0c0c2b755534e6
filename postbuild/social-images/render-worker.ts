// One thread of the render pool (render-pool.ts): draws the cards it is sent, one at a time,
// with its own renderer, and sends each PNG back under the request's number.
import { parentPort, workerData } from 'node:worker_threads';

import sharp from 'sharp';

import type { SocialCard } from '../../lib/seo/social-image/card.ts';
import { createRenderer } from './render.ts';

export interface RenderRequest {
  id: number;
  card: SocialCard;
}

export type RenderReply = { id: number; png: Uint8Array } | { id: number; error: string };

// The pool already runs one thread a core, each encoding one image at a time: libvips's own
// threads would only contend with them, and its cache of operations never sees a pixel twice.
sharp.concurrency(1);
sharp.cache(false);

const render = createRenderer((workerData as { root: string }).root);
const port = parentPort!;

port.on('message', (request: RenderRequest) => {
  render(request.card).then(
    (png) => {
      // A fresh copy whose memory moves to the main thread instead of being copied again.
      const bytes = new Uint8Array(png);
      port.postMessage({ id: request.id, png: bytes } satisfies RenderReply, [bytes.buffer]);
    },
    (error: unknown) =>
      port.postMessage({ id: request.id, error: (error as Error)?.message ?? String(error) } satisfies RenderReply),
  );
});
