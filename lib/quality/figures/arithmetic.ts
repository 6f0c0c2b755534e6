// Arithmetic written out with its result: "1/2.50 = 40%", "0,05 ÷ 1,10 ≈ %4,55".
import { allowance, formatTolerance, formatValue, type Interval, mid, ops, overlaps, rounded } from './numbers.ts';
import type { Rules } from './rules.ts';
import { type Token, tokenize } from './tokens.ts';
import type { FigureCheck } from './types.ts';

const EXPRESSION_TOKEN = new Set(['num', 'op', 'pow', 'lp', 'rp']);
const APPROXIMATE_WORDS =
  /^(?:about|around|roughly|approximately|nearly|около|примерно|приблизительно|почти|yaklaşık|kabaca)$/iu;

export function arithmeticChecks(sentence: string, rules: Rules): FigureCheck[] {
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
