import { describe, expect, it } from 'vitest';

import { checkFigures, figureProblems, figureSentences, type FigureKind, type FigureLanguage } from './index.ts';

/** The one check of `kind` the sentence gives, with whether it passed. */
function only(text: string, language: FigureLanguage, kind: FigureKind) {
  const checks = checkFigures(text, language).filter((check) => check.kind === kind);
  expect(checks, JSON.stringify(checkFigures(text, language), null, 1)).toHaveLength(1);
  return checks[0]!;
}

describe('odds and the probability they imply', () => {
  it('refuses "Decimal odds of 2.50 imply a 45% chance", quoting the sentence and the right figure', () => {
    const text = 'Decimal odds of 2.50 imply a 45% chance.';
    expect(figureProblems(text, 'en')).toEqual([
      'the figure 45% in "Decimal odds of 2.50 imply a 45% chance." is wrong: odds of 2.50 imply 40.00% (a figure written as 45% may be off by at most 0.5)',
    ]);
    expect(figureProblems('Decimal odds of 2.50 imply a 40% chance.', 'en')).toEqual([]);
  });

  it('reads American and fractional odds', () => {
    expect(only('At -110 the break-even rate is 52.38%.', 'en', 'implied-probability').ok).toBe(true);
    expect(only('At -110 the break-even rate is 53.38%.', 'en', 'implied-probability').ok).toBe(false);
    expect(
      only('A payout of +500 looks generous until you see it implies 16.7%.', 'en', 'implied-probability').ok,
    ).toBe(true);
    expect(only('A payout of +500 implies 20%.', 'en', 'implied-probability').ok).toBe(false);
    expect(only('Odds of 6/4 imply 40%.', 'en', 'implied-probability').ok).toBe(true);
    expect(only('Odds of 6/4 imply 60%.', 'en', 'implied-probability').ok).toBe(false);
  });

  it('allows a figure its stated rounding and a little more when it says "about"', () => {
    // -110 implies 110/210 = 52.381%: 52.4 is within 0.05, 52.3 is not, "about 52.3" is (one unit).
    expect(only('At -110 the break-even rate is 52.4%.', 'en', 'implied-probability').ok).toBe(true);
    expect(only('At -110 the break-even rate is 52.3%.', 'en', 'implied-probability').ok).toBe(false);
    expect(only('At -110 the break-even rate is about 52.3%.', 'en', 'implied-probability').ok).toBe(true);
    expect(only('At -110 the break-even rate is 52%.', 'en', 'implied-probability').ok).toBe(true);
    expect(only('At -110 the break-even rate is 53%.', 'en', 'implied-probability').ok).toBe(false);
  });

  it('reads Russian decimal commas and "%" after a space', () => {
    const wrong = 'Коэффициент 2,50 означает вероятность 45 %.';
    expect(figureProblems(wrong, 'ru')).toEqual([
      'the figure 45 % in "Коэффициент 2,50 означает вероятность 45 %." is wrong: odds of 2,50 imply 40,00% (a figure written as 45 % may be off by at most 0,5)',
    ]);
    expect(figureProblems('Коэффициент 2,50 означает вероятность 40 %.', 'ru')).toEqual([]);
    expect(only('Точка безубыточности для коэффициента 2,10 — 47,62%.', 'ru', 'implied-probability').ok).toBe(true);
  });

  it('reads Turkish "%40" with the sign before the number', () => {
    const wrong = "Oran 2,50 için örtük olasılık %45'tir.";
    expect(figureProblems(wrong, 'tr')).toHaveLength(1);
    expect(figureProblems(wrong, 'tr')[0]).toContain('odds of 2,50 imply 40,00%');
    expect(figureProblems("Oran 2,50 için örtük olasılık %40'tır.", 'tr')).toEqual([]);
  });

  it('leaves a price alone when the percentage is an edge, a sum or the second price of a list', () => {
    expect(checkFigures('At odds of 2.50 the implied edge is 5%.', 'en')).toEqual([]);
    expect(checkFigures('The prices are 1.988 and 1.931, implying 50.30% + 51.79% in all.', 'en')).toEqual([]);
    expect(checkFigures('Over 2.5 goals has a 55% chance.', 'en')).toEqual([]);
  });
});

