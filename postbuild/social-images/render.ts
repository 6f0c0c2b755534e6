// One social preview image: the card laid out by satori into SVG, the SVG drawn by resvg into
// 1200 × 630 pixels, the pixels encoded as a PNG by sharp (libvips).
import { readFileSync } from 'node:fs';

import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';

import type { SocialCard } from '../../lib/seo/social-image/card.ts';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../lib/seo/social-image/card.ts';
import { logoFile } from '../../lib/site/logo.ts';
import { type LoadedFont, loadFonts } from './fonts.ts';
import { cardElement } from './template.ts';

export type RenderImage = (card: SocialCard) => Promise<Buffer>;

/** zlib's level in libvips's PNG encoder: its default, the measured balance of time and size. */
const PNG_COMPRESSION_LEVEL = 6;

/** The index of the first pixel (RGBA) that is not fully opaque, or -1. */
function firstTranslucentPixel(rgba: Uint8Array): number {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return (alpha - 3) / 4;
  return -1;
}

/**
 * The card's pixels as an RGB PNG. resvg's own encoder (asPng) wrote an alpha channel no pixel
 * uses and larger files: about 45 KB against 37 (docs/social-images.md, 'Cost'). The card's
 * background covers every pixel; a template that left one see-through would be drawn wrong
 * without its alpha, so it stops the build instead.
 */
export async function encodeCardPng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const translucent = firstTranslucentPixel(rgba);
  if (translucent !== -1)
    throw new Error(
      `the card's pixel ${translucent % width},${Math.floor(translucent / width)} is not opaque; expected the template's background to cover every pixel`,
    );
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: PNG_COMPRESSION_LEVEL })
    .toBuffer();
}

/** A renderer with the fonts and the logo read once. */
export function createRenderer(root: string): RenderImage {
  const fonts: LoadedFont[] = loadFonts();
  const logo = `data:image/svg+xml;base64,${readFileSync(logoFile(root)).toString('base64')}`;
  return async (card) => {
    // satori's element type is React's; the tree is the same shape in plain objects.
    const svg = await satori(cardElement(card, logo) as Parameters<typeof satori>[0], {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      fonts,
    });
    // No system fonts: every glyph is already a path, and scanning the system's fonts cost
    // about a fifth of each image's time.
    const drawn = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
    return encodeCardPng(drawn.pixels, drawn.width, drawn.height);
  };
}
