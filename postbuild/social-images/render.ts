// One social preview image, 1200 × 630. What every card of a site shares (the ground, the logo,
// the brand, the band: template.ts's background) is laid out by satori and drawn by resvg once
// per renderer. Each card then lays out only its own text, resvg draws only the rectangle that
// text covers, onto the ground, those pixels replace the same rectangle of the background, and
// sharp (libvips) encodes the whole as an RGB PNG. The result is, pixel for pixel, the card
// drawn whole (render.test.ts); docs/social-images.md, 'Cost', has the measured gains.
import { readFileSync } from 'node:fs';

import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';

import type { SocialCard } from '../../lib/seo/social-image/card.ts';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../lib/seo/social-image/card.ts';
import { logoFile } from '../../lib/site/logo.ts';
import { type LoadedFont, loadFonts } from './fonts.ts';
import { backgroundElement, BRAND_COLOURS, type Element, TEXT_AREA, textElement } from './template.ts';

export type RenderImage = (card: SocialCard) => Promise<Buffer>;

/**
 * zlib's level in libvips's PNG encoder: 4 encodes in about half the time of the default 6 for
 * files about 7 % larger (36 KB against 33.5 on average; docs/social-images.md, 'Cost').
 */
const PNG_COMPRESSION_LEVEL = 4;

/** Pixels of ground around the text's box, for its edges' antialiasing: the box bounds the outlines only. */
const CROP_MARGIN = 2;

/** A rectangle of whole pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Copies the colours of RGBA pixels (`width` × `height`) into the RGB `canvas`, `canvasWidth`
 * pixels wide, with their top left corner at `left`, `top`.
 */
export function paint(canvas: Uint8Array, canvasWidth: number, rgba: Uint8Array, box: PixelBox): void {
  const { x: left, y: top, width, height } = box;
  for (let row = 0; row < height; row += 1) {
    let from = row * width * 4;
    let to = ((top + row) * canvasWidth + left) * 3;
    for (let column = 0; column < width; column += 1, from += 4, to += 3) {
      canvas[to] = rgba[from]!;
      canvas[to + 1] = rgba[from + 1]!;
      canvas[to + 2] = rgba[from + 2]!;
    }
  }
}

/**
 * `paint`, once every pixel is found opaque. The PNG has no alpha channel: a pixel that is not
 * opaque would be drawn wrong without it, so it stops the build, named in the canvas's
 * coordinates. The background is checked: its ground must cover the whole card. The text needs
 * no check, as resvg draws it onto the same ground, opaque (`background`).
 */
export function paintOpaque(canvas: Uint8Array, canvasWidth: number, rgba: Uint8Array, box: PixelBox): void {
  for (let pixel = 0; pixel < box.width * box.height; pixel += 1)
    if (rgba[pixel * 4 + 3] !== 255)
      throw new Error(
        `the card's pixel ${box.x + (pixel % box.width)},${box.y + Math.floor(pixel / box.width)} is not opaque; expected the template's background to cover every pixel`,
      );
  paint(canvas, canvasWidth, rgba, box);
}

/** RGB pixels as a PNG, by sharp: smaller files than resvg's own encoder (asPng), and faster. */
export function encodeCardPng(rgb: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: PNG_COMPRESSION_LEVEL })
    .toBuffer();
}

/**
 * The part of TEXT_AREA to draw for a card: the box of its text (resvg's innerBBox, in the
 * area's coordinates) with a margin, inside the area. Text that comes within the margin of the
 * area's top may reach the brand row, which the background holds: that card stops the build.
 */
export function textCrop(text: PixelBox, title: string): PixelBox {
  const areaHeight = TEXT_AREA.bottom - TEXT_AREA.top;
  if (text.y < CROP_MARGIN)
    throw new Error(
      `the text of the card "${title}" reaches row ${TEXT_AREA.top + text.y}; expected it below row ${TEXT_AREA.top + CROP_MARGIN}, clear of the brand (postbuild/social-images/template.ts, TEXT_AREA)`,
    );
  const x = Math.max(0, Math.floor(text.x) - CROP_MARGIN);
  const y = Math.floor(text.y) - CROP_MARGIN;
  const right = Math.min(SOCIAL_IMAGE_WIDTH, Math.ceil(text.x + text.width) + CROP_MARGIN);
  const bottom = Math.min(areaHeight, Math.ceil(text.y + text.height) + CROP_MARGIN);
  return { x, y, width: right - x, height: bottom - y };
}

// No system fonts: every glyph is already a path, and scanning the system's fonts cost about a
// fifth of each image's time.
const RESVG_OPTIONS = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } } as const;

/**
 * A renderer with the fonts and the logo read once, and each site's background drawn once. It
 * draws one card at a time into one canvas: calls made together wait their turn.
 */
export function createRenderer(root: string): RenderImage {
  const fonts: LoadedFont[] = loadFonts();
  const logo = `data:image/svg+xml;base64,${readFileSync(logoFile(root)).toString('base64')}`;
  // satori's element type is React's; the trees are the same shape in plain objects.
  const layOut = (element: Element, height: number) =>
    satori(element as Parameters<typeof satori>[0], { width: SOCIAL_IMAGE_WIDTH, height, fonts });
  const backgrounds = new Map<string, Uint8Array>();
  const canvas = new Uint8Array(SOCIAL_IMAGE_WIDTH * SOCIAL_IMAGE_HEIGHT * 3);

  async function background(card: SocialCard): Promise<Uint8Array> {
    const key = JSON.stringify([card.brand, card.host]);
    let pixels = backgrounds.get(key);
    if (pixels === undefined) {
      const drawn = new Resvg(await layOut(backgroundElement(card, logo), SOCIAL_IMAGE_HEIGHT), RESVG_OPTIONS).render();
      pixels = new Uint8Array(SOCIAL_IMAGE_WIDTH * SOCIAL_IMAGE_HEIGHT * 3);
      paintOpaque(pixels, SOCIAL_IMAGE_WIDTH, drawn.pixels, { x: 0, y: 0, width: drawn.width, height: drawn.height });
      backgrounds.set(key, pixels);
    }
    return pixels;
  }

  async function draw(card: SocialCard): Promise<Buffer> {
    canvas.set(await background(card));
    const text = new Resvg(await layOut(textElement(card), TEXT_AREA.bottom - TEXT_AREA.top), {
      ...RESVG_OPTIONS,
      background: BRAND_COLOURS.ground,
    });
    const box = text.innerBBox();
    // Nothing visible (no glyph the fonts have): the card is its background.
    if (box !== undefined) {
      const crop = textCrop(box, card.title);
      Object.assign(box, crop);
      text.cropByBBox(box);
      const drawn = text.render();
      paint(canvas, SOCIAL_IMAGE_WIDTH, drawn.pixels, { ...crop, y: TEXT_AREA.top + crop.y });
    }
    return encodeCardPng(canvas, SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT);
  }

  let turn: Promise<unknown> = Promise.resolve();
  return (card) => {
    const png = turn.then(() => draw(card));
    turn = png.catch(() => undefined);
    return png;
  };
}
