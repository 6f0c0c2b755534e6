// The first code of every process of `next build`'s render run: scripts/next-render.sh loads it
// with NODE_OPTIONS' --import, which Next.js hands on to its render workers (V8's heap flags it
// does not: Node.js refuses them there). A render worker sets the V8 flag that
// scripts/render-heap.ts chose once for the site (BUILD_WORKER_V8_FLAG: the heap bound of
// lib/build/worker-heap.ts) before any page fills its heap; any other process is left as it is.
//
// Plain JavaScript, importing nothing of the project: a TypeScript file here would load Node.js's
// type stripper into each process of the render run, about 17 MB each.
import { setFlagsFromString } from 'node:v8';

const flag = process.env.BUILD_WORKER_V8_FLAG;
if (process.env.IS_NEXT_WORKER === 'true' && flag) setFlagsFromString(flag);
