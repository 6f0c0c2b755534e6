// Figures recomputed in an article's text (docs/generation.md#figures): arithmetic written out
// with its result, odds with the probability they imply, a market's total and overround from its
// prices, the fair price of a probability, and a Kelly stake. Only relations the sentence states
// outright are read, so a figure the checker is unsure of is left alone rather than refused.
//
// Every decimal input is taken as rounded to its last written digit (2.50 is anything from 2.495
// to 2.505; 1.909 stands for -110's 1.90909…), and a result is right when some inputs within their
// rounding give it within its own: that is what keeps a worked example built on rounded
// intermediate figures from a false alarm, while 2.50 implying 45% is still far outside.

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

interface Interval {
  lo: number;
  hi: number;
}

interface WrittenNumber {
  text: string;
  value: number;
  decimals: number;
  percent: boolean;
  start: number;
  end: number;
}

interface Rules {
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

type TableColumn = 'decimal' | 'american' | 'fractional' | 'implied' | 'total' | 'probability' | 'kelly';

const EN_NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const RU_NUMBER = String.raw`\d{1,3}(?: \d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const TR_NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;

const RULES: Record<FigureLanguage, Rules> = {
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

/** The sentences and table cells of a markdown body, emphasis and link targets removed. */
export function figureSentences(body: string): string[] {
  const sentences: string[] = [];
  let fenced = false;
  for (const rawLine of body.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(rawLine)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const line = rawLine
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Emphasis and code marks; a product is written with ×, never with *.
      .replace(/\\([*_])/g, '$1')
      .replace(/\*|__|`/g, '')
      .replace(/[\u00a0\u202f\u2009]/g, ' ');
    const cells = line.trim().startsWith('|') ? line.split('|') : [line];
    for (const cell of cells) {
      const text = cell.replace(/^\s*(?:[-*+]|\d+\.|#+|>)\s+/, '').trim();
      if (!/\d/.test(text)) continue;
      // A sentence ends at . ! ? followed by a space; a decimal point has a digit after it.
      sentences.push(...text.split(/(?<=[.!?…])\s+(?=[^\s\da-zа-яçğıöşü])/u).filter((s) => /\d/.test(s)));
    }
  }
  return sentences;
}

/** Every figure of `body` the checker recognises, each recomputed. */
export function checkFigures(body: string, language: FigureLanguage): FigureCheck[] {
  const rules = RULES[language];
  return [...tableChecks(body, rules), ...sentenceChecks(body, rules)];
}

function sentenceChecks(body: string, rules: Rules): FigureCheck[] {
  // Every pattern but arithmetic ends in a percentage or starts from one; arithmetic needs = or ≈.
  // Skipping the rest keeps the check cheap on a site of thousands of articles.
  return figureSentences(body).flatMap((sentence) => [
    ...(/[=≈]/.test(sentence) ? arithmeticChecks(sentence, rules) : []),
    ...(sentence.includes('%')
      ? [
          ...impliedProbabilityChecks(sentence, rules),
          ...fairPriceChecks(sentence, rules),
          ...marketTotalChecks(sentence, rules),
          ...kellyChecks(sentence, rules),
        ]
      : []),
  ]);
}

/** One line per wrong figure, quoting its sentence, for the generator's retry and check:content. */
export function figureProblems(body: string, language: FigureLanguage): string[] {
  return checkFigures(body, language)
    .filter((check) => !check.ok)
    .map(describeWrongFigure);
}

export function describeWrongFigure(check: FigureCheck): string {
  return `the figure ${check.written} in "${check.sentence}" is wrong: ${check.expected} (a figure written as ${check.written} may be off by at most ${check.tolerance})`;
}

// ---- numbers ---------------------------------------------------------------------------------

const compiled = new Map<string, RegExp>();

/**
 * A regular expression built from a language's rules, compiled once: the check runs over every
 * sentence of every article of a site at each build. matchAll works on a copy of a global one,
 * and every other use here sets or ignores lastIndex, so sharing them is safe.
 */
function compile(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let regex = compiled.get(key);
  if (!regex) {
    regex = new RegExp(source, flags);
    compiled.set(key, regex);
  }
  return regex;
}

function readNumber(text: string, rules: Rules): { value: number; decimals: number } {
  const plain = text.replace(rules.thousands, '');
  const [whole, fraction = ''] = plain.split(rules.decimal);
  return { value: Number(`${whole}.${fraction || '0'}`), decimals: fraction.length };
}

