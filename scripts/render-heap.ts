// For scripts/next-render.sh, before the render: prints the V8 flag each render worker sets as it
// starts (lib/build/render-worker-start.mjs), the heap bound of lib/build/worker-heap.ts for the
// site's size, or nothing when BUILD_HEAP_GROWTH is off. Chosen here once rather than by each
// worker. The bound is a matter of the site's size, so its article files are counted, drafts
// among them: loading the content for the published count took 1.9 s at 50,000 articles. A
// BUILD_HEAP_GROWTH that is not a percentage is refused here, in one line, before Next.js starts.
import fs from 'node:fs';
import path from 'node:path';

import { walkFiles } from '../lib/build/walk-files.ts';
import { workerHeapFlag } from '../lib/build/worker-heap.ts';
import { currentSiteId } from '../lib/site/site-id.ts';

try {
  const dir = path.join(process.cwd(), 'content', currentSiteId(), 'articles');
  const articles = fs.existsSync(dir) ? walkFiles(dir, '').filter((name) => name.endsWith('.md')).length : 0;
  console.log(workerHeapFlag({ ...process.env, IS_NEXT_WORKER: 'true' }, articles) ?? '');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
