import { describe, expect, it } from 'vitest';

import { SOCIAL_IMAGE_RENDERER } from '../../lib/seo/social-image/card.ts';
import { rendererMismatches } from '../steps/social-images.ts';
import { createRenderer } from './render.ts';

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
