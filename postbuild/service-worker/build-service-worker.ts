// Post-build: writes the service worker (/sw.js) and its offline page (/offline.html) into
// out/. Why Workbox's injectManifest over its generateSW, and over Serwist:
// - Serwist's Next.js integration hooks the webpack or Turbopack build and a route handler;
//   a static export only needs a file written after `next build`, which Workbox does with no
//   hook into Next.js at all.
// - generateSW cannot name runtime caches by build and delete the old build's, nor serve the
//   offline page only when the network fails; our own worker source (worker.ts, typed and
//   bundled by esbuild) does both in a few lines of Workbox calls, and injectManifest adds the
//   small precache list (offline page, its stylesheet and the logo) with revisions.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

import type { Site } from '../../lib/content/index.ts';
import { LOGO_PATH } from '../../lib/site/logo.ts';

import { SERVICE_WORKER_ENTRY } from '../../browser/entry-points.ts';
import { OFFLINE_PAGE_URL, SERVICE_WORKER_URL } from '../../browser/service-worker/cache-names.ts';
import { renderOfflinePage } from './offline-page.ts';

// Build steps run from the project root (as the content module does).
const WORKER_SOURCE = path.resolve(SERVICE_WORKER_ENTRY);

/** The stylesheets every page links (read from the built 404 page, which has the layout's only). */
export function layoutStylesheets(outDir: string): string[] {
  const html = readFileSync(path.join(outDir, '404.html'), 'utf8');
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    (tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1],
  );
  const stylesheets = [...new Set(hrefs.filter((href): href is string => href?.startsWith('/') === true))];
  if (stylesheets.length === 0)
    throw new Error(
      `service worker: ${path.join(outDir, '404.html')} links no stylesheet; expected the layout's CSS under /_next/static/`,
    );
  return stylesheets;
}

/** The worker's code with the build hash in it, as one classic script. */
async function bundleWorker(buildHash: string): Promise<string> {
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
    // Workbox prints its debugging logs only when NODE_ENV is not production.
    define: { 'process.env.NODE_ENV': '"production"', __BUILD_HASH__: JSON.stringify(buildHash) },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`service worker: esbuild wrote nothing for ${WORKER_SOURCE}`);
  return output.text;
}

export interface ServiceWorkerSummary {
  precached: string[];
  bytes: number;
}

export async function writeServiceWorker({
  outDir,
  site,
  buildHash,
}: {
  outDir: string;
  site: Site;
  buildHash: string;
}): Promise<ServiceWorkerSummary> {
  const stylesheets = layoutStylesheets(outDir);
  writeFileSync(path.join(outDir, OFFLINE_PAGE_URL.slice(1)), renderOfflinePage(site, stylesheets));

  const workDir = mkdtempSync(path.join(tmpdir(), 'sw-'));
  try {
    const swSrc = path.join(workDir, 'sw.js');
    writeFileSync(swSrc, await bundleWorker(buildHash));
    const precached = [OFFLINE_PAGE_URL, LOGO_PATH, ...stylesheets];
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: path.join(outDir, SERVICE_WORKER_URL.slice(1)),
      globDirectory: outDir,
      globPatterns: precached.map((url) => url.slice(1)),
      // Hashed names need no revision parameter.
      dontCacheBustURLsMatching: /^_next\/static\//,
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    if (count !== precached.length)
      throw new Error(
        `service worker: precached ${count} files of ${precached.join(', ')}; expected all of them in ${outDir}`,
      );
    return { precached, bytes: size };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** A site with the setting off: no worker and no offline page in out/. */
export function removeServiceWorker(outDir: string): void {
  for (const url of [SERVICE_WORKER_URL, OFFLINE_PAGE_URL]) rmSync(path.join(outDir, url.slice(1)), { force: true });
}
