// One social preview image: the card laid out by satori into SVG, the SVG drawn by resvg into
// a PNG of 1200 × 630.
import { readFileSync } from 'node:fs';

import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

import type { SocialCard } from '../../lib/seo/social-image/card.ts';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../lib/seo/social-image/card.ts';
import { logoFile } from '../../lib/site/logo.ts';
import { type LoadedFont, loadFonts } from './fonts.ts';
import { cardElement } from './template.ts';

export type RenderImage = (card: SocialCard) => Promise<Buffer>;

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
    return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  };
}
