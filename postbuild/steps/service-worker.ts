// Post-build: the service worker (/sw.js) and offline page when the site turns it on
// (site.yaml `service_worker`), nothing otherwise. Runs after the data files and before the
// security headers, which give /offline.html its Content-Security-Policy.
import path from 'node:path';

import { currentBuildHash } from '../../lib/build/build-hash.ts';
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
  const { precached, bytes } = await writeServiceWorker({ outDir, site, buildHash });
  console.log(
    `service worker: wrote sw.js and offline.html (build ${buildHash}); precached ${precached.length} files, ${(bytes / 1024).toFixed(1)} KiB`,
  );
}