/** The interval a written number stands for: a decimal is rounded to its last digit, an integer is exact. */
function rounded(value: number, decimals: number): Interval {
  const half = decimals > 0 ? 0.5 * 10 ** -decimals : 0;
  return { lo: value - half, hi: value + half };
}

/** The written result's own allowance: half a unit of its last digit, a whole unit when approximate. */
function allowance(decimals: number, approximate: boolean): number {
  return (approximate ? 1 : 0.5) * 10 ** -decimals;
}

function formatTolerance(decimals: number, approximate: boolean, language: Rules): string {
  const text = allowance(decimals, approximate).toFixed(decimals + 1);
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return language.decimal === ',' ? trimmed.replace('.', ',') : trimmed;
}

function formatValue(value: number, decimals: number, rules: Rules): string {
  const text = value.toFixed(Math.max(decimals + 1, 2));
  return rules.decimal === ',' ? text.replace('.', ',') : text;
}

function overlaps(computed: Interval, target: number, tolerance: number): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(target));
  return computed.lo <= target + tolerance + slack && computed.hi >= target - tolerance - slack;
}

function mid(interval: Interval): number {
  return (interval.lo + interval.hi) / 2;
}

const ops = {
  add: (a: Interval, b: Interval): Interval => ({ lo: a.lo + b.lo, hi: a.hi + b.hi }),
  sub: (a: Interval, b: Interval): Interval => ({ lo: a.lo - b.hi, hi: a.hi - b.lo }),
  mul: (a: Interval, b: Interval): Interval => {
    const products = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
    return { lo: Math.min(...products), hi: Math.max(...products) };
  },
  div: (a: Interval, b: Interval): Interval | undefined =>
    b.lo <= 0 && b.hi >= 0 ? undefined : ops.mul(a, { lo: 1 / b.hi, hi: 1 / b.lo }),
  pow: (a: Interval, exponent: number): Interval => {
    const ends = [a.lo ** exponent, a.hi ** exponent];
    const lo = a.lo < 0 && a.hi > 0 && exponent % 2 === 0 ? 0 : Math.min(...ends);
    return { lo, hi: Math.max(...ends) };
  },
};

// ---- arithmetic written out: "1/2.50 = 40%", "0,05 ÷ 1,10 ≈ %4,55" ----------------------------

type Token =
  | { type: 'num'; number: WrittenNumber }
  | { type: 'op'; op: '+' | '-' | '*' | '/' }
  | { type: 'pow'; exponent: number }
  | { type: 'lp'; spaceBefore: boolean }
  | { type: 'rp' }
  | { type: 'rel'; approximate: boolean }
  | { type: 'word'; text: string; spaceBefore: boolean }
  | { type: 'other'; text: string; spaceBefore: boolean };

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const WORD = /[\p{L}\p{M}]+/uy;

