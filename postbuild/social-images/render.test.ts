import { readFileSync } from 'node:fs';

import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { SOCIAL_IMAGE_RENDERER, type SocialCard } from '../../lib/seo/social-image/card.ts';
import { logoFile } from '../../lib/site/logo.ts';
import { rendererMismatches } from '../steps/social-images.ts';
import { loadFonts } from './fonts.ts';
import { createRenderer, encodeCardPng, paintOpaque, textCrop } from './render.ts';
import { cardElement, TEXT_AREA } from './template.ts';

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const rgbOf = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

/** RGBA pixels of four opaque colours, as a card's are: the ground, text, the accent, the band. */
const opaque = (width: number, height: number) => {
  const rgba = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1)
    rgba.set([(pixel * 37) % 256, (pixel * 11) % 256, pixel % 7 === 0 ? 255 : 20, 255], pixel * 4);
  return rgba;
};
const withoutAlpha = (rgba: Uint8Array) => Buffer.from(rgba.filter((_, index) => index % 4 !== 3));

const RESVG_OPTIONS = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } } as const;

/** The card drawn whole, in one tree (template.ts's cardElement), as SVG. */
async function wholeCardSvg(card: SocialCard): Promise<string> {
  const logo = `data:image/svg+xml;base64,${readFileSync(logoFile(process.cwd())).toString('base64')}`;
  return satori(cardElement(card, logo) as Parameters<typeof satori>[0], {
    width: 1200,
    height: 630,
    fonts: loadFonts(),
  });
}

const LONG_RUSSIAN: SocialCard = {
  brand: 'Ставка и Блеф',
  host: 'stavkablef.ru',
  context: 'Управление банкроллом',
  title: 'Учёт ставок: какие столбцы нужны в журнале, чтобы видеть настоящую доходность, а не удачу',
  byline: 'Автор: Игорь Ветров',
  alt: '',
};

/**
 * Cards that reach every edge of the text: four lines of the smallest and of the largest type,
 * accents above capitals (İ Ş Й Ё) and descenders (g y p ç ğ) on the first and last lines, no
 * context or byline, a host with descenders under the brand, symbols the fonts lack, no text
 * at all, and several sites' backgrounds.
 */
const EDGE_CARDS: SocialCard[] = [
  LONG_RUSSIAN,
  { brand: 'Ставка и Блеф', host: 'stavkablef.ru', title: 'Йога, ёж и щука', alt: '' },
  {
    brand: 'Oran ve Blöf',
    host: 'oranveblof.com',
    context: 'İstatistik ve Şans',
    title: 'İddaa kuponunda oran nasıl okunur, Şans oyunlarında ğ ve ç ile yazılmış uzun bir başlık, dört satıra kadar',
    byline: 'Yazar: Deniz Aksoy',
    alt: '',
  },
  { brand: 'Playing Guide', host: 'playing-guide.example', title: 'Jiggly quippy pygmy gypsy', alt: '' },
  // Symbols the fonts lack (satori draws a box for each), and a card with no text to draw at all.
  { brand: 'Odds & Aces', host: 'oddsaces.com', title: '♠♣♥♦', alt: '' },
  { brand: 'Odds & Aces', host: 'oddsaces.com', title: ' ', alt: '' },
  {
    brand: 'Odds & Aces',
    host: 'oddsaces.com',
    context: 'Bankroll management',
    title: 'Pot odds, implied odds and equity: a worked example of every figure you need at the table',
    byline: 'By Jo Quigley',
    alt: '',
  },
];

