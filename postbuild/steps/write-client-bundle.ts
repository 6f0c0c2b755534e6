// Post-build: the site's own client in place of the App Router's (postbuild/client-bundle).
import { existsSync } from 'node:fs';
import path from 'node:path';

import { currentBuildHash } from '../../lib/build/build-hash.ts';
import { bundleClient } from '../client-bundle.ts';
import { rewriteSite } from '../page-rewrite.ts';
import { getSiteSettings } from '../../lib/content/index.ts';
import { clientSettings } from '../../lib/site/client-settings.ts';
import { checkRestoredBundle, keepRewrittenPages } from '../export/cached-pages.ts';
import { filesNow } from '../export/out-in-place.ts';
import { newPostBuildState, type PostBuildState, saveAtEnd } from './state.ts';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

/**
 * Bundles the site's client and rewrites every page to load it, but those the page cache
 * restored, which it holds rewritten; the pages next build rendered are then kept in it.
 */
export async function writeClientBundle(state: PostBuildState = newPostBuildState()): Promise<void> {
  // Nothing is written beside a missing or foreign out/.
  if (!existsSync(path.join(outDir, 'index.html')))
    throw new Error(`no home page at ${path.join(outDir, 'index.html')}; expected the output of next build`);
  const buildHash = currentBuildHash();
  const started = performance.now();
  const settings = clientSettings(getSiteSettings());
  const bundle = await bundleClient({ projectRoot: process.cwd(), outDir, buildHash, settings });
  const bundled = performance.now();
  const { cached } = state;
  if (cached) checkRestoredBundle(cached, bundle);
  const keeper = cached && keepRewrittenPages(cached, bundle, outDir, state.knownFiles);
  const summary = rewriteSite(outDir, bundle, {
    rewritten: cached?.restored,
    onRewritten: keeper?.keep,
    // The old addresses' pages left in place are no pages of the build: the redirects step writes them.
    ...(state.stock && { files: filesNow(state.stock).filter((file) => !state.leftInPlace?.has(file)) }),
  });
  if (keeper) {
    keeper.finish();
    saveAtEnd(state, () => keeper.keepDigests());
  }
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = bundle.files.reduce((sum, file) => sum + file.bytes, 0);
  const gate =
    bundle.consentGate === undefined ? '' : `, consent gate ${Buffer.byteLength(bundle.consentGate)} B inline`;
  console.log(
    `client bundle: ${bundle.files.length} files (${kb(total)}), entry ${bundle.entry}${gate}; ${summary.pages} pages rewritten${summary.unchanged > 0 ? ` (${summary.unchanged} from the page cache as they were)` : ''} ` +
      `(${kb(summary.bytesBefore)} → ${kb(summary.bytesAfter)}), ${summary.scriptsRemoved} router scripts removed ` +
      `(bundle ${seconds(started, bundled)}, pages ${seconds(bundled, performance.now())})`,
  );
}