function tokenize(sentence: string, rules: Rules): Token[] {
  const tokens: Token[] = [];
  const number = compile(rules.number, 'y');
  let i = 0;
  let spaceBefore = true;
  while (i < sentence.length) {
    const ch = sentence[i]!;
    if (/\s/.test(ch)) {
      spaceBefore = true;
      i += 1;
      continue;
    }
    // A currency sign belongs to its amount: "400 × $50 × 0.05 = $1,000".
    if (/[$€₽₺£]/u.test(ch) && /\d/.test(sentence[i + 1] ?? '')) {
      i += 1;
      continue;
    }
    const startsPercent = rules.percentBefore && ch === '%' && /\d/.test(sentence[i + 1] ?? '');
    number.lastIndex = startsPercent ? i + 1 : i;
    const match = /\d/.test(ch) || startsPercent ? number.exec(sentence) : null;
    if (match) {
      let end = number.lastIndex;
      let percent = startsPercent;
      const after = /^ ?%/.exec(sentence.slice(end));
      if (!rules.percentBefore && after) {
        percent = true;
        end += after[0].length;
      }
      const { value, decimals } = readNumber(match[0], rules);
      tokens.push({
        type: 'num',
        number: { text: sentence.slice(i, end), value, decimals, percent, start: i, end },
      });
      i = end;
    } else if (SUPERSCRIPTS.includes(ch)) {
      let digits = '';
      while (i < sentence.length && SUPERSCRIPTS.includes(sentence[i]!)) {
        digits += String(SUPERSCRIPTS.indexOf(sentence[i]!));
        i += 1;
      }
      tokens.push({ type: 'pow', exponent: Number(digits) });
    } else if (ch === '^' && /\d/.test(sentence[i + 1] ?? '')) {
      const digits = /^\d+/.exec(sentence.slice(i + 1))![0];
      tokens.push({ type: 'pow', exponent: Number(digits) });
      i += 1 + digits.length;
    } else if ('+−×÷/'.includes(ch)) {
      const op = ch === '+' ? '+' : ch === '−' ? '-' : ch === '×' ? '*' : '/';
      tokens.push({ type: 'op', op });
      i += 1;
    } else if (ch === '-' && (spaceBefore || /[(=]/.test(sentence[i - 1] ?? ''))) {
      // A hyphen is a minus only after a space or a bracket ("2.40 - 1", "(-0.05)"); "1-in-100" is a word.
      tokens.push({ type: 'op', op: '-' });
      i += 1;
    } else if (ch === '=' || ch === '≈') {
      tokens.push({ type: 'rel', approximate: ch === '≈' });
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push(ch === '(' ? { type: 'lp', spaceBefore } : { type: 'rp' });
      i += 1;
    } else if (/\p{L}/u.test(ch)) {
      WORD.lastIndex = i;
      const word = WORD.exec(sentence)![0];
      tokens.push({ type: 'word', text: word, spaceBefore });
      i += word.length;
    } else {
      tokens.push({ type: 'other', text: ch, spaceBefore });
      i += 1;
    }
    spaceBefore = false;
  }
  return tokens;
}

const EXPRESSION_TOKEN = new Set(['num', 'op', 'pow', 'lp', 'rp']);
const APPROXIMATE_WORDS =
  /^(?:about|around|roughly|approximately|nearly|около|примерно|приблизительно|почти|yaklaşık|kabaca)$/iu;

function arithmeticChecks(sentence: string, rules: Rules): FigureCheck[] {
  const tokens = tokenize(sentence, rules);
  const checks: FigureCheck[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'rel') return;
    let first = index;
    while (first > 0 && EXPRESSION_TOKEN.has(tokens[first - 1]!.type)) first -= 1;
    let left = tokens.slice(first, index);
    // An expression cut off by something the checker cannot read ("√300", "C(50,3)", "0.52 cubed × 8")
    // is not the whole left side: leave it alone.
    const before = tokens[first - 1];
    if (before?.type === 'other' && !/^[:;,—–"«]$/u.test(before.text)) return;
    // "C(50,3)": a bracket right after a word is a function the checker does not know.
    const opening = left[0];
    if (before?.type === 'word' && opening?.type === 'lp' && !opening.spaceBefore) return;
    while (left[0]?.type === 'lp' && count(left, 'lp') > count(left, 'rp')) left = left.slice(1);
    const head = left[0];
    if (head?.type === 'pow' || (head?.type === 'op' && head.op !== '-')) return;
    const value = evaluate(left);
    if (!value) return;

    let next = index + 1;
    let approximate = token.approximate;
    while (tokens[next]?.type === 'word' && APPROXIMATE_WORDS.test((tokens[next] as { text: string }).text)) {
      approximate = true;
      next += 1;
    }
    let sign = 1;
    const signToken = tokens[next];
    if (signToken?.type === 'op' && (signToken.op === '-' || signToken.op === '+')) {
      sign = signToken.op === '-' ? -1 : 1;
      next += 1;
    }
    const result = tokens[next];
    if (result?.type !== 'num') return;
    const following = tokens[next + 1];
    if (following && ['op', 'pow', 'lp'].includes(following.type)) return;
    const written = result.number;
    const target = sign * written.value;
    const tolerance = allowance(written.decimals, approximate);
    const leftHasPercent = left.some((t) => t.type === 'num' && t.number.percent);
    // A percentage result may be read as a fraction (1/2.50 = 40%) or, from figures that are
    // percentages already, as points (50.00 / 1.0348 = 48.32%); a plain result from percentages
    // may be points too (4.81% / 3 = 1.60 points).
    const inPercent = ops.mul(value.interval, { lo: 100, hi: 100 });
    const readings = written.percent
      ? [inPercent, ...(leftHasPercent ? [] : [value.interval])]
      : [value.interval, ...(leftHasPercent ? [inPercent] : [])];
    // Only the size is compared: prose often gives the sign in words ("= %1 zarar", a loss of 1%;
    // "5 × 100 × 0,07 = −35 TL", a cost).
    const size = (interval: Interval): Interval =>
      interval.lo >= 0
        ? interval
        : interval.hi <= 0
          ? { lo: -interval.hi, hi: -interval.lo }
          : { lo: 0, hi: Math.max(-interval.lo, interval.hi) };
    let ok = readings.some((reading) => overlaps(size(reading), Math.abs(target), tolerance));
    // "5/2 = 3.50": a fractional price written as its decimal one.
    if (!ok && value.fraction && overlaps(ops.add(value.interval, { lo: 1, hi: 1 }), Math.abs(target), tolerance))
      ok = true;
    // The reading nearest the written figure, for the message.
    const shown = readings.reduce((best, reading) =>
      Math.abs(mid(reading) - target) < Math.abs(mid(best) - target) ? reading : best,
    );
    checks.push({
      kind: 'arithmetic',
      sentence,
      written: (sign < 0 ? '−' : signToken?.type === 'op' ? '+' : '') + written.text,
      expected: `${value.text} = ${formatValue(mid(shown), written.decimals, rules)}${written.percent ? '%' : ''}`,
      tolerance: formatTolerance(written.decimals, approximate, rules),
      ok,
    });
  });
  return checks;
}

function count(tokens: Token[], type: Token['type']): number {
  return tokens.filter((t) => t.type === type).length;
}

/**
 * The value of a written expression as an interval, or undefined when it is not one the checker
 * reads whole (no operator, unbalanced, a division by something that may be zero).
 */
function evaluate(tokens: Token[]): { interval: Interval; text: string; fraction: boolean } | undefined {
  // At least two numbers or a power: "−2,96" alone is a number, not a computation.
  if (count(tokens, 'num') < 2 && count(tokens, 'pow') === 0) return undefined;
  if (count(tokens, 'lp') !== count(tokens, 'rp')) return undefined;
  let position = 0;
  const peek = () => tokens[position];
  const expression = (): Interval | undefined => {
    let value = term();
    while (value && peek()?.type === 'op' && ['+', '-'].includes((peek() as { op: string }).op)) {
      const op = (tokens[position++] as { op: string }).op;
      const right = term();
      if (!right) return undefined;
      value = op === '+' ? ops.add(value, right) : ops.sub(value, right);
    }
    return value;
  };
  const term = (): Interval | undefined => {
    let value = factor();
    while (value && peek()?.type === 'op' && ['*', '/'].includes((peek() as { op: string }).op)) {
      const op = (tokens[position++] as { op: string }).op;
      const right = factor();
      if (!right) return undefined;
      value = op === '*' ? ops.mul(value, right) : ops.div(value, right);
    }
    return value;
  };
  const factor = (): Interval | undefined => {
    const token = tokens[position++];
    let value: Interval | undefined;
    if (token?.type === 'op' && token.op === '-') {
      const inner = factor();
      return inner && { lo: -inner.hi, hi: -inner.lo };
    } else if (token?.type === 'num') {
      const { value: v, decimals, percent } = token.number;
      const interval = rounded(v, decimals);
      value = percent ? { lo: interval.lo / 100, hi: interval.hi / 100 } : interval;
    } else if (token?.type === 'lp') {
      value = expression();
      if (tokens[position++]?.type !== 'rp') return undefined;
    } else return undefined;
    while (value && peek()?.type === 'pow')
      value = ops.pow(value, (tokens[position++] as { exponent: number }).exponent);
    return value;
  };
  const interval = expression();
  if (!interval || position !== tokens.length || !Number.isFinite(interval.lo) || !Number.isFinite(interval.hi))
    return undefined;
  const numbers = tokens.filter((t) => t.type === 'num');
  const fraction =
    tokens.length === 3 &&
    numbers.length === 2 &&
    numbers.every((t) => t.number.decimals === 0 && !t.number.percent) &&
    tokens[1]?.type === 'op' &&
    tokens[1].op === '/';
  return { interval, text: expressionText(tokens), fraction };
}

function expressionText(tokens: Token[]): string {
  return tokens
    .map((t) => {
      switch (t.type) {
        case 'num':
          return t.number.text;
        case 'op':
          return { '+': ' + ', '-': ' − ', '*': ' × ', '/': ' / ' }[t.op];
        case 'pow':
          return `^${t.exponent}`;
        case 'lp':
          return '(';
        case 'rp':
          return ')';
        default:
          return '';
      }
    })
    .join('')
    .replace(/^ − /, '−');
}

// ---- prices ----------------------------------------------------------------------------------

interface Price {
  text: string;
  /** The probability the price implies, as an interval of fractions. */
  implied: Interval;
  start: number;
  end: number;
}

function pricesIn(sentence: string, rules: Rules): Price[] {
  const prices: Price[] = [];
  const number = `(${rules.number})`;
  const decimal = (text: string, start: number, end: number) => {
    const { value, decimals } = readNumber(text, rules);
    if (decimals === 0 || value <= 1 || value > 1000) return;
    const odds = rounded(value, decimals);
    prices.push({ text, implied: { lo: 1 / odds.hi, hi: 1 / odds.lo }, start, end });
  };
  for (const match of sentence.matchAll(compile(`${rules.oddsBefore}\\s+${number}(?![\\d%/]|\\s%)`, 'giu'))) {
    const start = match.index + match[0].length - match[1]!.length;
    decimal(match[1]!, start, match.index + match[0].length);
  }
  if (rules.oddsAfter) {
    for (const match of sentence.matchAll(compile(`(?<![\\d%])${number}${rules.oddsAfter}`, 'giu'))) {
      decimal(match[1]!, match.index, match.index + match[1]!.length);
    }
  }
  // American odds: a signed whole number of at least 100.
  for (const match of sentence.matchAll(/(?<![\p{L}\d.,])([+−-])(\d{3,5})(?![\d.,%]|\/)/gu)) {
    const amount = Number(match[2]);
    if (amount < 100) continue;
    const p = match[1] === '+' ? 100 / (amount + 100) : amount / (amount + 100);
    prices.push({ text: match[0], implied: { lo: p, hi: p }, start: match.index, end: match.index + match[0].length });
  }
  // Fractional odds after a price word: "at 6/4".
  for (const match of sentence.matchAll(compile(`${rules.oddsBefore}\\s+(\\d+)\\/(\\d+)(?![\\d.,])`, 'giu'))) {
    const a = Number(match[1]);
    const b = Number(match[2]);
    if (a === 0 || b === 0) continue;
    const text = `${match[1]}/${match[2]}`;
    const end = match.index + match[0].length;
    prices.push({ text, implied: { lo: b / (a + b), hi: b / (a + b) }, start: end - text.length, end });
  }
  const seen = new Set<number>();
  return prices
    .sort((a, b) => a.start - b.start)
    .filter((price) => !seen.has(price.start) && Boolean(seen.add(price.start)));
}

interface Percentage {
  text: string;
  value: number;
  decimals: number;
  start: number;
  end: number;
}

function percentagesIn(sentence: string, rules: Rules): Percentage[] {
  const source = rules.percentBefore ? `%\\s?(${rules.number})` : `(${rules.number})\\s?%`;
  return [...sentence.matchAll(compile(source, 'gu'))]
    .filter((match) => !/[\d.,]$/.test(sentence.slice(0, match.index)))
    .map((match) => ({
      text: match[0],
      ...readNumber(match[1]!, rules),
      start: match.index,
      end: match.index + match[0].length,
    }));
}

/** Whether a price is the second of a list ("1.87 and 1.95"), so not a price on its own. */
function inList(sentence: string, price: { start: number }, rules: Rules): boolean {
  return compile(`\\d${rules.listJoin}$`, 'u').test(sentence.slice(0, price.start));
}

// ---- "Decimal odds of 2.50 imply a 40% chance" ------------------------------------------------

function impliedProbabilityChecks(sentence: string, rules: Rules): FigureCheck[] {
  const checks: FigureCheck[] = [];
  const percentages = percentagesIn(sentence, rules);
  for (const price of pricesIn(sentence, rules)) {
    if (inList(sentence, price, rules)) continue;
    const percentage = percentages.find((p) => p.start >= price.end);
    if (!percentage) continue;
    const link = sentence.slice(price.end, percentage.start);
    if (/\d/.test(link) || link.length > 80) continue;
    // The link names the relation ("implies"), or is a dash in a sentence that names it
    // ("Точка безубыточности для коэффициента 2,10 — 47,62%").
    const linked =
      rules.implies.test(link) || (/^\s*[—–:]\s*(?:\p{L}+\s*)?$/u.test(link) && rules.implies.test(sentence));
    if (!linked || rules.notProbability.test(link) || rules.total.test(link)) continue;
    // "implying 50.30% + 51.79%": the first of a sum.
    if (/^\s*[+−-]/.test(sentence.slice(percentage.end))) continue;
    if (/[+−-]\s*$/.test(link) || (rules.percentBefore && /[+−-]\s*$/.test(sentence.slice(0, percentage.start))))
      continue;
    checks.push(probabilityCheck('implied-probability', sentence, price, percentage, rules, link));
  }
  return checks;
}

function probabilityCheck(
  kind: FigureKind,
  sentence: string,
  price: Price,
  percentage: Percentage,
  rules: Rules,
  link: string,
): FigureCheck {
  const approximate = rules.approximately.test(link);
  const tolerance = allowance(percentage.decimals, approximate);
  const computed = { lo: price.implied.lo * 100, hi: price.implied.hi * 100 };
  return {
    kind,
    sentence,
    written: percentage.text,
    expected: `odds of ${price.text} imply ${formatValue(mid(computed), percentage.decimals, rules)}%`,
    tolerance: formatTolerance(percentage.decimals, approximate, rules),
    ok: overlaps(computed, percentage.value, tolerance),
  };
}

// ---- "a 13.0% chance, a fair price of 7.68" ----------------------------------------------------

function fairPriceChecks(sentence: string, rules: Rules): FigureCheck[] {
  const percentage = rules.percentBefore ? `%\\s?(${rules.number})` : `(${rules.number})\\s?%`;
  const approx = String.raw`(?:about|around|approximately|около|примерно|yaklaşık)`;
  const pattern = compile(
    `${percentage}\\)?\\s*[,;(]?\\s*(?:(?:a|an|the|its|so a|and a|with a)\\s+)?${rules.fairPrice}\\s*(?:(?:of|is|at|—|-|:|=)\\s*)?(${approx}\\s+)?(${rules.number})(?![\\d%]|\\s*[×÷/*+−-])`,
    'giu',
  );
  const checks: FigureCheck[] = [];
  for (const match of sentence.matchAll(pattern)) {
    const p = readNumber(match[1]!, rules);
    const price = readNumber(match[3]!, rules);
    if (price.decimals === 0 || p.value <= 0) continue;
    const probability = rounded(p.value / 100, p.decimals + 2);
    const computed = { lo: 1 / probability.hi, hi: 1 / probability.lo };
    const approximate = Boolean(match[2]);
    const tolerance = allowance(price.decimals, approximate);
    checks.push({
      kind: 'fair-price',
      sentence,
      written: match[3]!,
      expected: `a probability of ${match[1]}% has a fair price of ${formatValue(mid(computed), price.decimals, rules)}`,
      tolerance: formatTolerance(price.decimals, approximate, rules),
      ok: overlaps(computed, price.value, tolerance),
    });
  }
  return checks;
}

// ---- "at 1.87 and 1.95: implied probabilities total 104.76%, an overround of 4.76%" ------------

function marketTotalChecks(sentence: string, rules: Rules): FigureCheck[] {
  const checks: FigureCheck[] = [];
  const prices = pricesIn(sentence, rules);
  const percentages = percentagesIn(sentence, rules);
  for (const first of prices) {
    if (inList(sentence, first, rules)) continue;
    // The market's prices: the first one and those listed after it.
    const market = [first];
    let end = first.end;
    for (;;) {
      const match = compile(`^${rules.listJoin}(${rules.number})(?![\\d%/])`, 'u').exec(sentence.slice(end));
      if (!match) break;
      const { value, decimals } = readNumber(match[1]!, rules);
      if (decimals === 0 || value <= 1) break;
      const odds = rounded(value, decimals);
      market.push({
        text: match[1]!,
        implied: { lo: 1 / odds.hi, hi: 1 / odds.lo },
        start: end + match[0].length - match[1]!.length,
        end: end + match[0].length,
      });
      end += match[0].length;
    }
    const percentage = percentages.find((p) => p.start >= end);
    if (!percentage) continue;
    const link = sentence.slice(end, percentage.start);
    if (/\d/.test(link) || link.length > 80 || !rules.total.test(link)) continue;
    if (market.length === 1) {
      if (!rules.bothSides.test(link)) continue;
      market.push(first);
    }
    if (/^\s*[+−-]/.test(sentence.slice(percentage.end))) continue;
    const total = market.reduce<Interval>(
      (sum, price) => ops.add(sum, { lo: price.implied.lo * 100, hi: price.implied.hi * 100 }),
      { lo: 0, hi: 0 },
    );
    const names = market.map((price) => price.text).join(', ');
    const approximate = rules.approximately.test(link);
    checks.push({
      kind: 'market-total',
      sentence,
      written: percentage.text,
      expected: `prices of ${names} imply a total of ${formatValue(mid(total), percentage.decimals, rules)}%`,
      tolerance: formatTolerance(percentage.decimals, approximate, rules),
      ok: overlaps(total, percentage.value, allowance(percentage.decimals, approximate)),
    });
    // ", an overround of 4.76%" right after the total.
    const next = percentages.find((p) => p.start >= percentage.end);
    const between = next && sentence.slice(percentage.end, next.start);
    if (next && between && !/\d/.test(between) && between.length < 40 && rules.overround.test(between)) {
      const overround = { lo: total.lo - 100, hi: total.hi - 100 };
      const roughly = rules.approximately.test(between);
      checks.push({
        kind: 'market-total',
        sentence,
        written: next.text,
        expected: `prices of ${names} have an overround of ${formatValue(mid(overround), next.decimals, rules)}%`,
        tolerance: formatTolerance(next.decimals, roughly, rules),
        ok: overlaps(overround, next.value, allowance(next.decimals, roughly)),
      });
    }
  }
  return checks;
}

// ---- "At 50% and odds of 2.10, Kelly stakes 4.55% of the bankroll" ------------------------------

function kellyChecks(sentence: string, rules: Rules): FigureCheck[] {
  const kelly = rules.kelly.exec(sentence);
  if (!kelly || rules.kellyFraction.test(sentence)) return [];
  const prices = pricesIn(sentence, rules).filter((price) => /[.,]/.test(price.text) && !/^[+−-]/.test(price.text));
  const percentages = percentagesIn(sentence, rules);
  // Exactly one price, one probability (or edge) and one stake, and no other number.
  if (prices.length !== 1 || percentages.length !== 2) return [];
  const numbers = sentence.match(compile(rules.number, 'gu')) ?? [];
  if (numbers.length !== 3) return [];
  const stake = percentages[1]!;
  const input = percentages[0]!;
  if (stake.start < kelly.index || input.start > kelly.index) return [];
  const beforeInput = sentence.slice(Math.max(0, input.start - 30), input.start);
  const afterInput = sentence.slice(input.end, input.end + 20);
  const isEdge = rules.edge.test(beforeInput) || rules.edge.test(afterInput);
  const approximate = rules.approximately.test(sentence.slice(0, stake.start));
  return [kellyCheck(sentence, prices[0]!, input, isEdge, stake, approximate, rules)];
}

/** A Kelly stake, f = (p·d − 1)/(d − 1) from a probability, or edge/(d − 1) from an edge. */
function kellyCheck(
  sentence: string,
  price: Price,
  input: Percentage,
  isEdge: boolean,
  stake: Percentage,
  approximate: boolean,
  rules: Rules,
): FigureCheck {
  const written = readNumber(price.text, rules);
  const odds = rounded(written.value, written.decimals);
  const net = { lo: odds.lo - 1, hi: odds.hi - 1 };
  const given = rounded(input.value / 100, input.decimals + 2);
  const edge = isEdge ? given : ops.sub(ops.mul(given, odds), { lo: 1, hi: 1 });
  // net > 0: a price is above 1.
  const fraction = ops.div(edge, net) ?? { lo: Number.NaN, hi: Number.NaN };
  const computed = { lo: fraction.lo * 100, hi: fraction.hi * 100 };
  return {
    kind: 'kelly',
    sentence,
    written: stake.text,
    expected: `${isEdge ? 'an edge' : 'a probability'} of ${input.text} at odds of ${price.text} gives a Kelly stake of ${formatValue(mid(computed), stake.decimals, rules)}%`,
    tolerance: formatTolerance(stake.decimals, approximate, rules),
    ok: overlaps(computed, stake.value, allowance(stake.decimals, approximate)),
  };
}

/** The language whose figures a site's locale writes ("ru_RU" → "ru"), or undefined for another. */
export function figureLanguage(locale: string): FigureLanguage | undefined {
  const language = locale.slice(0, 2);
  return language === 'en' || language === 'ru' || language === 'tr' ? language : undefined;
}

// ---- tables: a price column beside its implied probability, total or Kelly stake ----------------

/**
 * A table whose header names a price column and a column of what it implies ("| Decimal | … |
 * Implied probability |"), checked row by row; a cell that is not a bare figure is left alone.
 */
function tableChecks(body: string, rules: Rules): FigureCheck[] {
  const checks: FigureCheck[] = [];
  const lines = body.split('\n');
  for (let start = 0; start < lines.length; start += 1) {
    if (!isTableLine(lines[start]!) || (start > 0 && isTableLine(lines[start - 1]!))) continue;
    const rows: string[] = [];
    for (let i = start; i < lines.length && isTableLine(lines[i]!); i += 1) rows.push(lines[i]!);
    const [header, , ...body] = rows.map(cellsOf);
    if (!header) continue;
    const column = (name: TableColumn) => header.findIndex((cell) => rules.columns[name].test(cell));
    const implied = column('implied');
    const total = column('total');
    const kelly = column('kelly');
    const probability = column('probability');
    const priceColumns = (['decimal', 'american', 'fractional'] as const)
      .map((kind) => ({ kind, index: column(kind) }))
      .filter(({ index }) => index >= 0);
    body.forEach((cells, row) => {
      const sentence = rows[row + 2]!.trim();
      for (const { kind, index } of priceColumns) {
        const cell = cells[index] ?? '';
        if (implied >= 0) {
          const price = priceOfCell(cell, kind, rules);
          const percentage = percentageOfCell(cells[implied] ?? '', rules);
          if (price && percentage)
            checks.push(probabilityCheck('implied-probability', sentence, price, percentage, rules, ''));
        }
        if (total >= 0 && kind === 'decimal') {
          const market = cell.split(/\s*\/\s*/).map((part) => priceOfCell(part, 'decimal', rules));
          const percentage = percentageOfCell(cells[total] ?? '', rules);
          if (market.length >= 2 && market.every(Boolean) && percentage) {
            const sum = (market as Price[]).reduce<Interval>(
              (acc, price) => ops.add(acc, { lo: price.implied.lo * 100, hi: price.implied.hi * 100 }),
              { lo: 0, hi: 0 },
            );
            checks.push({
              kind: 'market-total',
              sentence,
              written: percentage.text,
              expected: `prices of ${cell.trim()} imply a total of ${formatValue(mid(sum), percentage.decimals, rules)}%`,
              tolerance: formatTolerance(percentage.decimals, false, rules),
              ok: overlaps(sum, percentage.value, allowance(percentage.decimals, false)),
            });
          }
        }
        if (kelly >= 0 && probability >= 0 && kind === 'decimal') {
          const price = priceOfCell(cell, 'decimal', rules);
          const p = percentageOfCell(cells[probability] ?? '', rules);
          const stake = percentageOfCell(cells[kelly] ?? '', rules);
          if (price && p && stake) checks.push(kellyCheck(sentence, price, p, false, stake, false, rules));
        }
      }
    });
    start += rows.length - 1;
  }
  return checks;
}

function isTableLine(line: string): boolean {
  return line.trim().startsWith('|');
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.replace(/\*\*|__/g, '').trim());
}

