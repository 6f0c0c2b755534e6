// For scripts/next-build.sh, before the render: prints how many articles the build publishes,
// which sets the render workers' heap bound (lib/build/worker-heap.ts), read here once rather
// than by each worker. A BUILD_HEAP_GROWTH the workers would refuse is refused here, in one
// line, before Next.js starts.
import { workerHeapFlag } from '../lib/build/worker-heap.ts';
import { getSiteContent } from '../lib/content/index.ts';

try {
  const articles = getSiteContent().articles.length;
  workerHeapFlag({ ...process.env, IS_NEXT_WORKER: 'true' }, articles);
  console.log(articles);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
