// The drawing of a social preview image, as the element trees satori lays out (plain objects:
// this runs in Node without JSX). Flat colours and no gradients keep the PNG small. The
// colours are the logo's (public/logo.svg): its stone-900 ground, amber-700 tile and
// amber-100 eye. Any change here must raise SOCIAL_IMAGE_RENDERER.template in
// lib/seo/social-image/card.ts, or builds keep serving the old drawing from their cache.
//
// The renderer (render.ts) draws a card in two parts: the background (the ground, the brand
// row and the band), the same for every card of a site, once; and each card's own text, in
// TEXT_AREA, which nothing of the background reaches. `cardElement` is the whole drawing in one
// tree: the two parts are its pieces, and a test holds them to it pixel for pixel.
import type { SocialCard } from '../../lib/seo/social-image/card.ts';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../lib/seo/social-image/card.ts';
import { FONT_FAMILY_LIST } from './fonts.ts';

export const BRAND_COLOURS = { ground: '#1c1917', tile: '#b45309', light: '#fef3c7' } as const;
const TEXT = '#fafaf9';
const MUTED = '#d6d3d1';
const ACCENT = '#fbbf24';
const MARGIN_X = 72;
const MARGIN_TOP = 56;
const BAND_HEIGHT = 16;
const MARGIN_BOTTOM = 56 + BAND_HEIGHT;
const CONTENT_BOTTOM = SOCIAL_IMAGE_HEIGHT - MARGIN_BOTTOM;

/**
 * The rows a card's own text is drawn in: below the brand row (56 to 138, the logo's 72
 * pixels and the brand's two lines) with room to spare, down to the band, so that the last
 * line's descenders, which hang below the content's box, are drawn too. A title is at most
 * four lines, under 350 pixels with its context and byline; the renderer stops a card whose
 * text reaches the area's top.
 */
export const TEXT_AREA = { top: 150, bottom: SOCIAL_IMAGE_HEIGHT - BAND_HEIGHT } as const;

type Style = Record<string, string | number>;
export interface Element {
  type: string;
  props: {
    style?: Style;
    children?: (Element | string)[] | Element | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const box = (style: Style, ...children: (Element | string | undefined)[]): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((child) => child !== undefined) },
});

/** Long titles get a smaller size, so that any title fits in four lines. */
export function titleSize(title: string): number {
  const length = [...title].length;
  return length <= 36 ? 76 : length <= 64 ? 64 : length <= 96 ? 54 : 46;
}

/** The logo, the brand and the host name, along the top. `logo` is the logo as a data: URL. */
function brandRow(card: Pick<SocialCard, 'brand' | 'host'>, logo: string): Element {
  return box(
    { alignItems: 'center' },
    { type: 'img', props: { src: logo, width: 72, height: 72, style: { marginRight: 24 } } },
    box(
      { flexDirection: 'column' },
      box({ fontSize: 36, fontWeight: 700, color: BRAND_COLOURS.light }, card.brand),
      box({ fontSize: 24, color: MUTED }, card.host),
    ),
  );
}

/** The card's own text: the context above the title, the title, the byline under it. */
function textBlock(card: SocialCard): Element {
  return box(
    { flexDirection: 'column' },
    card.context === undefined
      ? undefined
      : box({ fontSize: 30, color: ACCENT, marginBottom: 16, lineClamp: 1 }, card.context),
    box({ fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15, lineClamp: 4 }, card.title),
    card.byline === undefined ? undefined : box({ fontSize: 30, color: MUTED, marginTop: 24 }, card.byline),
  );
}

/** The full-size frame: the ground, the content inside the margins, the band along the foot. */
function frame(...content: Element[]): Element {
  // Satori sizes a box without its padding, so the frame is a full-size ground with the
  // content in a box of its own, placed inside the margins.
  return box(
    {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      backgroundColor: BRAND_COLOURS.ground,
      color: TEXT,
      fontFamily: FONT_FAMILY_LIST,
    },
    box(
      {
        position: 'absolute',
        left: MARGIN_X,
        top: MARGIN_TOP,
        width: SOCIAL_IMAGE_WIDTH - 2 * MARGIN_X,
        height: CONTENT_BOTTOM - MARGIN_TOP,
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      ...content,
    ),
    // The tile's amber as a band along the foot: the brand's colour where a feed crops least.
    box({
      position: 'absolute',
      left: 0,
      bottom: 0,
      width: SOCIAL_IMAGE_WIDTH,
      height: BAND_HEIGHT,
      backgroundColor: BRAND_COLOURS.tile,
    }),
  );
}

/** The whole card in one tree: the brand at the top, the text at the foot. */
export function cardElement(card: SocialCard, logo: string): Element {
  return frame(brandRow(card, logo), textBlock(card));
}

/** What every card of a site shares, 1200 × 630: the frame and the brand row, without any card's text. */
export function backgroundElement(card: Pick<SocialCard, 'brand' | 'host'>, logo: string): Element {
  return frame(brandRow(card, logo));
}

/**
 * The card's text alone, on nothing (the renderer lays it on the ground), in a tree the size of
 * TEXT_AREA: the text sits at the foot of the content's box, as in `cardElement`.
 */
export function textElement(card: SocialCard): Element {
  return box(
    {
      width: SOCIAL_IMAGE_WIDTH,
      height: TEXT_AREA.bottom - TEXT_AREA.top,
      color: TEXT,
      fontFamily: FONT_FAMILY_LIST,
    },
    box(
      {
        position: 'absolute',
        left: MARGIN_X,
        top: 0,
        width: SOCIAL_IMAGE_WIDTH - 2 * MARGIN_X,
        height: CONTENT_BOTTOM - TEXT_AREA.top,
        flexDirection: 'column',
        justifyContent: 'flex-end',
      },
      textBlock(card),
    ),
  );
}
