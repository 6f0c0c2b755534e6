// A Kelly stake from a probability or an edge and a price.
import {
  compile,
  allowance,
  formatTolerance,
  formatValue,
  mid,
  ops,
  overlaps,
  readNumber,
  rounded,
} from './numbers.ts';
import { type Percentage, percentagesIn, type Price, pricesIn } from './prices.ts';
import type { Rules } from './rules.ts';
import type { FigureCheck } from './types.ts';

// ---- "At 50% and odds of 2.10, Kelly stakes 4.55% of the bankroll" ------------------------------

export function kellyChecks(sentence: string, rules: Rules): FigureCheck[] {
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
export function kellyCheck(
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
