// The drawing of a social preview image, as the element tree satori lays out (plain objects:
// this runs in Node without JSX). Flat colours and no gradients keep the PNG small. The
// colours are the logo's (public/logo.svg): its stone-900 ground, amber-700 tile and
// amber-100 eye. Any change here must raise SOCIAL_IMAGE_RENDERER.template in
// lib/seo/social-image/card.ts, or builds keep serving the old drawing from their cache.
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

/** `logo` is the logo as a data: URL. */
export function cardElement(card: SocialCard, logo: string): Element {
  const size = titleSize(card.title);
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
        height: SOCIAL_IMAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM,
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      box(
        { alignItems: 'center' },
        { type: 'img', props: { src: logo, width: 72, height: 72, style: { marginRight: 24 } } },
        box(
          { flexDirection: 'column' },
          box({ fontSize: 36, fontWeight: 700, color: BRAND_COLOURS.light }, card.brand),
          box({ fontSize: 24, color: MUTED }, card.host),
        ),
      ),
      box(
        { flexDirection: 'column' },
        card.context === undefined
          ? undefined
          : box({ fontSize: 30, color: ACCENT, marginBottom: 16, lineClamp: 1 }, card.context),
        box({ fontSize: size, fontWeight: 700, lineHeight: 1.15, lineClamp: 4 }, card.title),
        card.byline === undefined ? undefined : box({ fontSize: 30, color: MUTED, marginTop: 24 }, card.byline),
      ),
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
