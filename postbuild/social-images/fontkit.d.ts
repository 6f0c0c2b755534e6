// The little of fontkit (a dev dependency, without types of its own) the font test reads: a
// font file's character map.
declare module 'fontkit' {
  interface Font {
    /** Every code point the font maps to a glyph. */
    characterSet: number[];
  }
  export function openSync(path: string): Font;
}
