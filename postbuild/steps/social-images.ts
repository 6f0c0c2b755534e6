// Post-build: each page's social preview image into out/og/, under the address the page's head
// already names (lib/seo/social-image/card.ts). Images come from the cache of earlier builds
// (.cache/og/{site}/, or SOCIAL_IMAGE_CACHE_DIR) when it has them; only new ones are rendered.
// The images a cold build lacks are rendered while the steps before this one run
// (startSocialImages, from postbuild/run.ts): those steps keep the main thread and about one
// core busy, the render threads take the rest; this step then waits for them and links every
// image into out/. Runs before the security headers, which give every file of out/ its headers.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { getSiteContent } from '../../lib/content/index.ts';
import { SOCIAL_IMAGE_RENDERER, siteSocialCards } from '../../lib/seo/social-image/card.ts';
import { logoFile } from '../../lib/site/logo.ts';
import { installedRenderer } from '../social-images/fonts.ts';
import { fillImageCache, linkImages } from '../social-images/publish.ts';
import { createRenderPool, defaultRenderThreads, type RenderPool } from '../social-images/render-pool.ts';
import { newPostBuildState, type PostBuildState, saveAtEnd, type SocialImagesStarted } from './state.ts';

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

/**
 * Cards sent to each render thread ahead of its answers: about 5 s of drawing, so a thread keeps
 * drawing through most of a step that holds the main thread, and at most about 18 MB of answers
 * a thread wait for it.
 */
const QUEUED_A_THREAD = 512;

/**
 * Starts rendering into the cache the images it lacks, on the render threads, and returns at
 * once: nothing of out/ is touched until writeSocialImages links them. A failure is kept for
 * that step to report, as its own.
 */
export function startSocialImages(): SocialImagesStarted {
  const started = performance.now();
  let pool: RenderPool | undefined;
  let closed = false;
  const filling = (async () => {
    // Once the export step waits for its stock of out/: the content key and the plan are read
    // meanwhile on this thread, and the cache's checks (0.7 s at 50,000 articles) go here.
    await new Promise((resolve) => setImmediate(resolve));
    const root = process.cwd();
    const threads = renderThreads(process.env.SOCIAL_IMAGE_THREADS);
    const content = getSiteContent();
    const mismatches = rendererMismatches(root);
    if (mismatches.length > 0)
      throw new Error(
        `social images: ${mismatches.join('; ')}; expected them to match: update lib/seo/social-image/card.ts`,
      );
    return fillImageCache({
      cards: siteSocialCards(content),
      cacheDir: socialImageCacheDir(content.site.id),
      // The threads, and with them satori, its layout engine and resvg, start only when an
      // image must be rendered: a build whose images are all cached, the usual one, never pays
      // for them. Once closed (a step before failed), none starts: none would be left to stop.
      render: (card) =>
        closed
          ? Promise.reject(new Error('social images: the render pool was closed'))
          : (pool ??= createRenderPool(root, threads, QUEUED_A_THREAD)).render(card),
      cacheKey: socialImageCacheKey(root),
      concurrency: threads * QUEUED_A_THREAD,
    });
  })();
  // Handled here so that a failure waits, unreported, for the step that awaits it.
  filling.catch(() => undefined);
  const close = async () => {
    closed = true;
    await pool?.close();
  };
  return { filling, started, close };
}

const socialImageCacheDir = (siteId: string) =>
  path.resolve(process.env.SOCIAL_IMAGE_CACHE_DIR ?? path.join('.cache', 'og', siteId));

export async function writeSocialImages(state: PostBuildState = newPostBuildState()): Promise<void> {
  const root = process.cwd();
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const stepStarted = performance.now();
  const images = state.socialImages ?? startSocialImages();
  const filled = await images.filling.finally(images.close);
  const result = linkImages(filled, {
    outDir,
    ...(state.stock && { stock: state.stock }),
    saveAtEnd: (save) => saveAtEnd(state, save),
  });
  const beside =
    state.socialImages && result.rendered > 0
      ? `, after ${seconds(stepStarted - images.started)} of rendering beside the steps before`
      : '';
  console.log(
    `social images: ${result.images} in ${path.relative(root, outDir)}/og/, ${result.rendered} rendered, ${result.fromCache} from ${path.relative(root, filled.cacheDir)}/, ${result.pruned} unused removed from it, ${result.rejected} rendered again after failing the check, in ${seconds(performance.now() - stepStarted)}${beside}`,
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
