// What the figures check reports (docs/generation.md#figures).

export type FigureLanguage = 'en' | 'ru' | 'tr';

export type FigureKind = 'arithmetic' | 'implied-probability' | 'fair-price' | 'market-total' | 'kelly';

/** One figure the checker recognised and recomputed. */
export interface FigureCheck {
  kind: FigureKind;
  /** The sentence (or table cell) as read, markdown emphasis removed. */
  sentence: string;
  /** The figure as written ("45%", "%4,55", "0.0455"). */
  written: string;
  /** What the figure should be, in words and numbers ("odds of 2.50 imply 40.00%"). */
  expected: string;
  /** How far from its written value the figure may be ("0.5", "0.05"). */
  tolerance: string;
  ok: boolean;
}
