// The contract between `next build` and the post-build step that replaces the App Router's
// client (postbuild/client-bundle.ts), held against the real output of the network's sites:
// out/ (npm run build), out-sites/stavkablef/ and out-sites/oranveblof/ (npm run build:site -- {id}). No
// browser: the files are read as hosts would serve them. A Next.js upgrade that writes its
// router differently fails here (or in the post-build's own rules) instead of shipping the
// router's code beside the site's; docs/client-shell.md, "Rules for contributors", says what
// to do then.
//
// What a page may run is what the site writes itself (the same rule the post-build keeps):
// - the islands' bundle: one `<script type="module">` under /_next/static/shell/ in the head,
//   with `<link rel="modulepreload">` for its chunks there;
// - structured data, `<script type="application/ld+json">`;
// - inline scripts the site marks as its own with `data-site-script` (Partytown's snippet);
// - `<script type="text/partytown" data-src>` of the site's third_party_scripts (the build's allowlist).
// Anything else (`self.__next_f`, `__NEXT_DATA__`, the router's runtime and chunks, a no-module
// polyfill) is a script the site did not write.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import type { DefaultTreeAdapterMap } from 'parse5';

import { CLIENT_BUNDLE_DIR } from '../../postbuild/client-bundle.ts';
import { ALLOWLIST_FILE } from '../../hosting/proxy-allowlist.ts';
import { parseRedirectsFile, REDIRECTS_FILE } from '../../hosting/redirects-file.ts';
import { listSiteFiles, pageAddress } from '../../postbuild/hosting/site-files.ts';
import { OFFLINE_PAGE_URL } from '../../browser/service-worker/cache-names.ts';
import { PARTYTOWN_LIB_PATH } from '../../browser/consent/consent-record.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const SITES = [
  { name: 'the default site', dir: 'out', build: 'npm run build' },
  { name: 'stavkablef', dir: 'out-sites/stavkablef', build: 'npm run build:site -- stavkablef' },
  { name: 'oranveblof', dir: 'out-sites/oranveblof', build: 'npm run build:site -- oranveblof' },
] as const;

