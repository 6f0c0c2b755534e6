import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { StampMemo } from '../../lib/build/file-digest.ts';
import {
  type BuildPlan,
  cachedPageFile,
  manifestFile,
  PAGE_CACHE_FORMAT,
  pageDigestsFile,
} from '../../lib/build/page-cache.ts';
import { siteFoldersRemovedAfterAll, writeSiteFile as write } from '../../tests/support/hosting/site-folder.ts';
import { listSiteFiles } from '../hosting/site-files.ts';
import { rewriteSite } from '../page-rewrite.ts';
import {
  bundleTags,
  type CachedPages,
  checkRestoredBundle,
  keepRewrittenPages,
  type KnownFile,
  readCachedPages,
} from './cached-pages.ts';
import { exportPages } from './export-pages.ts';

const folderWith = siteFoldersRemovedAfterAll();
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A page as next build writes it: the router's scripts and preload, and twitter copies of Open Graph's text on some. */
const nextPage = (title: string, twitter: boolean) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>` +
  `<link rel="preload" as="script" href="/_next/static/chunks/b.js"/><script src="/_next/static/chunks/c.js" async=""></script>` +
  `<meta property="og:title" content="${title}"/>${twitter ? `<meta name="twitter:title" content="${title}"/>` : ''}` +
  `</head><body><p>${title}</p><script>self.__next_f.push([1,"${title}"])</script></body></html>`;

const PAGES: Record<string, { route: string; file: string; html: string; fingerprint: string }> = {
  '/': { route: '/', file: 'index', html: nextPage('home', false), fingerprint: 'c'.repeat(32) },
  '/articles/a/': { route: '/articles/a', file: 'articles/a', html: nextPage('a', true), fingerprint: 'a'.repeat(32) },
  '/articles/b/': { route: '/articles/b', file: 'articles/b', html: nextPage('b', false), fingerprint: 'b'.repeat(32) },
  '/404/': {
    route: '/_not-found',
    file: '_not-found',
    html: nextPage('not found', false),
    fingerprint: 'd'.repeat(32),
  },
};

const BUNDLE = {
  entry: '/_next/static/shell/shell-X.js',
  preload: ['/_next/static/shell/chunk-Y.js'],
  files: [
    { url: '/_next/static/shell/shell-X.js', bytes: 1 },
    { url: '/_next/static/shell/chunk-Y.js', bytes: 1 },
  ],
};

/** A project whose next build rendered the pages at `rendered` (every page unless given), and its plan. */
function project(cacheFrom?: string, restore: string[] = []) {
  const rendered = Object.keys(PAGES).filter((address) => !restore.includes(address));
  const routes = Object.fromEntries(rendered.map((address) => [PAGES[address]!.route, { routeType: 'page' }]));
  const root = folderWith({
    '.next/prerender-manifest.json': JSON.stringify({ routes, dynamicRoutes: {} }),
    '.next/app-path-routes-manifest.json': JSON.stringify({}),
    ...Object.fromEntries(
      rendered.map((address) => [`.next/server/app/${PAGES[address]!.file}.html`, PAGES[address]!.html]),
    ),
    '.next/static/chunks/a.css': 'p{}',
    '.next/static/chunks/b.js': 'b()',
    '.next/static/chunks/c.js': 'c()',
  });
  const dir = path.join(root, '.cache/pages/site');
  if (cacheFrom) cpSync(cacheFrom, dir, { recursive: true });
  const pages = Object.fromEntries(Object.entries(PAGES).map(([address, page]) => [address, page.fingerprint]));
  const manifest = cacheFrom && JSON.parse(readFileSync(manifestFile(dir), 'utf8'));
  const plan: BuildPlan = {
    format: PAGE_CACHE_FORMAT,
    key: 'key',
    buildHash: 'hash',
    pages,
    restore,
    hashes: Object.fromEntries(restore.map((address) => [pages[address]!, manifest.hashes[pages[address]!]])),
  };
  return { root, dir, plan, outDir: path.join(root, 'out') };
}

/** The post-build's first two steps as run.ts runs them: the export, then the rewrite that keeps the rendered pages. */
function exportAndRewrite(built: ReturnType<typeof project>, bundle = BUNDLE) {
  const { root, dir, plan, outDir } = built;
  const exported = exportPages({
    distDir: path.join(root, '.next'),
    outDir,
    publicDir: path.join(root, 'public'),
    cache: { dir, plan },
  });
  const cached = exported.cached!;
  checkRestoredBundle(cached, bundle);
  const known = new Map<string, KnownFile>();
  const keeper = keepRewrittenPages(cached, bundle, outDir, known);
  const summary = rewriteSite(outDir, bundle, { rewritten: cached.restored, onRewritten: keeper.keep });
  keeper.finish();
  return { exported, cached, summary, known, keeper };
}

const filesOf = (dir: string) =>
  Object.fromEntries(listSiteFiles(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));

describe('the page cache of rewritten pages', () => {
  it('gives an incremental export and rewrite the out/ and the cache of a full one', () => {
    const full = project();
    const first = exportAndRewrite(full);
    expect(first.summary).toMatchObject({ pages: 4, unchanged: 0, scriptsRemoved: 2 });

    const incremental = project(full.dir, ['/', '/articles/a/']);
    const restoredHome = cachedPageFile(incremental.dir, PAGES['/']!.fingerprint);
    const cachedBefore = readFileSync(restoredHome, 'utf8');
    const second = exportAndRewrite(incremental);
    expect(second.exported).toMatchObject({ pages: 4, restored: 2 });
    expect(second.summary).toMatchObject({ pages: 2, unchanged: 2, scriptsRemoved: 2, matches: first.summary.matches });
    // Byte for byte the full build's out/ and cache, the restored pages as they were cached.
    expect(filesOf(incremental.outDir)).toEqual(filesOf(full.outDir));
    expect(filesOf(incremental.dir)).toEqual(filesOf(full.dir));
    expect(readFileSync(restoredHome, 'utf8')).toBe(cachedBefore);
    expect(statSync(path.join(incremental.outDir, 'index.html')).ino).toBe(statSync(restoredHome).ino);
    // The restored pages' links kept the stylesheet (a router script no page links is gone).
    expect(existsSync(path.join(incremental.outDir, '_next/static/chunks/a.css'))).toBe(true);
    expect(existsSync(path.join(incremental.outDir, '_next/static/chunks/c.js'))).toBe(false);
  });

  it('keeps each rendered page rewritten (a link to its file in out/), with its facts, drops the pages of no page of this build, and knows every page', () => {
    const full = project();
    write(full.dir, path.relative(full.dir, cachedPageFile(full.dir, 'e'.repeat(32))), 'a page no build has now');
    const { known } = exportAndRewrite(full);
    expect(existsSync(cachedPageFile(full.dir, 'e'.repeat(32)))).toBe(false);
    const read = readCachedPages(full.dir);
    if ('reason' in read) throw new Error(read.reason);
    expect(read.record.bundle).toBe(bundleTags(BUNDLE));
    const manifest = JSON.parse(readFileSync(manifestFile(full.dir), 'utf8'));
    expect(manifest.pages).toEqual(
      Object.fromEntries(Object.entries(PAGES).map(([address, page]) => [address, page.fingerprint])),
    );
    for (const [address, page] of Object.entries(PAGES)) {
      const key = address === '/404/' ? '404.html' : `${address.slice(1)}index.html`;
      const out = readFileSync(path.join(full.outDir, key));
      expect(readFileSync(cachedPageFile(full.dir, page.fingerprint)).equals(out), address).toBe(true);
      // The very file: the next build keeps it in out/ as it is (out-in-place.ts).
      expect(statSync(path.join(full.outDir, key)).ino).toBe(statSync(cachedPageFile(full.dir, page.fingerprint)).ino);
      expect(out.toString()).toContain(`<script type="module" src="${BUNDLE.entry}"></script>`);
      expect(manifest.hashes[page.fingerprint]).toBe(sha256(out));
      expect(read.record.pages[page.fingerprint]).toEqual({
        sha256: sha256(out),
        md5: md5(out),
        size: out.length,
        links: ['/_next/static/chunks/a.css', ...BUNDLE.preload, BUNDLE.entry],
        matches: { routerScripts: 2, headEnd: 1, scriptPreloads: 1, twitterCopies: address === '/articles/a/' ? 1 : 0 },
      });
      expect(known.get(key)).toEqual({
        size: out.length,
        md5: md5(out),
        sha256: sha256(out),
        ctimeMs: statSync(path.join(full.outDir, key)).ctimeMs,
      });
    }
  });

  it('keeps the SHA-256 of each page it rendered for the next plan, once the pages are old enough', () => {
    const full = project();
    const { keeper } = exportAndRewrite(full);
    const fileOf = (address: string) => cachedPageFile(full.dir, PAGES[address]!.fingerprint);
    // At once, the pages linked a moment ago are not remembered: the plan would read them.
    keeper.keepDigests();
    for (const address of Object.keys(PAGES))
      expect(new StampMemo().load(pageDigestsFile(full.dir)).peek(fileOf(address)), address).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      keeper.keepDigests();
    } finally {
      vi.useRealTimers();
    }
    const digests = new StampMemo().load(pageDigestsFile(full.dir));
    for (const address of Object.keys(PAGES))
      expect(digests.peek(fileOf(address)), address).toBe(sha256(readFileSync(fileOf(address))));
  });

  it('stops before the rewrite when the restored pages were rewritten for another bundle, and drops the manifest', () => {
    const full = project();
    exportAndRewrite(full);
    const incremental = project(full.dir, ['/articles/b/']);
    const other = { ...BUNDLE, entry: '/_next/static/shell/shell-Z.js' };
    expect(() => exportAndRewrite(incremental, other)).toThrow(
      `client bundle: the 1 pages restored from ${incremental.dir} were rewritten for another client bundle than this build's (entry /_next/static/shell/shell-Z.js), with the same code and settings; expected the bundle to be reproducible. The page cache's manifest is removed: the next build renders every page`,
    );
    expect(existsSync(manifestFile(incremental.dir))).toBe(false);
    // With no page restored, another bundle is this build's to rewrite every page for.
    const cached: CachedPages = {
      dir: full.dir,
      plan: full.plan,
      bundle: undefined,
      restored: new Map(),
      rendered: new Map(),
    };
    expect(() => checkRestoredBundle(cached, other)).not.toThrow();
  });
});
