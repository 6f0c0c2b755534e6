import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { type BuildPlan, cachedPageFile, manifestFile, PAGE_CACHE_FORMAT } from '../../lib/build/page-cache.ts';
import { siteFoldersRemovedAfterAll, writeSiteFile as write } from '../../tests/support/hosting/site-folder.ts';
import { bytesFacts, type PageFacts, writeCachedPages } from './cached-pages.ts';
import { exportPages } from './export-pages.ts';
import { staticExportProblems } from './static-export.ts';

const folderWith = siteFoldersRemovedAfterAll();

/** A .next/ as next build leaves it for a site of a home page, two articles, a feed and the not-found page. */
function builtProject(overrides: { appPaths?: Record<string, string> } = {}) {
  const prerenderManifest = {
    version: 4,
    routes: {
      '/': { routeType: 'page' },
      '/articles/a': { routeType: 'page' },
      '/articles/b': { routeType: 'page' },
      '/rss.xml': { routeType: 'route' },
      '/_not-found': { routeType: 'page', initialStatus: 404 },
      '/_global-error': { routeType: 'page' },
    },
    dynamicRoutes: { '/articles/[slug]': { fallback: false } },
    notFoundRoutes: [],
  };
  const appPaths = overrides.appPaths ?? {
    '/page': '/',
    '/articles/[slug]/page': '/articles/[slug]',
    '/rss.xml/route': '/rss.xml',
    '/_not-found/page': '/_not-found',
    '/_global-error/page': '/_global-error',
  };
  const rendered = {
    'index.html': '<p>home</p>',
    'index.rsc': '0:rsc',
    'articles/a.html': '<p>a</p>',
    'articles/a.rsc': '0:rsc',
    'articles/a.segments/_tree.segment.rsc': '0:rsc',
    'articles/b.html': '<p>b</p>',
    'rss.xml.body': '<rss/>',
    '_not-found.html': '<p>not found</p>',
    '_global-error.html': '<p>error</p>',
  };
  const root = folderWith({
    '.next/prerender-manifest.json': JSON.stringify(prerenderManifest),
    '.next/app-path-routes-manifest.json': JSON.stringify(appPaths),
    '.next/server/middleware-manifest.json': JSON.stringify({ version: 3, middleware: {} }),
    '.next/server/server-reference-manifest.json': JSON.stringify({ node: {}, edge: {} }),
    ...Object.fromEntries(Object.entries(rendered).map(([file, text]) => [`.next/server/app/${file}`, text])),
    '.next/static/chunks/c.js': 'chunk()',
    'public/logo.svg': '<svg/>',
  });
  return {
    root,
    distDir: path.join(root, '.next'),
    outDir: path.join(root, 'out'),
    publicDir: path.join(root, 'public'),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const read = (root: string, relative: string) => readFileSync(path.join(root, relative), 'utf8');

describe('exportPages', () => {
  it("writes each page at its address, the route handlers' answers, 404.html, the static files and public/", () => {
    const project = builtProject();
    write(project.root, 'out/stale.html', 'from an older build');
    expect(exportPages(project)).toEqual({ pages: 4, routeHandlers: 1, restored: 0 });
    expect(read(project.root, 'out/index.html')).toBe('<p>home</p>');
    expect(read(project.root, 'out/articles/a/index.html')).toBe('<p>a</p>');
    expect(read(project.root, 'out/articles/b/index.html')).toBe('<p>b</p>');
    expect(read(project.root, 'out/rss.xml')).toBe('<rss/>');
    expect(read(project.root, 'out/404.html')).toBe('<p>not found</p>');
    expect(read(project.root, 'out/_next/static/chunks/c.js')).toBe('chunk()');
    expect(read(project.root, 'out/logo.svg')).toBe('<svg/>');
    // Not written: the router's payload and segment files, the error document, a second
    // not-found page at an address of its own, and anything of an older out/.
    for (const absent of ['index.txt', 'articles/a/index.txt', '_global-error', '_not-found', '404', 'stale.html'])
      expect(existsSync(path.join(project.outDir, absent)), absent).toBe(false);
    // .next/ keeps every file, so the post-build can run again on the same build.
    expect(existsSync(path.join(project.distDir, 'server/app/articles/a.html'))).toBe(true);
    expect(exportPages(project)).toEqual({ pages: 4, routeHandlers: 1, restored: 0 });
  });

  it('names a prerendered page whose file is missing', () => {
    const project = builtProject();
    rmSync(path.join(project.distDir, 'server/app/articles/b.html'));
    expect(() => exportPages(project)).toThrow(
      `export pages: ${path.join(project.distDir, 'server/app/articles/b.html')} is missing; expected next build to have prerendered it`,
    );
  });

  it('leaves out/ alone and names the manifest when there is no build', () => {
    const project = builtProject();
    rmSync(project.distDir, { recursive: true });
    write(project.root, 'out/index.html', 'kept');
    expect(() => exportPages(project)).toThrow(
      `export pages: ${path.join(project.distDir, 'prerender-manifest.json')} is missing; expected the output of next build`,
    );
    expect(read(project.root, 'out/index.html')).toBe('kept');
  });
});

describe('staticExportProblems', () => {
  it('finds none in a build whose every address was prerendered', () => {
    expect(staticExportProblems(builtProject().distDir)).toEqual([]);
  });

  it('names a page rendered per request and a dynamic route that renders addresses it did not list', () => {
    const project = builtProject({
      appPaths: { '/page': '/', '/search/page': '/search', '/tags/[tag]/page': '/tags/[tag]' },
    });
    const manifest = JSON.parse(read(project.distDir, 'prerender-manifest.json'));
    manifest.dynamicRoutes['/tags/[tag]'] = { fallback: null };
    write(project.distDir, 'prerender-manifest.json', JSON.stringify(manifest));
    expect(staticExportProblems(project.distDir)).toEqual([
      '/search (/search/page) was not prerendered; expected a page or route handler that reads no request data',
      '/tags/[tag] (/tags/[tag]/page) renders addresses it did not list at build time; expected export const dynamicParams = false',
    ]);
  });

  it('names middleware and server actions, which need a server', () => {
    const project = builtProject();
    write(project.distDir, 'server/middleware-manifest.json', JSON.stringify({ middleware: { '/': {} } }));
    write(
      project.distDir,
      'server/server-reference-manifest.json',
      JSON.stringify({ node: { abc: {}, def: {} }, edge: {} }),
    );
    expect(staticExportProblems(project.distDir)).toEqual([
      'middleware (/) needs a server; expected none',
      '2 server action(s) need a server; expected none',
    ]);
  });

  it('names a manifest that is not JSON', () => {
    const project = builtProject();
    write(project.distDir, 'prerender-manifest.json', '{"routes":');
    expect(() => staticExportProblems(project.distDir)).toThrow(
      `export pages: ${path.join(project.distDir, 'prerender-manifest.json')}: Unexpected end of JSON input`,
    );
  });

  it('names the field of a manifest that is not what next build writes', () => {
    const project = builtProject();
    write(project.distDir, 'prerender-manifest.json', JSON.stringify({ routes: [] }));
    expect(() => staticExportProblems(project.distDir)).toThrow(
      `export pages: ${path.join(project.distDir, 'prerender-manifest.json')}: routes`,
    );
  });

  describe('with a page cache', () => {
    const A = 'a'.repeat(32);
    const B = 'b'.repeat(32);
    const HOME = 'c'.repeat(32);
    const NOT_FOUND = 'd'.repeat(32);
    const CACHED_B = '<p>b, from the cache</p>';
    const facts = (text: string): PageFacts => ({
      ...bytesFacts(Buffer.from(text)),
      links: ['/_next/static/chunks/a.css'],
      matches: { routerScripts: 2, headEnd: 1, scriptPreloads: 0, twitterCopies: 2 },
    });
    /** The project above where this build rendered every page but /articles/b/, which the plan restores. */
    function incrementalProject() {
      const project = builtProject();
      const manifest = JSON.parse(read(project.distDir, 'prerender-manifest.json'));
      delete manifest.routes['/articles/b'];
      write(project.distDir, 'prerender-manifest.json', JSON.stringify(manifest));
      const dir = path.join(project.root, '.cache/pages/site');
      write(dir, path.relative(dir, cachedPageFile(dir, B)), CACHED_B);
      write(dir, path.relative(dir, cachedPageFile(dir, 'e'.repeat(32))), '<p>a page no build has now</p>');
      writeCachedPages(dir, { format: 'cached pages 1', bundle: 'tags', pages: { [B]: facts(CACHED_B) } });
      const plan: BuildPlan = {
        format: PAGE_CACHE_FORMAT,
        key: 'key',
        buildHash: 'hash',
        pages: { '/': HOME, '/articles/a/': A, '/articles/b/': B, '/404/': NOT_FOUND },
        restore: ['/articles/b/'],
        hashes: { [B]: sha256(CACHED_B) },
      };
      return { project, dir, plan };
    }

    it('links the restored pages from it and says which pages came from where', () => {
      const { project, dir, plan } = incrementalProject();
      const { cached, ...summary } = exportPages({ ...project, cache: { dir, plan } });
      expect(summary).toEqual({ pages: 4, routeHandlers: 1, restored: 1 });
      expect(read(project.root, 'out/articles/b/index.html')).toBe(CACHED_B);
      expect(read(project.root, 'out/articles/a/index.html')).toBe('<p>a</p>');
      // The very bytes of the cache, not a copy; a rendered page is a file of its own.
      expect(statSync(path.join(project.outDir, 'articles/b/index.html')).ino).toBe(
        statSync(cachedPageFile(dir, B)).ino,
      );
      expect(statSync(path.join(project.outDir, 'articles/a/index.html')).nlink).toBe(1);
      expect(cached?.bundle).toBe('tags');
      expect(cached?.rendered).toEqual(
        new Map([
          ['index.html', HOME],
          ['articles/a/index.html', A],
          ['404.html', NOT_FOUND],
        ]),
      );
      expect([...cached!.restored.keys()]).toEqual(['articles/b/index.html']);
      expect(cached!.restored.get('articles/b/index.html')).toEqual({
        ...facts(CACHED_B),
        fingerprint: B,
        ctimeMs: statSync(path.join(project.outDir, 'articles/b/index.html')).ctimeMs,
      });
      // The cache is kept once the rendered pages are rewritten (the client-bundle step), not here.
      expect(existsSync(manifestFile(dir))).toBe(false);
      expect(existsSync(cachedPageFile(dir, 'e'.repeat(32)))).toBe(true);
    });

    it('stops at a page of the plan that was neither rendered nor restored, and at a cached page gone missing', () => {
      const { project, dir, plan } = incrementalProject();
      expect(() => exportPages({ ...project, cache: { dir, plan: { ...plan, restore: [] } } })).toThrow(
        `export pages: /articles/b/ was neither rendered by next build nor restored from ${dir}`,
      );
      rmSync(cachedPageFile(dir, B));
      expect(() => exportPages({ ...project, cache: { dir, plan } })).toThrow(
        `export pages: ${cachedPageFile(dir, B)} (the cached page /articles/b/): ENOENT`,
      );
    });

    it('stops at a restored page whose facts the record lacks, or gives for other bytes', () => {
      const { project, dir, plan } = incrementalProject();
      writeCachedPages(dir, { format: 'cached pages 1', bundle: 'tags', pages: { [B]: facts('<p>other</p>') } });
      const lacking = `export pages: ${path.join(dir, 'pages.json')} has no facts of the cached page /articles/b/ as the plan found it; run the build again with BUILD_FULL=1`;
      expect(() => exportPages({ ...project, cache: { dir, plan } })).toThrow(lacking);
      writeCachedPages(dir, { format: 'cached pages 1', bundle: 'tags', pages: {} });
      expect(() => exportPages({ ...project, cache: { dir, plan } })).toThrow(lacking);
      write(dir, 'pages.json', '{"format":"cached pages 0"}');
      expect(() => exportPages({ ...project, cache: { dir, plan } })).toThrow(
        `export pages: ${path.join(dir, 'pages.json')}: format Invalid input: expected "cached pages 1"; expected a cached pages 1 record; run the build again with BUILD_FULL=1`,
      );
    });
  });
});