const BUNDLE_PREFIX = `/${CLIENT_BUNDLE_DIR}/`;
const BUNDLE_ENTRY = new RegExp(`^${BUNDLE_PREFIX}shell-[\\w-]+\\.js$`);
/** What only the router writes in a page: its inline payload (self.__next_f), the pages router's data. */
const PAGE_MARKERS = ['__next_f', '__NEXT_DATA__'];
/** What only the router's scripts say, besides: its bootstrap and the bundlers' runtimes. */
const SCRIPT_MARKERS = [...PAGE_MARKERS, '__next_r', 'TURBOPACK', '__webpack_require__'];
/** Lines of a React Server Components payload, as the router's .txt files hold them. */
const RSC_LINE = /^[0-9a-f]*:(?:HL\[|I\[|"\$S|\{"b":|\[\[)/m;
/** Attributes that hold an address (srcset-like ones hold several). */
const URL_ATTRIBUTES = ['src', 'href', 'poster', 'content'];
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset'];
/** Problems listed in a failure, at most; the count says how many more. */
const SHOWN = 25;

interface Page {
  /** Path in the site's folder, e.g. articles/a/index.html. */
  file: string;
  html: string;
  elements: Element[];
}

interface BuiltSite {
  dir: string;
  files: string[];
  fileSet: Set<string>;
  /** The pages next build wrote (rewritten by the post-build). */
  pages: Page[];
  /** The service worker's offline page, written by the post-build with no script at all. */
  offline: Page | undefined;
  /** The pages at old addresses (out/_redirects), written by the post-build with no script at all. */
  redirectPages: Page[];
  /** The site's origin, from the home page's canonical link: absolute addresses of its own files. */
  origin: string;
  /** The third-party scripts the build allows (the proxy's allowlist); none for a site without. */
  thirdPartyScripts: Set<string>;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');
const startTag = (element: Element) =>
  `<${element.tagName}${element.attrs.map((attr) => ` ${attr.name}="${attr.value}"`).join('')}>`;

/** Every element of a document, template contents included, in document order. */
function elementsOf(node: Node, into: Element[] = []): Element[] {
  if ('tagName' in node) into.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) elementsOf(child, into);
  if ('content' in node && node.content) elementsOf(node.content, into);
  return into;
}

const cache = new Map<string, Promise<BuiltSite>>();

/** A built site, read and parsed once per worker. Fails (never skips) when it was not built. */
function builtSite(site: (typeof SITES)[number]): Promise<BuiltSite> {
  const dir = path.resolve(site.dir);
  const missing = `${site.dir}/index.html is missing: run \`${site.build}\` first (npm test does)`;
  expect(existsSync(path.join(dir, 'index.html')), missing).toBe(true);
  let loaded = cache.get(dir);
  if (!loaded) {
    loaded = readSite(dir);
    cache.set(dir, loaded);
  }
  return loaded;
}

async function readSite(dir: string): Promise<BuiltSite> {
  const { parse } = await import('parse5');
  const files = listSiteFiles(dir);
  const read = (file: string): Page => {
    const html = readFileSync(path.join(dir, file), 'utf8');
    return { file, html, elements: elementsOf(parse(html)) };
  };
  // Partytown's own files (its service-worker sandbox page) are the library's, copied as they are.
  const html = files.filter((file) => file.endsWith('.html') && !`/${file}`.startsWith(PARTYTOWN_LIB_PATH));
  const offlineFile = OFFLINE_PAGE_URL.slice(1);
  const redirectsFile = path.join(dir, REDIRECTS_FILE);
  const redirectFiles = new Set(
    [...parseRedirectsFile(existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '').keys()]
      .filter((from) => from.endsWith('/'))
      .map((from) => `${from.slice(1)}index.html`),
  );
  const pages = html.filter((file) => file !== offlineFile && !redirectFiles.has(file)).map(read);
  const home = pages.find((page) => page.file === 'index.html')!;
  const canonical = home.elements.find((link) => link.tagName === 'link' && attribute(link, 'rel') === 'canonical');
  const allowlist = path.join(dir, ALLOWLIST_FILE);
  return {
    dir,
    files,
    fileSet: new Set(files),
    pages,
    offline: html.includes(offlineFile) ? read(offlineFile) : undefined,
    redirectPages: [...redirectFiles].map(read),
    origin: new URL(attribute(canonical!, 'href')!).origin,
    thirdPartyScripts: new Set(existsSync(allowlist) ? (JSON.parse(readFileSync(allowlist, 'utf8')) as string[]) : []),
  };
}

/** Whether a site address (/_next/…) is a file of the build. */
const has = (site: BuiltSite, url: string) => site.fileSet.has(decodeURIComponent(url).slice(1));

/** The list a failure shows: the first problems and how many more there are. */
function shown(problems: string[]): string[] {
  return problems.length <= SHOWN ? problems : [...problems.slice(0, SHOWN), `… and ${problems.length - SHOWN} more`];
}

/** Why a file of the build is the router's, or undefined when it is not. */
function routerFile(site: BuiltSite, file: string): string | undefined {
  const segments = file.split('/');
  const name = segments.at(-1)!;
  if (segments.some((segment) => segment.startsWith('__next'))) return "a segment payload of the router's (__next.*)";
  if (name === 'index.txt') return "the router's payload of a page (index.txt)";
  if (name.endsWith('.rsc')) return 'a React Server Components payload (.rsc)';
  if (file.startsWith('_next/') && !file.startsWith('_next/static/')) return 'a file of Next.js outside _next/static/';
  if (file.startsWith('_next/') && /\.m?js$/.test(name) && !`/${file}`.startsWith(BUNDLE_PREFIX)) {
    return "a script of Next.js's client (the router's runtime, chunks or build manifests)";
  }
  if (name.endsWith('.txt') && RSC_LINE.test(readFileSync(path.join(site.dir, file), 'utf8').slice(0, 4096))) {
    return 'a .txt file that reads as a React Server Components payload';
  }
  return undefined;
}

/** What is wrong with the scripts and script links of one page the site's pages are built from. */
function pageScriptProblems(site: BuiltSite, page: Page, entries: Set<string>): string[] {
  const problems: string[] = [];
  const problem = (what: string) => problems.push(`${page.file}: ${what}`);
  for (const marker of PAGE_MARKERS) if (page.html.includes(marker)) problem(`the router's ${marker} is in the page`);
  const head = page.elements.find((element) => element.tagName === 'head');
  const inHead = new Set(head ? elementsOf(head) : []);
  let bundleScripts = 0;
  for (const element of page.elements) {
    if (element.tagName === 'script') {
      const src = attribute(element, 'src');
      const type = attribute(element, 'type') ?? '';
      const text = textOf(element);
      const isEntry = type === 'module' && src !== undefined && BUNDLE_ENTRY.test(src);
      if (isEntry) {
        bundleScripts++;
        entries.add(src);
        if (!inHead.has(element)) problem(`the islands' bundle ${src} is linked outside the head`);
      }
      const siteWrote =
        isEntry ||
        (type === 'application/ld+json' && src === undefined) ||
        (attribute(element, 'data-site-script') !== undefined && src === undefined) ||
        (type === 'text/partytown' &&
          src === undefined &&
          site.thirdPartyScripts.has(attribute(element, 'data-src') ?? ''));
      if (!siteWrote) problem(`a script the site did not write: ${startTag(element)}${text.slice(0, 60)}`);
      else if (SCRIPT_MARKERS.some((marker) => text.includes(marker))) {
        problem(`a script of the site's holds the router's code: ${startTag(element)}`);
      }
    } else if (element.tagName === 'link') {
      const rel = (attribute(element, 'rel') ?? '').split(/\s+/);
      const href = attribute(element, 'href') ?? '';
      if (rel.includes('modulepreload') && !href.startsWith(BUNDLE_PREFIX)) {
        problem(`a module preload not of the site's bundle: ${startTag(element)}`);
      }
      if (rel.includes('preload') && attribute(element, 'as') === 'script') {
        problem(`a script preload the site does not write: ${startTag(element)}`);
      }
    } else if (element.tagName === 'meta') {
      // The post-build takes out Next.js's copies of Open Graph's text for X (REWRITE_RULES.twitterCopies).
      const field = /^twitter:(title|description)$/.exec(attribute(element, 'name') ?? '')?.[1];
      const og = field && page.elements.find((meta) => attribute(meta, 'property') === `og:${field}`);
      if (og && attribute(og, 'content') === attribute(element, 'content')) problem(`twitter:${field} copies og's`);
    }
  }
  if (bundleScripts !== 1) {
    problem(`links the islands' bundle (a module script under ${BUNDLE_PREFIX}) ${bundleScripts} times, not once`);
  }
  return problems;
}

/** The /_next/ addresses one page names, each with the attribute naming it. */
function nextAddresses(site: BuiltSite, page: Page): { url: string; from: string }[] {
  const base = `${site.origin}${pageAddress(page.file)}`;
  const found: { url: string; from: string }[] = [];
  const add = (value: string, from: string) => {
    let url: URL;
    try {
      url = new URL(value.trim(), base);
    } catch {
      return;
    }
    if (url.origin === site.origin && url.pathname.startsWith('/_next/')) found.push({ url: url.pathname, from });
  };
  for (const element of page.elements) {
    for (const name of URL_ATTRIBUTES) {
      const value = attribute(element, name);
      // A meta's content is an address only when it looks like one (og:image, not a description).
      if (value !== undefined && (name !== 'content' || /^(https?:)?\//.test(value))) add(value, startTag(element));
    }
    for (const name of SRCSET_ATTRIBUTES) {
      for (const candidate of (attribute(element, name) ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) add(url, startTag(element));
      }
    }
  }
  return found;
}

for (const site of SITES) {
  test.describe(`next build's output, rewritten, for ${site.name} (${site.dir}/)`, () => {
    test("no file of the App Router's is left", async () => {
      const built = await builtSite(site);
      const problems = built.files.flatMap((file) => {
        const reason = routerFile(built, file);
        return reason ? [`${file}: ${reason}`] : [];
      });
      expect(shown(problems)).toEqual([]);
    });

    test("every page runs only the scripts the site writes, and links the islands' bundle", async () => {
      const built = await builtSite(site);
      expect(built.pages.length, 'pages found').toBeGreaterThan(10);
      const entries = new Set<string>();
      const problems = built.pages.flatMap((page) => pageScriptProblems(built, page, entries));
      // One build of one site has one bundle.
      if (entries.size > 1) problems.push(`the pages link ${entries.size} bundles: ${[...entries].join(', ')}`);
      for (const entry of entries) if (!has(built, entry)) problems.push(`the bundle ${entry} is not in ${site.dir}/`);
      // The offline page must work with nothing but what the worker saved: it runs nothing.
      for (const element of built.offline?.elements ?? []) {
        if (element.tagName === 'script') problems.push(`${OFFLINE_PAGE_URL}: a script: ${startTag(element)}`);
      }
      // Nor does the page at an old address: its refresh sends the reader on.
      for (const redirect of built.redirectPages) {
        for (const element of redirect.elements) {
          if (element.tagName === 'script') problems.push(`${redirect.file}: a script: ${startTag(element)}`);
        }
      }
      expect(shown(problems)).toEqual([]);
    });

    test('every /_next/ address a page, a stylesheet or the bundle names is a file of the build', async () => {
      const built = await builtSite(site);
      const problems: string[] = [];
      const stylesheets = new Set<string>();
      for (const page of [...built.pages, ...(built.offline ? [built.offline] : [])]) {
        for (const { url, from } of nextAddresses(built, page)) {
          if (!has(built, url)) problems.push(`${page.file}: ${url} (${from}) is not in ${site.dir}/`);
          else if (url.endsWith('.css')) stylesheets.add(url);
        }
      }
      // Fonts and images a stylesheet under /_next/ names.
      for (const stylesheet of stylesheets) {
        const css = readFileSync(path.join(built.dir, stylesheet), 'utf8');
        for (const [, raw] of css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
          const url = new URL(raw!, `${built.origin}${stylesheet}`);
          if (url.origin !== built.origin || !url.pathname.startsWith('/_next/')) continue;
          if (!has(built, url.pathname)) problems.push(`${stylesheet}: ${url.pathname} is not in ${site.dir}/`);
        }
      }
      // The bundle's chunks import one another by relative name; none may have been removed with the router's.
      for (const file of built.files.filter((name) => `/${name}`.startsWith(BUNDLE_PREFIX) && name.endsWith('.js'))) {
        const code = readFileSync(path.join(built.dir, file), 'utf8');
        for (const [, chunk] of code.matchAll(/["'`]\.\/([\w-]+\.js)["'`]/g)) {
          if (!has(built, `${BUNDLE_PREFIX}${chunk}`)) problems.push(`${file}: imports ./${chunk}, not in the build`);
        }
      }
      expect(shown(problems)).toEqual([]);
    });
  });
}
