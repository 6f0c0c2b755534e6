// Post-build: writes the service worker (/sw.js) and its offline page (/offline.html) into
// out/. Why Workbox's injectManifest over its generateSW, and over Serwist:
// - Serwist's Next.js integration hooks the webpack or Turbopack build and a route handler;
//   a static export only needs a file written after `next build`, which Workbox does with no
//   hook into Next.js at all.
// - generateSW cannot name runtime caches by build and delete the old build's, nor serve the
//   offline page only when the network fails; our own worker source (worker.ts, typed and
//   bundled by esbuild) does both in a few lines of Workbox calls, and injectManifest adds the
//   small precache list (offline page, its stylesheet and the logo) with revisions.
// A build whose worker has the same inputs as the last one's takes the worker that one kept
// (`keep`): loading Workbox alone took about a second of every build's post-build.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { writeWhole } from '../../lib/build/page-cache.ts';
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
  const { build } = await import('esbuild');
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
  /** The precached files' size. */
  bytes: number;
  /** Whether the worker was the one the last build kept for the same inputs. */
  kept: boolean;
}

/** Bumped when what is kept changes, so an older kept worker is not taken. */
const KEPT_FORMAT = 'service-worker 1';

interface KeptWorker {
  key: string;
  /** The SHA-256 of worker.js: a file changed or cut short since is not taken. */
  sha256: string;
  bytes: number;
}

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What the worker is made of: the code (its source, Workbox's and esbuild's versions: `code`,
 * the code's own hash), the build's name it carries, and each precached file's address and bytes
 * (its revision).
 */
function workerKey(outDir: string, precached: readonly string[], buildHash: string, code: string): string {
  const hash = createHash('sha256').update(`${KEPT_FORMAT}\0${code}\0${buildHash}\0`);
  for (const url of precached) hash.update(`${url}\0${sha256(readFileSync(path.join(outDir, url.slice(1))))}\0`);
  return hash.digest('hex');
}

/** The worker kept in `dir` under `key`, or undefined. */
function keptWorker(dir: string, key: string): { worker: Buffer; bytes: number } | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, 'worker.json'), 'utf8')) as Partial<KeptWorker>;
    if (record.key !== key || typeof record.bytes !== 'number') return undefined;
    const worker = readFileSync(path.join(dir, 'worker.js'));
    return sha256(worker) === record.sha256 ? { worker, bytes: record.bytes } : undefined;
  } catch {
    return undefined;
  }
}

export async function writeServiceWorker({
  outDir,
  site,
  buildHash,
  keep,
}: {
  outDir: string;
  site: Site;
  buildHash: string;
  /** Where to keep the worker for the next build (`dir`), and the code's own hash (`code`). */
  keep?: { dir: string; code: string };
}): Promise<ServiceWorkerSummary> {
  const stylesheets = layoutStylesheets(outDir);
  writeFileSync(path.join(outDir, OFFLINE_PAGE_URL.slice(1)), renderOfflinePage(site, stylesheets));
  const precached = [OFFLINE_PAGE_URL, LOGO_PATH, ...stylesheets];
  const swDest = path.join(outDir, SERVICE_WORKER_URL.slice(1));
  const missing = precached.filter((url) => !existsSync(path.join(outDir, url.slice(1))));
  if (missing.length > 0)
    throw new Error(
      `service worker: ${missing.join(', ')} not in ${outDir}; expected every file it precaches there (${precached.join(', ')})`,
    );
  const key = keep && workerKey(outDir, precached, buildHash, keep.code);
  const kept = keep && key && process.env.BUILD_FULL !== '1' ? keptWorker(keep.dir, key) : undefined;
  if (kept) {
    writeFileSync(swDest, kept.worker);
    return { precached, bytes: kept.bytes, kept: true };
  }

  const workDir = mkdtempSync(path.join(tmpdir(), 'sw-'));
  try {
    const swSrc = path.join(workDir, 'sw.js');
    writeFileSync(swSrc, await bundleWorker(buildHash));
    const { injectManifest } = await import('workbox-build');
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest,
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
    if (keep && key) {
      const worker = readFileSync(swDest);
      try {
        writeWhole(path.join(keep.dir, 'worker.js'), worker);
        const record: KeptWorker = { key, sha256: sha256(worker), bytes: size };
        writeWhole(path.join(keep.dir, 'worker.json'), JSON.stringify(record));
      } catch (error) {
        // Only the next build's time depends on it.
        console.warn(`service worker: not kept in ${keep.dir} (${(error as Error).message}); the next build makes it`);
      }
    }
    return { precached, bytes: size, kept: false };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** A site with the setting off: no worker and no offline page in out/. */
export function removeServiceWorker(outDir: string): void {
  for (const url of [SERVICE_WORKER_URL, OFFLINE_PAGE_URL]) rmSync(path.join(outDir, url.slice(1)), { force: true });
}
