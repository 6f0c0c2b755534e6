// The first code of every process of `next build`'s render run: scripts/next-build.sh loads it
// with NODE_OPTIONS' --import, which Next.js hands on to its render workers (V8's heap flags it
// does not: Node.js refuses them there). A render worker bounds its V8 heap by the site's size
// (BUILD_SITE_ARTICLES, read once by scripts/render-heap.ts) before any page fills it; any
// other process is left as it is.
import { boundWorkerHeap } from './worker-heap.ts';

boundWorkerHeap(Number(process.env.BUILD_SITE_ARTICLES ?? 0));
