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
// The export mode also refused a build that could not be static; those checks are here: every
// page and route handler must have been prerendered, and no middleware or server action may exist.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import {
  type BuildPlan,
  cachedPageFile,
  manifestFile,
  PAGE_CACHE_FORMAT,
  type PageCacheManifest,
  writeWhole,
} from '../../lib/build/page-cache.ts';

const prerenderManifestSchema = z.object({
  routes: z.record(z.string(), z.object({ routeType: z.enum(['page', 'route']).optional() })),
  dynamicRoutes: z.record(z.string(), z.object({ fallback: z.union([z.literal(false), z.string(), z.null()]) })),
});
const appPathRoutesSchema = z.record(z.string(), z.string());
const middlewareManifestSchema = z.object({ middleware: z.record(z.string(), z.unknown()) });
const serverActionsSchema = z.object({
  node: z.record(z.string(), z.unknown()),
  edge: z.record(z.string(), z.unknown()),
});

/** Next.js's routes that are no page of the site: the error boundary's own document. */
const SKIPPED_ROUTES = new Set(['/_global-error']);
const NOT_FOUND_ROUTE = '/_not-found';

export interface ExportSummary {
  pages: number;
  routeHandlers: number;
  /** Pages copied from the page cache instead of from what next build rendered. */
  restored: number;
}

/** The page cache of an incremental build (lib/build/page-cache.ts): its folder and this build's plan. */
export interface ExportCache {
  dir: string;
  plan: BuildPlan;
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`export pages: ${file} is missing; expected the output of next build`);
    throw new Error(`export pages: ${file}: ${(error as Error).message}; expected the manifest next build writes`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `export pages: ${file}: ${issue.path.join('.') || '(top level)'} ${issue.message}; expected the manifest next build writes`,
    );
  }
  return parsed.data;
}

/** Where a prerendered route's file lies under .next/server/app/ ('/' is index). */
const renderedFile = (appDir: string, route: string, extension: string) =>
  path.join(appDir, `${route === '/' ? '/index' : route}${extension}`);

/** Where a page is served from in out/ (trailing slashes: a folder's index.html). */
const pageFile = (outDir: string, route: string) =>
  route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, route, 'index.html');

/** Where the page at a site address ('/articles/x/', '/404/') is served from in out/. */
const addressFile = (outDir: string, address: string) =>
  address === '/404/' ? path.join(outDir, '404.html') : path.join(outDir, address, 'index.html');

/**
 * What keeps the build from being a static site, one line each: a page or route handler
 * rendered per request (no generateStaticParams, dynamicParams left on, request data read),
 * middleware, or a server action. Empty when every address is a file.
 */
export function staticExportProblems(
  distDir: string,
  prerender = readJson(path.join(distDir, 'prerender-manifest.json'), prerenderManifestSchema),
): string[] {
  const appPaths = readJson(path.join(distDir, 'app-path-routes-manifest.json'), appPathRoutesSchema);
  const problems: string[] = [];
  for (const [entry, route] of Object.entries(appPaths)) {
    if (route in prerender.routes) continue;
    const dynamic = prerender.dynamicRoutes[route];
    if (dynamic?.fallback === false) continue;
    problems.push(
      dynamic
        ? `${route} (${entry}) renders addresses it did not list at build time; expected export const dynamicParams = false`
        : `${route} (${entry}) was not prerendered; expected a page or route handler that reads no request data`,
    );
  }
  const middlewareFile = path.join(distDir, 'server', 'middleware-manifest.json');
  if (fs.existsSync(middlewareFile)) {
    const middleware = Object.keys(readJson(middlewareFile, middlewareManifestSchema).middleware);
    if (middleware.length > 0) problems.push(`middleware (${middleware.join(', ')}) needs a server; expected none`);
  }
  const actionsFile = path.join(distDir, 'server', 'server-reference-manifest.json');
  if (fs.existsSync(actionsFile)) {
    const actions = readJson(actionsFile, serverActionsSchema);
    const count = Object.keys(actions.node).length + Object.keys(actions.edge).length;
    if (count > 0) problems.push(`${count} server action(s) need a server; expected none`);
  }
  return problems;
}

/**
 * Replaces outDir with the static site next build prerendered in distDir (see the head of this
 * file). Throws, with one line a problem, before touching outDir when the build is not static.
 * With a page cache, the pages the plan restores are copied from it, every page of the plan
 * must then be in outDir, and the pages rendered are kept in the cache for the next build.
 */
export function exportPages(options: {
  distDir: string;
  outDir: string;
  publicDir: string;
  cache?: ExportCache;
}): ExportSummary {
  const { distDir, outDir, publicDir, cache } = options;
  // Read once: at 50,000 articles the manifest is about 45 MB of JSON.
  const prerender = readJson(path.join(distDir, 'prerender-manifest.json'), prerenderManifestSchema);
  const problems = staticExportProblems(distDir, prerender);
  if (problems.length > 0) throw new Error(`export pages: ${problems.join('; ')}`);
  const appDir = path.join(distDir, 'server', 'app');

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  if (fs.existsSync(publicDir)) fs.cpSync(publicDir, outDir, { recursive: true });
  fs.cpSync(path.join(distDir, 'static'), path.join(outDir, '_next', 'static'), { recursive: true });

  const summary: ExportSummary = { pages: 0, routeHandlers: 0, restored: 0 };
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
  if (cache) restoreAndKeep(cache, outDir, written, summary);
  return summary;
}

/**
 * Copies the pages the plan restores from the cache into outDir, then keeps every page this
 * build rendered in the cache and writes the cache's manifest for the next build. A page of the
 * plan that is neither rendered nor in the cache stops the build: out/ would lack it.
 */
function restoreAndKeep(cache: ExportCache, outDir: string, written: Set<string>, summary: ExportSummary): void {
  const { dir, plan } = cache;
  const restore = new Set(plan.restore);
  const kept = new Set<string>();
  const hashes: Record<string, string> = {};
  for (const [address, fingerprint] of Object.entries(plan.pages)) {
    const file = addressFile(outDir, address);
    const cached = cachedPageFile(dir, fingerprint);
    if (written.has(file)) {
      const html = fs.readFileSync(file);
      writeWhole(cached, html);
      hashes[fingerprint] = createHash('sha256').update(html).digest('hex');
    } else if (restore.has(address) && plan.hashes[fingerprint]) {
      hashes[fingerprint] = plan.hashes[fingerprint];
      fs.mkdirSync(path.dirname(file), { recursive: true });
      try {
        fs.copyFileSync(cached, file);
      } catch (error) {
        throw new Error(
          `export pages: ${cached} (the cached page ${address}): ${(error as Error).message}; run the build again with BUILD_FULL=1`,
        );
      }
      summary.pages++;
      summary.restored++;
    } else {
      throw new Error(`export pages: ${address} was neither rendered by next build nor restored from ${dir}`);
    }
    kept.add(path.basename(cached));
  }
  const manifest: PageCacheManifest = {
    format: PAGE_CACHE_FORMAT,
    buildHash: plan.buildHash,
    pages: plan.pages,
    hashes,
  };
  writeWhole(manifestFile(dir), JSON.stringify(manifest));
  // Pages of earlier builds that no page of this one has: the cache holds one build's pages.
  const htmlDir = path.dirname(cachedPageFile(dir, 'x'));
  for (const name of fs.readdirSync(htmlDir)) if (!kept.has(name)) fs.rmSync(path.join(htmlDir, name), { force: true });
}
