// Figures recomputed in an article's text (docs/generation.md#figures): arithmetic written out
// with its result, odds with the probability they imply, a market's total and overround from its
// prices, the fair price of a probability, and a Kelly stake. Only relations the sentence states
// outright are read, so a figure the checker is unsure of is left alone rather than refused.
//
// Every decimal input is taken as rounded to its last written digit (2.50 is anything from 2.495
// to 2.505; 1.909 stands for -110's 1.90909…), and a result is right when some inputs within their
// rounding give it within its own: that is what keeps a worked example built on rounded
// intermediate figures from a false alarm, while 2.50 implying 45% is still far outside.
//
// The checks by subject: arithmetic.ts (written out), odds.ts (what a price implies), kelly.ts,
// tables.ts; the languages' words in rules.ts, the interval arithmetic in numbers.ts.
import { arithmeticChecks } from './arithmetic.ts';
import { kellyChecks } from './kelly.ts';
import { fairPriceChecks, impliedProbabilityChecks, marketTotalChecks } from './odds.ts';
import { RULES, type Rules } from './rules.ts';
import { figureSentences } from './sentences.ts';
import { tableChecks } from './tables.ts';
import type { FigureCheck, FigureLanguage } from './types.ts';

export { figureSentences } from './sentences.ts';
export type { FigureCheck, FigureKind, FigureLanguage } from './types.ts';

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

/** The language whose figures a site's locale writes ("ru_RU" → "ru"), or undefined for another. */
export function figureLanguage(locale: string): FigureLanguage | undefined {
  const language = locale.slice(0, 2);
  return language === 'en' || language === 'ru' || language === 'tr' ? language : undefined;
}
