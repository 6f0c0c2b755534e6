// The prices and percentages of a sentence, at their positions: what the other checks link.
import { compile, type Interval, readNumber, rounded } from './numbers.ts';
import type { Rules } from './rules.ts';

export interface Price {
  text: string;
  /** The probability the price implies, as an interval of fractions. */
  implied: Interval;
  start: number;
  end: number;
}

export function pricesIn(sentence: string, rules: Rules): Price[] {
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

export interface Percentage {
  text: string;
  value: number;
  decimals: number;
  start: number;
  end: number;
}

export function percentagesIn(sentence: string, rules: Rules): Percentage[] {
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
export function inList(sentence: string, price: { start: number }, rules: Rules): boolean {
  return compile(`\\d${rules.listJoin}$`, 'u').test(sentence.slice(0, price.start));
}
