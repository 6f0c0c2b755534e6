// Numbers as written and the intervals they stand for: a decimal is taken as rounded to its last
// written digit, and results are computed on intervals, so a figure is refused only when no inputs
// within their rounding give it.
import type { Rules } from './rules.ts';

export interface Interval {
  lo: number;
  hi: number;
}

const compiled = new Map<string, RegExp>();

/**
 * A regular expression built from a language's rules, compiled once: the check runs over every
 * sentence of every article of a site at each build. matchAll works on a copy of a global one,
 * and every other use here sets or ignores lastIndex, so sharing them is safe.
 */
export function compile(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let regex = compiled.get(key);
  if (!regex) {
    regex = new RegExp(source, flags);
    compiled.set(key, regex);
  }
  return regex;
}

export function readNumber(text: string, rules: Rules): { value: number; decimals: number } {
  const plain = text.replace(rules.thousands, '');
  const [whole, fraction = ''] = plain.split(rules.decimal);
  return { value: Number(`${whole}.${fraction || '0'}`), decimals: fraction.length };
}

/** The interval a written number stands for: a decimal is rounded to its last digit, an integer is exact. */
export function rounded(value: number, decimals: number): Interval {
  const half = decimals > 0 ? 0.5 * 10 ** -decimals : 0;
  return { lo: value - half, hi: value + half };
}

/** The written result's own allowance: half a unit of its last digit, a whole unit when approximate. */
export function allowance(decimals: number, approximate: boolean): number {
  return (approximate ? 1 : 0.5) * 10 ** -decimals;
}

export function formatTolerance(decimals: number, approximate: boolean, language: Rules): string {
  const text = allowance(decimals, approximate).toFixed(decimals + 1);
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return language.decimal === ',' ? trimmed.replace('.', ',') : trimmed;
}

export function formatValue(value: number, decimals: number, rules: Rules): string {
  const text = value.toFixed(Math.max(decimals + 1, 2));
  return rules.decimal === ',' ? text.replace('.', ',') : text;
}

export function overlaps(computed: Interval, target: number, tolerance: number): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(target));
  return computed.lo <= target + tolerance + slack && computed.hi >= target - tolerance - slack;
}

export function mid(interval: Interval): number {
  return (interval.lo + interval.hi) / 2;
}

export const ops = {
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
