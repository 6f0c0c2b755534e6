// Post-build: each page's social preview image into out/og/, under the address the page's head
// already names (lib/seo/social-image/card.ts). Images come from the cache of earlier builds
// (.cache/og/{site}/, or SOCIAL_IMAGE_CACHE_DIR) when it has them; only new ones are rendered.
// Runs before the security headers, which give every file of out/ its headers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { getSiteContent } from '../../lib/content/index.ts';
import { SOCIAL_IMAGE_RENDERER, siteSocialCards } from '../../lib/seo/social-image/card.ts';
import { installedRenderer, logoFile } from '../social-images/fonts.ts';
import { publishSocialImages } from '../social-images/publish.ts';
import type { RenderImage } from '../social-images/render.ts';

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
 * satori, its layout engine and resvg load only when an image must be rendered: a build whose
 * images are all cached, the usual one, never pays for them.
 */
function renderOnDemand(root: string): RenderImage {
  let renderer: Promise<RenderImage> | undefined;
  return async (card) => {
    renderer ??= import('../social-images/render.ts').then((module) => module.createRenderer(root));
    return (await renderer)(card);
  };
}

export async function writeSocialImages(): Promise<void> {
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
  const result = await publishSocialImages({
    cards: siteSocialCards(content),
    outDir,
    cacheDir,
    render: renderOnDemand(root),
  });
  console.log(
    `social images: ${result.images} in ${path.relative(root, outDir)}/og/, ${result.rendered} rendered, ${result.fromCache} from ${path.relative(root, cacheDir)}/, ${result.pruned} unused removed from it, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
