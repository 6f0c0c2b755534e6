import { describe, expect, it } from 'vitest';

import { SOCIAL_IMAGE_RENDERER } from '../../lib/seo/social-image/card.ts';
import { rendererMismatches } from '../steps/social-images.ts';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

import { createRenderer, encodeCardPng } from './render.ts';

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('a rendered social image', () => {
  it('is a 1200 × 630 PNG under 60 KB, for a long Russian title with its category and byline', async () => {
    const png = await createRenderer(process.cwd())({
      brand: 'Ставка и Блеф',
      host: 'stavkablef.ru',
      context: 'Управление банкроллом',
      title: 'Учёт ставок: какие столбцы нужны в журнале, чтобы видеть настоящую доходность, а не удачу',
      byline: 'Автор: Игорь Ветров',
      alt: '',
    });
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(60 * 1024);
  });
});

describe('encodeCardPng', () => {
  // Opaque pixels of four colours, as the card's are: the background, text, the accent bar.
  const opaque = (width: number, height: number) => {
    const rgba = new Uint8Array(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1)
      rgba.set([(pixel * 37) % 256, (pixel * 11) % 256, pixel % 7 === 0 ? 255 : 20, 255], pixel * 4);
    return rgba;
  };

  it('keeps every pixel: the PNG decodes to the RGB it was given', async () => {
    const rgba = opaque(40, 30);
    const png = await encodeCardPng(rgba, 40, 30);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 40, height: 30, channels: 3 });
    const rgb = rgba.filter((_, index) => index % 4 !== 3);
    expect(Buffer.from(data).equals(Buffer.from(rgb))).toBe(true);
  });

  it('draws what resvg drew: the same pixels as its own encoder, in fewer bytes', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="160"><rect width="300" height="160" fill="#1c1917"/>' +
      '<circle cx="80" cy="80" r="50" fill="#b45309"/><rect x="150" y="40" width="120" height="12" fill="#fde68a"/></svg>';
    const drawn = new Resvg(svg).render();
    const ours = await encodeCardPng(drawn.pixels, drawn.width, drawn.height);
    const theirs = drawn.asPng();
    const decode = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
    expect((await decode(ours)).equals(await decode(theirs))).toBe(true);
    expect(ours.length).toBeLessThan(theirs.length);
  });

  it('refuses a pixel that is not opaque, naming it, rather than drawing it without its alpha', async () => {
    const rgba = opaque(40, 30);
    rgba[(2 * 40 + 5) * 4 + 3] = 128;
    await expect(encodeCardPng(rgba, 40, 30)).rejects.toThrow(
      "the card's pixel 5,2 is not opaque; expected the template's background to cover every pixel",
    );
  });
});

describe('rendererMismatches', () => {
  it('finds nothing when the installed font, renderer and logo are what the addresses were hashed with', () => {
    expect(rendererMismatches(process.cwd())).toEqual([]);
  });

  it('names each part that differs, so a new font cannot keep the old addresses', () => {
    const stale = { ...SOCIAL_IMAGE_RENDERER, font: '@fontsource/noto-sans 5.0.0', logo: 'ab' } as never;
    expect(rendererMismatches(process.cwd(), stale)).toEqual([
      `font is "${SOCIAL_IMAGE_RENDERER.font}" but SOCIAL_IMAGE_RENDERER.font says "@fontsource/noto-sans 5.0.0"`,
      `logo is "${SOCIAL_IMAGE_RENDERER.logo}" but SOCIAL_IMAGE_RENDERER.logo says "ab"`,
    ]);
  });
});
