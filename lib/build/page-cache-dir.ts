// Where a site's build caches live. A module of its own, importing nothing of the content: the
// build's small steps (scripts/styles.ts, scripts/compile.ts) need the folder alone, and loading
// the content model with it cost each of them a quarter of a second.
import path from 'node:path';

import { currentSiteId } from '../site/site-id.ts';

/** The cache folder of the current site: PAGE_CACHE_DIR when set, else .cache/pages/{site}. */
export function pageCacheDir(root = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  const chosen = env.PAGE_CACHE_DIR?.trim();
  return path.resolve(
    /* turbopackIgnore: true */ root,
    chosen || path.join(/* turbopackIgnore: true */ '.cache', 'pages', currentSiteId(env)),
  );
}
