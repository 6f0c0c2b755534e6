// Writes out/ from what `next build` prerendered into .next/: every page's HTML at its address
// (articles/x/index.html), the route handlers' answers (rss.xml), the not-found page as
// 404.html, next build's static files under _next/static/ and public/. Next.js's own static
// export (`output: 'export'`) did this in its finalize step, but it started the copy of every
// page at once, six files a page (the HTML, the router's payload and four segment files, which
// the client-bundle step then deleted): at 20,000 articles its process grew by 0.7 GB, at
// 50,000 to 2.2 GB, the build's peak (docs/performance.md). Here each page is copied, one after
// the other, and the router's files stay in .next/. Copied, not moved: .next/ stays whole, so
// the post-build can run again on the same build.
//
// The export mode also refused a build that could not be static; so does this step, first
// (static-export.ts).
import fs from 'node:fs';
import path from 'node:path';

import { cachedPageFile } from '../../lib/build/page-cache.ts';
import {
  type CachedPages,
  cachedPagesFile,
  type CachedPagesRecord,
  type ExportCache,
  readCachedPages,
} from './cached-pages.ts';
import { type OutStock, removeOldPages, stockCtimeMs, takeStock } from './out-in-place.ts';
import { prerenderManifest, staticExportProblems } from './static-export.ts';

/** Next.js's routes that are no page of the site: the error boundary's own document. */
const SKIPPED_ROUTES = new Set(['/_global-error']);
const NOT_FOUND_ROUTE = '/_not-found';

export interface ExportSummary {
  pages: number;
  routeHandlers: number;
  /** Pages taken from the page cache instead of from what next build rendered. */
  restored: number;
  /** When out/ is updated in place: what it held before, for the steps after. */
  stock?: OutStock;
  /** With a page cache: which pages of out/ came from where, for the steps after. */
  cached?: CachedPages;
}

/** Where a prerendered route's file lies under .next/server/app/ ('/' is index). */
const renderedFile = (appDir: string, route: string, extension: string) =>
  path.join(appDir, `${route === '/' ? '/index' : route}${extension}`);

/** Where a page is served from in out/ (trailing slashes: a folder's index.html). */
const pageFile = (outDir: string, route: string) =>
  route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, route, 'index.html');

/** Where the page at a site address ('/articles/x/', '/404/') is served from, under out/. */
const addressKey = (address: string) => (address === '/404/' ? '404.html' : `${address.slice(1)}index.html`);

/**
 * Replaces outDir with the static site next build prerendered in distDir (see the head of this
 * file). Throws, with one line a problem, before touching outDir when the build is not static.
 * With a page cache, the pages the plan restores are linked from it (linkOrCopy), and every
 * page of the plan must then be in outDir; the client-bundle step keeps the rendered ones in
 * the cache once it has rewritten them (keepRewrittenPages, cached-pages.ts).
 */
