// Post-build: the pages become static HTML with islands. `next build` renders every page and
// links the App Router's client (React, its router, the RSC payload inline and in five .txt
// files a page) to hydrate all of it, although almost all of a page never changes in the
// browser. This step bundles the site's own client instead (browser/islands/client-entry:
// the islands and the shell), links it from every page in place of the router's scripts, and
// removes the router's payloads and scripts, which nothing loads any more. This module makes
// the bundle; page-rewrite.ts rewrites the pages to use it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { build, type Metafile } from 'esbuild';

import { CLIENT_ENTRY, CONSENT_CLIENT_ENTRY } from '../browser/entry-points.ts';
import { type ClientSettings, clientSettingsDefine } from '../lib/site/client-settings.ts';
import { bundleConsentGate } from './consent-gate.ts';

/** Where the bundle goes in out/: under the content-hashed files' folder, kept forever by the hosts. */
export const CLIENT_BUNDLE_DIR = '_next/static/shell';

export interface ClientBundle {
  /** The entry's URL, and the URLs of the chunks it imports statically (preloaded with it). */
  entry: string;
  preload: string[];
  /** Every file written, with its size in bytes. */
  files: { url: string; bytes: number }[];
  /** The consent gate's inline script (consent-gate.ts), for a site with third-party scripts only. */
  consentGate?: string;
}

/**
 * Bundles the site's client into out/_next/static/shell/, named by content hash: the code of
 * one build of one site, its settings written in (lib/site/client-settings); and, for a site
 * with third-party scripts, the consent gate its pages carry inline.
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
  const entry = settings.consent ? CONSENT_CLIENT_ENTRY : CLIENT_ENTRY;
  const consentGate = settings.consentGate && (await bundleConsentGate(projectRoot, settings.consentGate));
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: { shell: entry },
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
  const outputs = hintEagerCompile(dropEmptyChunks(result.metafile.outputs, projectRoot), projectRoot);
  const entryFile = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === entry);
  if (!entryFile) throw new Error(`esbuild wrote no output for ${entry}`);
  return {
    entry: url(entryFile),
    preload: staticImports(outputs, entryFile).map(url),
    files: Object.entries(outputs).map(([file, output]) => ({ url: url(file), bytes: output.bytes })),
    ...(consentGate && { consentGate }),
  };
}

/**
 * esbuild's code splitting can write a chunk that holds nothing (0 bytes) and that the entry and
 * the islands' chunks import: one more request on every page's first load for no code. Each is
 * deleted and its import statement taken out of the chunks that name it. A chunk's name stays the
 * hash esbuild gave it: the same code still gives the same name and the same bytes, so hosts may
 * keep caching it forever. Returns the outputs as they now are.
 */
function dropEmptyChunks(outputs: Metafile['outputs'], projectRoot: string): Metafile['outputs'] {
  const empty = new Set(
    Object.entries(outputs)
      .filter(([file, output]) => output.bytes === 0 && output.entryPoint === undefined && file.endsWith('.js'))
      .map(([file]) => file),
  );
  if (empty.size === 0) return outputs;
  const kept: Metafile['outputs'] = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (empty.has(file)) {
      rmSync(path.resolve(projectRoot, file));
      continue;
    }
    const dropped = output.imports.filter((imported) => empty.has(imported.path));
    if (dropped.length === 0) {
      kept[file] = output;
      continue;
    }
    const absolute = path.resolve(projectRoot, file);
    let code = readFileSync(absolute, 'utf8');
    for (const imported of dropped) {
      const statement = `import"./${path.basename(imported.path)}";`;
      if (!code.includes(statement))
        throw new Error(`${file}: no ${statement} to take out of it; did esbuild's output change?`);
      code = code.replace(statement, '');
    }
    writeFileSync(absolute, code);
    kept[file] = {
      ...output,
      bytes: Buffer.byteLength(code),
      imports: output.imports.filter((imported) => !empty.has(imported.path)),
    };
  }
  return kept;
}

/** V8's explicit compile hint: every function of the file is compiled as the file loads. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * React DOM's chunk starts with the hint. Its code is one module function (esbuild wraps
 * CommonJS) that V8 would otherwise parse again, and most of what it holds runs as soon as an
 * island hydrates, on the main thread, in the task the reader's first key waits behind; with the
 * hint V8 compiles it off the main thread as the chunk arrives (docs/performance.md). Other
 * chunks keep lazy compiling: most of their functions never run. Like dropEmptyChunks, the
 * chunk keeps the name esbuild gave it: the same code still gives the same bytes.
 */
function hintEagerCompile(outputs: Metafile['outputs'], projectRoot: string): Metafile['outputs'] {
  const hinted: Metafile['outputs'] = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (
      !file.endsWith('.js') ||
      !Object.keys(output.inputs).some((input) => /node_modules\/react-dom\/cjs\/react-dom-client\./.test(input))
    ) {
      hinted[file] = output;
      continue;
    }
    const absolute = path.resolve(projectRoot, file);
    const code = EAGER_COMPILE_HINT + readFileSync(absolute, 'utf8');
    writeFileSync(absolute, code);
    hinted[file] = { ...output, bytes: Buffer.byteLength(code) };
  }
  return hinted;
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