describe('arithmetic written out', () => {
  it('recomputes a formula and its percentage in each language', () => {
    expect(only('A price of 2.50 implies 1/2.50 = 40%.', 'en', 'arithmetic').ok).toBe(true);
    expect(only('A price of 2.50 implies 1/2.50 = 45%.', 'en', 'arithmetic').ok).toBe(false);
    expect(only('Подразумеваемая вероятность: 1 ÷ 1,90 = 52,63%.', 'ru', 'arithmetic').ok).toBe(true);
    expect(only('Подразумеваемая вероятность: 1 ÷ 1,90 = 55,63%.', 'ru', 'arithmetic').ok).toBe(false);
    expect(only('Kelly: 0,05 ÷ 1,10 ≈ %4,55.', 'tr', 'arithmetic').ok).toBe(true);
    expect(only('Kelly: 0,05 ÷ 1,10 ≈ %5,55.', 'tr', 'arithmetic').ok).toBe(false);
  });

  it('quotes the sentence and the computation when a result is wrong', () => {
    expect(figureProblems('So the edge is 0.45 × 2.40 - 1 = 0.12 per unit.', 'en')).toEqual([
      'the figure 0.12 in "So the edge is 0.45 × 2.40 - 1 = 0.12 per unit." is wrong: 0.45 × 2.40 − 1 = 0.080 (a figure written as 0.12 may be off by at most 0.005)',
    ]);
  });

  it('gives the inputs their own rounding, so a worked example built on rounded figures passes', () => {
    // 0.4543 × 2.10 − 1 = −4.597% with the inputs exact; 0.4543 stands for 0.45425 to 0.45435.
    expect(only('Then 0.4543 × 2.10 − 1 = −4.59%.', 'en', 'arithmetic').ok).toBe(true);
    expect(only('Then 0.4543 × 2.10 − 1 = −5.59%.', 'en', 'arithmetic').ok).toBe(false);
  });

  it('reads sums, powers, brackets and thousands separators', () => {
    expect(only('Raw, they imply 1/2.04 + 1/1.98 = 99.52% in total.', 'en', 'arithmetic').ok).toBe(true);
    expect(only('Lose, with probability (19/37)^7 = 0.94%.', 'en', 'arithmetic').ok).toBe(true);
    expect(only('Seven in a row: 0.9375²⁰ = 27.5%.', 'en', 'arithmetic').ok).toBe(true);
    expect(only('Its fair value is 1,050 × 0.5443 = 571.52.', 'en', 'arithmetic').ok).toBe(true);
    expect(only('Банк станет 1 100, и нужное эквити — 100 ÷ 1 100 = 9,1%.', 'ru', 'arithmetic').ok).toBe(true);
    expect(only('Kasa 10.000 × 0,98¹⁰ ≈ 8.171 TL.', 'tr', 'arithmetic').ok).toBe(true);
    expect(only('Önce marj: %60,61 + %45,45 = %106,06.', 'tr', 'arithmetic').ok).toBe(true);
  });

  it('takes a percentage result written from percentages ("50.00 / 1.0348 = 48.32%")', () => {
    expect(only('Fair: 50.00 / 1.0348 = 48.32%.', 'en', 'arithmetic').ok).toBe(true);
    expect(only('Fair: 50.00 / 1.0348 = 47.32%.', 'en', 'arithmetic').ok).toBe(false);
  });

  it('takes a fractional price written as its decimal one ("5/2 = 3.50")', () => {
    expect(only('Fractional 5/2 = 3.50 in decimal.', 'en', 'arithmetic').ok).toBe(true);
  });

  it('leaves alone what it cannot read whole', () => {
    // A root, a word inside the expression, a right side that goes on, a hyphenated range.
    expect(checkFigures('The deviation is 100 × √300 = 1,732 bb.', 'en')).toEqual([]);
    expect(checkFigures('Three at 52% give 0,52 в кубе × 8 − 1 ≈ +12,5%.', 'ru')).toEqual([]);
    expect(checkFigures('Five heads: (1/2)^5 = 1/32, about 3.1%.', 'en')).toEqual([]);
    expect(checkFigures('Keep 2-3-7 = a rough low.', 'en')).toEqual([]);
    expect(checkFigures('C(48,3) ÷ C(50,3) = 0,5.', 'tr')).toEqual([]);
  });
});

