// Post-build: each page's social preview image into out/og/, under the address the page's head
// already names (lib/seo/social-image/card.ts). Images come from the cache of earlier builds
// (.cache/og/{site}/, or SOCIAL_IMAGE_CACHE_DIR) when it has them; only new ones are rendered.
// Runs before the security headers, which give every file of out/ its headers.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { getSiteContent } from '../../lib/content/index.ts';
import { SOCIAL_IMAGE_RENDERER, siteSocialCards } from '../../lib/seo/social-image/card.ts';
import { logoFile } from '../../lib/site/logo.ts';
import { installedRenderer } from '../social-images/fonts.ts';
import { publishSocialImages } from '../social-images/publish.ts';
import type { RenderImage } from '../social-images/render.ts';
import { createRenderPool, defaultRenderThreads, type RenderPool } from '../social-images/render-pool.ts';
import { newPostBuildState, type PostBuildState, saveAtEnd } from './state.ts';

/**
 * Refuses to render when what draws the images is not what their addresses were hashed with:
 * a new font, renderer or logo must give every image a new address, or readers' caches and
 * the build cache keep the old drawing under the old one.
 */
export function rendererMismatches(root: string, expected: typeof SOCIAL_IMAGE_RENDERER = SOCIAL_IMAGE_RENDERER) {
  const actual = {
    ...installedRenderer(),
    logo: createHash('sha256')
      .update(readFileSync(logoFile(root)))
      .digest('hex'),
  };
  return (Object.keys(actual) as (keyof typeof actual)[])
    .filter((key) => actual[key] !== expected[key])
    .map((key) => `${key} is "${actual[key]}" but SOCIAL_IMAGE_RENDERER.${key} says "${expected[key]}"`);
}

/**
 * The render threads, and with them satori, its layout engine and resvg, start only when an
 * image must be rendered: a build whose images are all cached, the usual one, never pays for them.
 */
function renderOnDemand(root: string, threads: number): { render: RenderImage; close: () => Promise<void> } {
  let pool: RenderPool | undefined;
  return {
    render: (card) => (pool ??= createRenderPool(root, threads)).render(card),
    close: async () => pool?.close(),
  };
}

/** SOCIAL_IMAGE_THREADS, when set: how many threads draw images (default: one a core, render-pool.ts). */
export function renderThreads(value: string | undefined): number {
  if (value === undefined || value === '') return defaultRenderThreads();
  if (!/^[1-9][0-9]?$/.test(value))
    throw new Error(`social images: SOCIAL_IMAGE_THREADS is "${value}"; expected a whole number from 1 to 99`);
  return Number(value);
}

/**
 * The cache's key: the SHA-256 of the lock file. The image names hash what the card shows and
 * the renderer's own packages; the lock names every package under them (libvips, zlib builds…),
 * so a cache written with other packages is not read. The lock is the nearest one at or above
 * the root, as Node resolves packages: a copy of the project inside it (lib/build/project-copy.ts)
 * has none of its own and runs on the project's node_modules.
 */
export function socialImageCacheKey(root: string): string {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const lockFile = path.join(dir, 'package-lock.json');
    if (existsSync(lockFile)) return createHash('sha256').update(readFileSync(lockFile)).digest('hex');
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(
    `social images: no package-lock.json at or above ${root}; expected the lock file, whose hash keys the image cache`,
  );
}

export async function writeSocialImages(state: PostBuildState = newPostBuildState()): Promise<void> {
  const root = process.cwd();
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const content = getSiteContent();
  const cacheDir = path.resolve(process.env.SOCIAL_IMAGE_CACHE_DIR ?? path.join('.cache', 'og', content.site.id));
  const mismatches = rendererMismatches(root);
  if (mismatches.length > 0)
    throw new Error(
      `social images: ${mismatches.join('; ')}; expected them to match: update lib/seo/social-image/card.ts`,
    );
  const started = performance.now();
  const threads = renderThreads(process.env.SOCIAL_IMAGE_THREADS);
  const renderer = renderOnDemand(root, threads);
  const result = await publishSocialImages({
    cards: siteSocialCards(content),
    outDir,
    cacheDir,
    render: renderer.render,
    cacheKey: socialImageCacheKey(root),
    // Two cards a thread: each finds its next card waiting when it sends one back.
    concurrency: 2 * threads,
    ...(state.stock && { stock: state.stock }),
    saveAtEnd: (save) => saveAtEnd(state, save),
  }).finally(renderer.close);
  console.log(
    `social images: ${result.images} in ${path.relative(root, outDir)}/og/, ${result.rendered} rendered, ${result.fromCache} from ${path.relative(root, cacheDir)}/, ${result.pruned} unused removed from it, ${result.rejected} rendered again after failing the check, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