function priceOfCell(cell: string, kind: 'decimal' | 'american' | 'fractional', rules: Rules): Price | undefined {
  const text = cell.replace(/\s*\([^)]*\)$/, '').trim();
  if (kind === 'decimal') {
    if (!compile(`^(?:${rules.number})$`, 'u').test(text)) return undefined;
    const { value, decimals } = readNumber(text, rules);
    if (decimals === 0 || value <= 1) return undefined;
    const odds = rounded(value, decimals);
    return { text, implied: { lo: 1 / odds.hi, hi: 1 / odds.lo }, start: 0, end: 0 };
  }
  if (kind === 'american') {
    const match = /^([+−-])(\d{3,5})$/u.exec(text);
    if (!match) return undefined;
    const amount = Number(match[2]);
    const p = match[1] === '+' ? 100 / (amount + 100) : amount / (amount + 100);
    return { text, implied: { lo: p, hi: p }, start: 0, end: 0 };
  }
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match || Number(match[1]) === 0 || Number(match[2]) === 0) return undefined;
  const p = Number(match[2]) / (Number(match[1]) + Number(match[2]));
  return { text, implied: { lo: p, hi: p }, start: 0, end: 0 };
}

function percentageOfCell(cell: string, rules: Rules): Percentage | undefined {
  const source = rules.percentBefore ? `^%\\s?(${rules.number})$` : `^(${rules.number})\\s?%$`;
  const match = compile(source, 'u').exec(cell.trim());
  if (!match) return undefined;
  return { text: match[0], ...readNumber(match[1]!, rules), start: 0, end: 0 };
}