export function exportPages(options: {
  distDir: string;
  outDir: string;
  publicDir: string;
  cache?: ExportCache;
  /** A stock of outDir taken since anything last wrote it (takeStockInThread); else taken here when needed. */
  stock?: OutStock;
  /**
   * Pages of an out/ updated in place (paths under it) that a later step writes again where
   * they are, the old addresses' pages (redirect-pages.ts): left there, not removed.
   */
  leftInPlace?: ReadonlySet<string>;
}): ExportSummary {
  const { distDir, outDir, publicDir, cache } = options;
  // Read once: at 50,000 articles the manifest is about 45 MB of JSON.
  const prerender = prerenderManifest(distDir);
  const problems = staticExportProblems(distDir, prerender);
  if (problems.length > 0) throw new Error(`export pages: ${problems.join('; ')}`);
  const appDir = path.join(distDir, 'server', 'app');

  // An incremental build updates the last out/ in place (out-in-place.ts); any other starts anew.
  const stock = cache && cache.plan.restore.length > 0 ? (options.stock ?? takeStock(outDir)) : undefined;
  if (stock) {
    // The pages this build restores, by their file under out/: each is kept if it is that file already.
    const restored = new Map<string, string>();
    for (const address of cache!.plan.restore) {
      const fingerprint = cache!.plan.pages[address];
      if (fingerprint) restored.set(addressKey(address), cachedPageFile(cache!.dir, fingerprint));
    }
    removeOldPages(stock, restored, options.leftInPlace);
  } else {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });
  }
  if (fs.existsSync(publicDir)) fs.cpSync(publicDir, outDir, { recursive: true });
  fs.cpSync(path.join(distDir, 'static'), path.join(outDir, '_next', 'static'), { recursive: true });

  const summary: ExportSummary = { pages: 0, routeHandlers: 0, restored: 0, ...(stock && { stock }) };
  const written = new Set<string>();
  const copy = (from: string, to: string) => {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    try {
      fs.copyFileSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error(`export pages: ${from} is missing; expected next build to have prerendered it`);
      throw error;
    }
  };
  for (const [route, { routeType }] of Object.entries(prerender.routes)) {
    if (SKIPPED_ROUTES.has(route)) continue;
    if (routeType === 'route') {
      copy(renderedFile(appDir, route, '.body'), path.join(outDir, route));
      summary.routeHandlers++;
    } else if (route === NOT_FOUND_ROUTE) {
      // Hosts answer every unknown address with 404.html and status 404; no copy at an address
      // of its own, which a host would answer with 200.
      copy(renderedFile(appDir, route, '.html'), path.join(outDir, '404.html'));
      written.add(path.join(outDir, '404.html'));
      summary.pages++;
    } else {
      copy(renderedFile(appDir, route, '.html'), pageFile(outDir, route));
      written.add(pageFile(outDir, route));
      summary.pages++;
    }
  }
  if (cache) summary.cached = restore(cache, outDir, written, summary);
  return summary;
}

/**
 * Puts the pages the plan restores into outDir from the cache, already rewritten for the
 * client bundle. A page of the plan that is neither rendered nor in the cache, or whose facts
 * the cache's record lacks, stops the build: out/ would lack it, or a step would read it.
 */
function restore(cache: ExportCache, outDir: string, written: Set<string>, summary: ExportSummary): CachedPages {
  const { dir, plan } = cache;
  const restoring = new Set(plan.restore);
  const cached: CachedPages = { dir, plan, bundle: undefined, restored: new Map(), rendered: new Map() };
  let record: CachedPagesRecord | undefined;
  for (const [address, fingerprint] of Object.entries(plan.pages)) {
    const key = addressKey(address);
    const file = path.join(outDir, key);
    if (written.has(file)) {
      cached.rendered.set(key, fingerprint);
      continue;
    }
    const hash = plan.hashes[fingerprint];
    if (!restoring.has(address) || !hash)
      throw new Error(`export pages: ${address} was neither rendered by next build nor restored from ${dir}`);
    if (!record) {
      const read = readCachedPages(dir);
      if ('reason' in read) throw new Error(`export pages: ${read.reason}; run the build again with BUILD_FULL=1`);
      record = read.record;
    }
    const facts = record.pages[fingerprint];
    if (facts?.sha256 !== hash)
      throw new Error(
        `export pages: ${cachedPagesFile(dir)} has no facts of the cached page ${address} as the plan found it; run the build again with BUILD_FULL=1`,
      );
    const from = cachedPageFile(dir, fingerprint);
    // A page kept in place is as the stock found it: its change time is the stock's.
    const kept = summary.stock?.kept.has(key) ? summary.stock.files.get(key) : undefined;
    try {
      if (!kept) linkOrCopy(from, file);
    } catch (error) {
      throw new Error(
        `export pages: ${from} (the cached page ${address}): ${(error as Error).message}; run the build again with BUILD_FULL=1`,
      );
    }
    const ctimeMs = kept ? stockCtimeMs(kept.ctimeNs) : fs.lstatSync(file).ctimeMs;
    cached.restored.set(key, { ...facts, fingerprint, ctimeMs });
    summary.pages++;
    summary.restored++;
  }
  cached.bundle = record?.bundle;
  return cached;
}

/**
 * A hard link costs no copy of the bytes; another file system (PAGE_CACHE_DIR elsewhere) gets a
 * copy. A linked page shares its bytes with the cache: no step writes a restored page (the
 * client-bundle step leaves them as they are, the redirects step refuses a page of the build),
 * and the cache is only ever written through new files renamed into place (writeWhole).
 */
function linkOrCopy(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    fs.copyFileSync(from, to);
  }
}
