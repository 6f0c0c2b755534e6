// Post-build: the service worker (/sw.js) and offline page when the site turns it on
// (site.yaml `service_worker`), nothing otherwise. Runs after the data files and before the
// security headers, which give /offline.html its Content-Security-Policy.
import path from 'node:path';

import { computeBuildHash, currentBuildHash } from '../../lib/build/build-hash.ts';
import { pageCacheDir } from '../../lib/build/page-cache-dir.ts';
import { getSiteSettings } from '../../lib/content/index.ts';
import { removeServiceWorker, writeServiceWorker } from '../service-worker/build-service-worker.ts';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

export async function writeServiceWorkerFiles(): Promise<void> {
  const site = getSiteSettings();
  if (!site.serviceWorker) {
    removeServiceWorker(outDir);
    console.log(`service worker: off for ${site.id} (site.yaml service_worker); pages unregister any earlier one`);
    return;
  }
  const buildHash = currentBuildHash();
  const keep = { dir: path.join(pageCacheDir(), 'service-worker'), code: computeBuildHash() };
  const { precached, bytes, kept } = await writeServiceWorker({ outDir, site, buildHash, keep });
  console.log(
    `service worker: wrote sw.js${kept ? ` (the one kept in ${path.relative(process.cwd(), keep.dir)}/)` : ''} and offline.html (build ${buildHash}); precached ${precached.length} files, ${(bytes / 1024).toFixed(1)} KiB`,
  );
}
