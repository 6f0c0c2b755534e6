// Post-build: the pages become static HTML with islands. `next build` renders every page and
// links the App Router's client (React, its router, the RSC payload inline and in five .txt
// files a page) to hydrate all of it, although almost all of a page never changes in the
// browser. This step bundles the site's own client instead (components/islands/client-entry:
// the islands and the shell), links it from every page in place of the router's scripts, and
// removes the router's payloads and scripts, which nothing loads any more.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { build, type Metafile } from 'esbuild';

import { listSiteFiles } from '../hosting/site-files';
import { type ClientSettings, clientSettingsDefine } from '../site/client-settings';

/** Where the bundle goes in out/: under the content-hashed files' folder, kept forever by the hosts. */
export const CLIENT_BUNDLE_DIR = '_next/static/shell';
const ENTRY = 'components/islands/client-entry.ts';

export interface ClientBundle {
  /** The entry's URL, and the URLs of the chunks it imports statically (preloaded with it). */
  entry: string;
  preload: string[];
  /** Every file written, with its size in bytes. */
  files: { url: string; bytes: number }[];
}

/**
 * Bundles the site's client into out/_next/static/shell/, named by content hash: the code of
 * one build of one site, its settings written in (lib/site/client-settings).
 */
export async function bundleClient({
  projectRoot,
  outDir,
  buildHash,
  settings,
}: {
  projectRoot: string;
  outDir: string;
  buildHash: string;
  settings: ClientSettings;
}): Promise<ClientBundle> {
  const dir = path.join(outDir, CLIENT_BUNDLE_DIR);
  rmSync(dir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: { shell: ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    // Browsers with module scripts and dynamic import; older ones get the plain pages.
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    // The site's words as they are (module scripts are always read as UTF-8), not \u escapes.
    charset: 'utf8',
    jsx: 'automatic',
    outdir: dir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'silent',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_BUILD_HASH': JSON.stringify(buildHash),
      ...clientSettingsDefine(settings),
    },
  });
  const url = (file: string) => `/${path.relative(outDir, path.resolve(projectRoot, file)).split(path.sep).join('/')}`;
  const outputs = result.metafile.outputs;
  const entryFile = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === ENTRY);
  if (!entryFile) throw new Error(`esbuild wrote no output for ${ENTRY}`);
  return {
    entry: url(entryFile),
    preload: staticImports(outputs, entryFile).map(url),
    files: Object.entries(outputs).map(([file, output]) => ({ url: url(file), bytes: output.bytes })),
  };
}

/** The chunks `file` needs before it runs (static imports, transitively), in load order. */
function staticImports(outputs: Metafile['outputs'], file: string, seen = new Set<string>()): string[] {
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
    seen.add(imported.path);
    staticImports(outputs, imported.path, seen);
  }
  return [...seen];
}

// React writes `<` and `>` escaped in text and in attribute values, and the payload scripts
// escape `<` too, so in a page it rendered a tag ends at the first `>`, and a script at the
// first `</script>`. That makes these patterns exact on `next build`'s pages; a test holds
// them to parse5's reading.
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const LINK = /<link\b([^>]*)\/?>/g;

/** Scripts the site's own components write: structured data, Partytown's, and those marked as the site's. */
function isSiteScript(attributes: string): boolean {
  return /\btype="(application\/ld\+json|text\/partytown)"/.test(attributes) || /\bdata-site-script(=|\s|$)/.test(attributes);
}

/** A preload of a script: the router's, since the site's own are added here. */
const isScriptPreload = (attributes: string) => /\bas="script"/.test(attributes) || /\brel="modulepreload"/.test(attributes);

// Next.js's metadata copies the Open Graph title and description into twitter:title and
// twitter:description, with no setting against it. X reads Open Graph's when its own are
// absent, so a copy is the same words again in every head (about 0.35 KB): it goes.
const TWITTER_TEXT = /<meta name="twitter:(title|description)" content="([^"]*)"\/>/g;

/**
 * One page with the router's scripts and payload taken out, twitter:title and
 * twitter:description dropped where they copy Open Graph's, and the site's client linked at
 * the end of the head (a module script: it waits for the document, never blocks it).
 */
export function rewritePage(html: string, bundle: Pick<ClientBundle, 'entry' | 'preload'>): string {
  const withoutRouter = html
    .replace(SCRIPT, (whole, attributes: string) => (isSiteScript(attributes) ? whole : ''))
    .replace(LINK, (whole, attributes: string) => (isScriptPreload(attributes) ? '' : whole))
    .replace(TWITTER_TEXT, (whole, field: string, content: string) => (html.includes(`<meta property="og:${field}" content="${content}"/>`) ? '' : whole));
  const tags = [...bundle.preload.map((url) => `<link rel="modulepreload" href="${url}"/>`), `<script type="module" src="${bundle.entry}"></script>`].join('');
  const headEnd = withoutRouter.indexOf('</head>');
  if (headEnd === -1) throw new Error('no </head> in the page');
  return `${withoutRouter.slice(0, headEnd)}${tags}${withoutRouter.slice(headEnd)}`;
}

/** The App Router's payload files: `index.txt` beside a page and its `__next.*.txt` segments. */
export function isRouterPayload(relative: string): boolean {
  const name = path.basename(relative);
  return name.endsWith('.txt') && (name === 'index.txt' || name.startsWith('__next.'));
}

export interface RewriteSummary {
  pages: number;
  payloadsRemoved: number;
  scriptsRemoved: number;
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * Rewrites every page of out/ to load the site's client, then removes what only the router
 * used: its payload files, and every script under _next/static that no page links any more.
 */
export function rewriteSite(outDir: string, bundle: ClientBundle): RewriteSummary {
  const summary: RewriteSummary = { pages: 0, payloadsRemoved: 0, scriptsRemoved: 0, bytesBefore: 0, bytesAfter: 0 };
  const files = listSiteFiles(outDir);
  const referenced = new Set(bundle.files.map((file) => file.url));
  for (const relative of files) {
    const full = path.join(outDir, relative);
    if (relative.endsWith('.html')) {
      const html = readFileSync(full, 'utf8');
      let rewritten: string;
      try {
        rewritten = rewritePage(html, bundle);
      } catch (error) {
        throw new Error(`${relative}: ${(error as Error).message}`);
      }
      for (const match of rewritten.matchAll(/\b(?:src|href)="(\/_next\/[^"]+)"/g)) referenced.add(match[1]!);
      writeFileSync(full, rewritten);
      summary.pages++;
      summary.bytesBefore += Buffer.byteLength(html);
      summary.bytesAfter += Buffer.byteLength(rewritten);
    } else if (isRouterPayload(relative)) {
      rmSync(full);
      summary.payloadsRemoved++;
    }
  }
  for (const relative of files) {
    if (!relative.startsWith('_next/static/') || !relative.endsWith('.js') || referenced.has(`/${relative}`)) continue;
    rmSync(path.join(outDir, relative));
    summary.scriptsRemoved++;
  }
  return summary;
}