describe('fair prices, market totals and Kelly stakes', () => {
  it('recomputes the fair price of a probability', () => {
    expect(only("A's chance is 13.0%, a fair price of 7.68.", 'en', 'fair-price').ok).toBe(true);
    expect(only("A's chance is 13.0%, a fair price of 8.68.", 'en', 'fair-price').ok).toBe(false);
    expect(only('Favorinin adil olasılığı %52,63, adil oranı da 1,90 çıkıyor.', 'tr', 'fair-price').ok).toBe(true);
    expect(only('Favorinin adil olasılığı %52,63, adil oranı da 2,90 çıkıyor.', 'tr', 'fair-price').ok).toBe(false);
  });

  it("recomputes a market's total and overround from its listed prices", () => {
    const right = 'Match winner at 1.87 and 1.95: implied probabilities total 104.76%, an overround of 4.76%.';
    const checks = checkFigures(right, 'en').filter((check) => check.kind === 'market-total');
    expect(checks.map((check) => check.ok)).toEqual([true, true]);
    const wrong = 'Match winner at 1.87 and 1.95: implied probabilities total 104.76%, an overround of 5.76%.';
    expect(figureProblems(wrong, 'en')).toEqual([
      `the figure 5.76% in "${wrong}" is wrong: prices of 1.87, 1.95 have an overround of 4.759% (a figure written as 5.76% may be off by at most 0.005)`,
    ]);
    expect(
      only('First objective at 1.83 on both sides: implied probabilities total 109.29%.', 'en', 'market-total').ok,
    ).toBe(true);
    expect(
      only('Рынок с коэффициентами 1,83 и 1,83 даёт сумму вероятностей около 109,3%.', 'ru', 'market-total').ok,
    ).toBe(true);
    expect(only('Рынок с коэффициентами 1,83 и 1,83 даёт сумму вероятностей 104,3%.', 'ru', 'market-total').ok).toBe(
      false,
    );
  });

  it('recomputes a Kelly stake from a probability or an edge and the odds', () => {
    expect(only('At a 50% chance and odds of 2.10, Kelly stakes 4.55% of the bankroll.', 'en', 'kelly').ok).toBe(true);
    expect(only('At a 50% chance and odds of 2.10, Kelly stakes 9.1% of the bankroll.', 'en', 'kelly').ok).toBe(false);
    expect(only('With an edge of 5% at odds of 1.40, Kelly stakes 12.5%.', 'en', 'kelly').ok).toBe(true);
    expect(only('При шансе 45% и коэффициенте 2,50 доля по Келли — 8,3% банка.', 'ru', 'kelly').ok).toBe(true);
    expect(only('При шансе 45% и коэффициенте 2,50 доля по Келли — 12,5% банка.', 'ru', 'kelly').ok).toBe(false);
    expect(only('Kazanma şansı %50 ve oran 2,10 ise Kelly %4,55 der.', 'tr', 'kelly').ok).toBe(true);
    expect(only('Kazanma şansı %50 ve oran 2,10 ise Kelly %9,1 der.', 'tr', 'kelly').ok).toBe(false);
  });

  it('leaves half and quarter Kelly alone', () => {
    expect(checkFigures('At a 50% chance and odds of 2.10, half Kelly stakes 2.27%.', 'en')).toEqual([]);
  });
});

describe('tables', () => {
  it('checks each row of a price column beside an implied-probability column', () => {
    const table = [
      '| Fractional | Decimal | American | Implied probability |',
      '|---|---|---|---|',
      '| 10/11 | 1.909 | -110 | 52.38% |',
      '| 6/4 | 2.50 | +150 | 45.00% |',
    ].join('\n');
    const checks = checkFigures(table, 'en').filter((check) => check.kind === 'implied-probability');
    expect(checks.map((check) => [check.sentence, check.ok])).toEqual([
      ['| 10/11 | 1.909 | -110 | 52.38% |', true],
      ['| 10/11 | 1.909 | -110 | 52.38% |', true],
      ['| 10/11 | 1.909 | -110 | 52.38% |', true],
      ['| 6/4 | 2.50 | +150 | 45.00% |', false],
      ['| 6/4 | 2.50 | +150 | 45.00% |', false],
      ['| 6/4 | 2.50 | +150 | 45.00% |', false],
    ]);
  });

  it('checks a market total and a Kelly column, in Turkish and Russian', () => {
    const totals = '| Oranlar | Olasılık toplamı |\n|---|---|\n| 1,85 / 1,85 | %108,11 |\n| 1,91 / 1,91 | %114,71 |';
    expect(checkFigures(totals, 'tr').map((check) => check.ok)).toEqual([true, false]);
    const kelly =
      '| Коэффициент | Ваша вероятность | Доля банка по Келли |\n|---|---|---|\n| 2,50 | 45% | 8,3% |\n| 4,00 | 30% | 9,7% |';
    expect(checkFigures(kelly, 'ru').map((check) => [check.kind, check.ok])).toEqual([
      ['kelly', true],
      ['kelly', false],
    ]);
  });

  it('leaves a table without a price and a probability column alone', () => {
    expect(checkFigures('| Bet | Decimal odds | EV |\n|---|---|---|\n| A | 2.50 | 45% |', 'en')).toEqual([]);
  });
});

describe('sentences', () => {
  it('splits at sentence ends, not at decimal points, and reads table cells and list items alone', () => {
    expect(figureSentences('A 2.50 price. It implies 40%.\n\n| 1/2.50 = 40% | x |\n- **Item 1.5** here')).toEqual([
      'A 2.50 price.',
      'It implies 40%.',
      '1/2.50 = 40%',
      'Item 1.5 here',
    ]);
  });

  it('skips code blocks', () => {
    expect(figureSentences('```\n1/2.50 = 45%\n```\nText 2.')).toEqual(['Text 2.']);
  });
});
