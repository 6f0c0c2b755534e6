// For scripts/next-build.sh, before the render: prints how many article files the site has,
// which sets the render workers' heap bound (lib/build/worker-heap.ts), read here once rather
// than by each worker. The bound is a matter of the site's size, so its files are counted,
// drafts among them: loading the content for the published count took 1.9 s at 50,000
// articles. A BUILD_HEAP_GROWTH the workers would refuse is refused here, in one line, before
// Next.js starts.
import fs from 'node:fs';
import path from 'node:path';

import { walkFiles } from '../lib/build/walk-files.ts';
import { workerHeapFlag } from '../lib/build/worker-heap.ts';
import { currentSiteId } from '../lib/site/site-id.ts';

try {
  const dir = path.join(process.cwd(), 'content', currentSiteId(), 'articles');
  const articles = fs.existsSync(dir) ? walkFiles(dir, '').filter((name) => name.endsWith('.md')).length : 0;
  workerHeapFlag({ ...process.env, IS_NEXT_WORKER: 'true' }, articles);
  console.log(articles);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
