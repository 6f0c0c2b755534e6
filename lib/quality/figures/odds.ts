// What a price implies, stated in one sentence: its probability, the fair price of a
// probability, and a market's total and overround.
import {
  allowance,
  formatTolerance,
  formatValue,
  type Interval,
  mid,
  ops,
  overlaps,
  readNumber,
  rounded,
  compile,
} from './numbers.ts';
import { inList, type Percentage, percentagesIn, type Price, pricesIn } from './prices.ts';
import type { Rules } from './rules.ts';
import type { FigureCheck, FigureKind } from './types.ts';

// ---- "Decimal odds of 2.50 imply a 40% chance" ------------------------------------------------

export function impliedProbabilityChecks(sentence: string, rules: Rules): FigureCheck[] {
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

export function probabilityCheck(
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

export function fairPriceChecks(sentence: string, rules: Rules): FigureCheck[] {
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

export function marketTotalChecks(sentence: string, rules: Rules): FigureCheck[] {
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