describe('a rendered social image', () => {
  it('is a 1200 × 630 PNG under 60 KB, for a long Russian title with its category and byline', async () => {
    const png = await createRenderer(process.cwd())(LONG_RUSSIAN);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(60 * 1024);
  });

  it('has every pixel of the whole card drawn at once, though its background is drawn once for all cards', async () => {
    const render = createRenderer(process.cwd());
    for (const card of EDGE_CARDS) {
      const whole = new Resvg(await wholeCardSvg(card), RESVG_OPTIONS).render();
      const drawn = await rgbOf(await render(card));
      expect(drawn.equals(withoutAlpha(whole.pixels)), card.title).toBe(true);
    }
  }, 60_000);

  it('is the same bytes for the same card, drawn first, after others, or together with others', async () => {
    const first = await createRenderer(process.cwd())(EDGE_CARDS[2]!);
    const render = createRenderer(process.cwd());
    const together = await Promise.all(EDGE_CARDS.map((card) => render(card)));
    const after = await render(EDGE_CARDS[2]!);
    expect(together[2]!.equals(first)).toBe(true);
    expect(after.equals(first)).toBe(true);
    // and each card of those drawn together is its own
    expect((await render(EDGE_CARDS[0]!)).equals(together[0]!)).toBe(true);
    expect(together[0]!.equals(together[1]!)).toBe(false);
  }, 60_000);
});

describe('encodeCardPng', () => {
  it('keeps every pixel: the PNG decodes to the RGB it was given', async () => {
    const rgb = withoutAlpha(opaque(40, 30));
    const png = await encodeCardPng(rgb, 40, 30);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 40, height: 30, channels: 3 });
    expect(Buffer.from(data).equals(rgb)).toBe(true);
  });

  it("draws a card's pixels as resvg's own encoder would, in fewer bytes", async () => {
    const whole = new Resvg(await wholeCardSvg(LONG_RUSSIAN), RESVG_OPTIONS).render();
    const rgb = new Uint8Array(whole.width * whole.height * 3);
    paintOpaque(rgb, whole.width, whole.pixels, { x: 0, y: 0, width: whole.width, height: whole.height });
    const ours = await encodeCardPng(rgb, whole.width, whole.height);
    const theirs = whole.asPng();
    expect((await rgbOf(ours)).equals(await rgbOf(theirs))).toBe(true);
    expect(ours.length).toBeLessThan(theirs.length);
  });
});

describe('paintOpaque', () => {
  it('copies the pixels into their rectangle of the canvas, and nothing else', () => {
    const canvas = new Uint8Array(10 * 8 * 3).fill(7);
    paintOpaque(canvas, 10, opaque(3, 2), { x: 4, y: 5, width: 3, height: 2 });
    const expected = new Uint8Array(10 * 8 * 3).fill(7);
    const rgb = withoutAlpha(opaque(3, 2));
    for (const row of [0, 1]) expected.set(rgb.subarray(row * 9, row * 9 + 9), ((5 + row) * 10 + 4) * 3);
    expect(Buffer.from(canvas).equals(Buffer.from(expected))).toBe(true);
  });

  it('refuses a pixel that is not opaque, naming it on the card, rather than drawing it without its alpha', () => {
    const rgba = opaque(40, 30);
    rgba[(2 * 40 + 5) * 4 + 3] = 128;
    expect(() =>
      paintOpaque(new Uint8Array(1200 * 630 * 3), 1200, rgba, { x: 10, y: 100, width: 40, height: 30 }),
    ).toThrow("the card's pixel 15,102 is not opaque; expected the template's background to cover every pixel");
  });
});

describe('textCrop', () => {
  const height = TEXT_AREA.bottom - TEXT_AREA.top;

  it("keeps two pixels of ground around the text's box, inside the text's area", () => {
    expect(textCrop({ x: 72, y: 200, width: 900, height: 150 }, 'T')).toEqual({
      x: 70,
      y: 198,
      width: 904,
      height: 154,
    });
    expect(textCrop({ x: 1, y: 2, width: 1199, height: height - 2 }, 'T')).toEqual({
      x: 0,
      y: 0,
      width: 1200,
      height,
    });
  });

  it('stops a card whose text reaches the top of its area, next to the brand, naming it', () => {
    expect(() => textCrop({ x: 72, y: 1, width: 900, height: 300 }, 'Too tall')).toThrow(
      `the text of the card "Too tall" reaches row ${TEXT_AREA.top + 1}; expected it below row ${TEXT_AREA.top + 2}, clear of the brand (postbuild/social-images/template.ts, TEXT_AREA)`,
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
