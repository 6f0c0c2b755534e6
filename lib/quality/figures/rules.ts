// How each language writes the figures the checker reads: its numbers, the words that make a
// number a price or link it to what it implies, and the table headers of each column.
import type { FigureLanguage } from './types.ts';

export interface Rules {
  /** A number as the language writes it (thousands grouped, its decimal separator). */
  number: string;
  decimal: ',' | '.';
  thousands: RegExp;
  percentBefore: boolean;
  /** Words after which a number is a price: "odds of 2.50", "коэффициент 2,50", "oran 2,50". */
  oddsBefore: string;
  /** Words before which a number is a price: Turkish "2,10 oranlı". */
  oddsAfter?: string;
  /** What links a price to the probability it implies. */
  implies: RegExp;
  /** Words that make the percentage something else than a probability (edge, value, margin). */
  notProbability: RegExp;
  total: RegExp;
  overround: RegExp;
  fairPrice: string;
  bothSides: RegExp;
  kelly: RegExp;
  edge: RegExp;
  /** Fractions of Kelly, which the one-sentence Kelly pattern leaves alone. */
  kellyFraction: RegExp;
  /** Words joining two prices of one market. */
  listJoin: string;
  approximately: RegExp;
  /** Table headers naming a column's figures (see tableChecks). */
  columns: Record<TableColumn, RegExp>;
}

export type TableColumn = 'decimal' | 'american' | 'fractional' | 'implied' | 'total' | 'probability' | 'kelly';

const EN_NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const RU_NUMBER = String.raw`\d{1,3}(?: \d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const TR_NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;

export const RULES: Record<FigureLanguage, Rules> = {
  en: {
    number: EN_NUMBER,
    decimal: '.',
    thousands: /,/g,
    percentBefore: false,
    oddsBefore: String.raw`\b(?:odds(?: of)?|price(?: of)?|priced at|quoted at|decimal(?: odds)?(?: of)?|at)`,
    implies: /\b(?:impl(?:y|ies|ied|ying)|break-even)\b/i,
    notProbability: /\b(?:edge|value|EV|ROI|yield|returns?|profit|margin|commission|overround|payout)\b/i,
    total: /\b(?:total(?:s|ling)?|sum(?:s|ming)?(?: to)?|add(?:s|ing)? up(?: to)?|book of)\b/i,
    overround: /\boverround\b/i,
    fairPrice: String.raw`fair(?: price| odds)?`,
    bothSides: /\b(?:on|at) (?:both sides|each side)\b/i,
    kelly: /\bKelly\b/,
    edge: /\bedge\b/i,
    kellyFraction: /\b(?:half|quarter|third|double|twice|fractional|times)\b/i,
    listJoin: String.raw`(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*\/\s*)`,
    approximately: /(?:\babout|\baround|\broughly|\bapproximately|\bnearly|~|≈)\s*$/i,
    columns: {
      decimal: /^(?:decimal(?: odds)?|odds|price)$/i,
      american: /^american(?: odds)?$/i,
      fractional: /^fractional(?: odds)?$/i,
      implied: /^(?:implied probability|break-even(?: rate)?)$/i,
      total: /^(?:book|total|implied total)$/i,
      probability: /^(?:your p|your probability|probability)$/i,
      kelly: /^(?:full )?kelly(?: stake)?$/i,
    },
  },
  ru: {
    number: RU_NUMBER,
    decimal: ',',
    thousands: / /g,
    percentBefore: false,
    oddsBefore: String.raw`(?:коэффициент\p{L}*|кэф\p{L}*|котировк\p{L}*|(?<!\p{L})по)`,
    implies: /(?:означа\p{L}*|подразумева\p{L}*|безубыточн\p{L}*)/iu,
    notProbability: /(?:преимуществ|ожидан|доходн|марж|оверраунд|прибыл|комисси|выплат|ROI|EV)/iu,
    total: /(?:сумм\p{L}*)/iu,
    overround: /(?:оверраунд\p{L}*)/iu,
    fairPrice: String.raw`честн\p{L}* коэффициент\p{L}*`,
    bothSides: /(?:на (?:оба|каждый) исход\p{L}*|на обе стороны)/iu,
    kelly: /Келли/u,
    edge: /(?:преимуществ\p{L}*|перевес\p{L}*)/iu,
    kellyFraction: /(?:половин\p{L}*|четверт\p{L}*|треть\p{L}*|двойн\p{L}*|дробн\p{L}*)/iu,
    listJoin: String.raw`(?:\s*,\s*(?:и\s+)?|\s+и\s+|\s*\/\s*)`,
    approximately: /(?:около|примерно|приблизительно|почти|~|≈)\s*$/iu,
    columns: {
      decimal: /^коэффициент$/iu,
      american: /^американский коэффициент$/iu,
      fractional: /^дробный коэффициент$/iu,
      implied: /^(?:подразумеваемая вероятность|нужная доля выигрышей|точка безубыточности)$/iu,
      total: /^сумма вероятностей$/iu,
      probability: /^(?:ваша вероятность|вероятность)$/iu,
      kelly: /^доля банка по келли$/iu,
    },
  },
  tr: {
    number: TR_NUMBER,
    decimal: ',',
    thousands: /\./g,
    percentBefore: true,
    oddsBefore: String.raw`(?:(?<!\p{L})oran(?:ı|lar|ları)?)`,
    oddsAfter: String.raw`(?:'\p{L}+)?\s+oran(?:lı|da|la|ında)(?!\p{L})`,
    implies: /(?:örtük olasılı\p{L}*|ima ed\p{L}*|başa baş\p{L}*)/iu,
    notProbability: /(?:avantaj|beklenen|kâr|marj|komisyon|getiri|ROI|EV)/iu,
    total: /(?:toplam\p{L}*)/iu,
    overround: /(?!)/u,
    fairPrice: String.raw`adil oran\p{L}*(?: da)?`,
    bothSides: /(?:iki taraf\p{L}*(?: da)?|her iki taraf\p{L}*)/iu,
    kelly: /Kelly/u,
    edge: /(?:avantaj\p{L}*)/iu,
    kellyFraction: /(?:yarım|çeyrek|iki kat|üç kat|katı)/iu,
    listJoin: String.raw`(?:\s*,\s*(?:ve\s+)?|\s+ve\s+|\s*\/\s*)`,
    approximately: /(?:yaklaşık|kabaca|aşağı yukarı|~|≈)\s*$/iu,
    columns: {
      decimal: /^(?:oran|oranlar|ondalık oran)$/iu,
      american: /^amerikan oranı$/iu,
      fractional: /^kesirli oran$/iu,
      implied: /^(?:örtük olasılık|başa baş(?: oranı)?)$/iu,
      total: /^olasılık toplamı$/iu,
      probability: /^(?:olasılık|kazanma olasılığı)$/iu,
      kelly: /^kelly(?: payı)?$/iu,
    },
  },
};
