import { describe, expect, it } from 'vitest';

import type { ArticleAnswer } from './answer.ts';
import { DEFAULT_LIMITS, findAnswerProblems, passedCheckNames } from './checks.ts';
import { GENERATION_LOCALES, type GenerationLocaleId } from './locales.ts';
import { sampleAnswer } from '../../tests/support/generation/sample-answers.ts';

const REFERENCE_SITES = [
  { name: 'Wikipedia', url: 'https://en.wikipedia.org/' },
  { name: 'Wikipedia (ru)', url: 'https://ru.wikipedia.org/' },
  { name: 'Wikipedia (tr)', url: 'https://tr.wikipedia.org/' },
  { name: 'Encyclopaedia Britannica', url: 'https://www.britannica.com/' },
];

function problems(locale: GenerationLocaleId, answer: ArticleAnswer): string[] {
  const rules = { locale: GENERATION_LOCALES[locale], referenceSites: REFERENCE_SITES, limits: DEFAULT_LIMITS };
  return findAnswerProblems(answer, rules);
}

const suffixProblems = (found: string[]) => found.filter((line) => line.includes('-tedir/-tadır'));

describe('the Turkish suffix rule, judged on a whole answer', () => {
  it('accepts the sample answers as they are', () => {
    for (const locale of ['en_US', 'ru_RU', 'tr_TR'] as const) {
      expect(problems(locale, sampleAnswer(locale))).toEqual([]);
    }
  });

  it('applies to Turkish answers only: English and Russian answers may quote "gerekmektedir"', () => {
    const en = sampleAnswer('en_US');
    expect(
      problems('en_US', { ...en, body: `${en.body}\n\nThe Turkish phrase "gerekmektedir" means "it is required".` }),
    ).toEqual([]);
    const ru = sampleAnswer('ru_RU');
    expect(
      problems('ru_RU', { ...ru, body: `${ru.body}\n\nТурецкое слово «gerekmektedir» значит «требуется».` }),
    ).toEqual([]);
  });

  it.each([
    ['the title', { title: 'Pot Oranları Her Oyuncu İçin Gerekmektedir' }, 'Gerekmektedir'],
    [
      'the description',
      { description: 'Bir call kararının fiyatı ile kazanma şansı karşılaştırılmaktadır, basit sayılarla.' },
      'karşılaştırılmaktadır',
    ],
    ['a label', { subsubcategories: ['Pot Oranları', 'Hesap Yapılmaktadır'] }, 'Yapılmaktadır'],
  ])('refuses a tr_TR answer with the suffix only in %s', (_where, change, word) => {
    const found = suffixProblems(problems('tr_TR', sampleAnswer('tr_TR', change)));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`"${word}"`);
  });

  it('counts the plural forms -tedirler and -tadırlar too', () => {
    const tr = sampleAnswer('tr_TR');
    const extra =
      'Oyuncular bu hesabı sık sık unutmaktadırlar ve sonra şaşırmaktadırlar. Bazıları dikkat etmektedirler.';
    const body = `${tr.body}\n\n${extra}`;
    const found = suffixProblems(problems('tr_TR', { ...tr, body }));
    expect(found).toHaveLength(1);
    for (const word of ['unutmaktadırlar', 'şaşırmaktadırlar', 'etmektedirler'])
      expect(found[0]).toContain(`"${word}"`);
  });
});

describe('the lengths, the content schema’s search-result limits', () => {
  const lengthProblems = (found: string[]) => found.filter((line) => /^field "(title|description)"/.test(line));

  it('refuses a title over 60 characters and a description over 160, so a written article validates', () => {
    const found = lengthProblems(
      problems('en_US', sampleAnswer('en_US', { title: 'x'.repeat(61), description: 'y'.repeat(161) })),
    );
    expect(found).toEqual([
      'field "title" has 61 characters; expected 10 to 60',
      'field "description" has 161 characters; expected 50 to 160',
    ]);
  });

  it('accepts 60 and 160, an emoji counted once', () => {
    const answer = sampleAnswer('en_US', { title: `${'x'.repeat(59)}🎲`, description: 'y'.repeat(160) });
    expect(lengthProblems(problems('en_US', answer))).toEqual([]);
  });
});

describe('forbidden claims, judged on a whole answer', () => {
  const CLAIMS = {
    en_US: ['This staking plan guarantees a profit every single month.', 'No staking plan guarantees a profit.'],
    ru_RU: ['Эта система ставок гарантирует прибыль каждый месяц.', 'Мартингейл не гарантирует прибыль.'],
    tr_TR: ['Bu bahis planı her ay kesin kâr garanti eder.', 'Hiçbir bahis planı kâr garanti etmez.'],
  } as const;

  it.each(['en_US', 'ru_RU', 'tr_TR'] as const)(
    '%s: refuses the claim with the sentence quoted, passes its denial',
    (locale) => {
      const [claim, denial] = CLAIMS[locale];
      const answer = sampleAnswer(locale);
      const found = problems(locale, { ...answer, body: `${answer.body}\n\n${claim}` });
      expect(found).toEqual([
        expect.stringMatching(/^field "body" presents winnings as guaranteed, sure or risk-free in "/),
      ]);
      expect(found[0]).toContain(`"${claim}"`);
      expect(problems(locale, { ...answer, body: `${answer.body}\n\n${denial}` })).toEqual([]);
    },
  );

  it('reads the title too', () => {
    const found = problems('en_US', sampleAnswer('en_US', { title: 'A Betting System With Guaranteed Profit' }));
    expect(found).toEqual([expect.stringContaining('field "title" presents winnings as guaranteed')]);
  });

  it('records the check among those an answer passed', () => {
    expect(passedCheckNames(GENERATION_LOCALES.en_US)).toContain('claims');
  });
});

describe('the figures, recomputed in every locale', () => {
  it.each([
    ['en_US', 'Decimal odds of 2.50 imply a 45% chance.', 'Decimal odds of 2.50 imply a 40% chance.'],
    ['ru_RU', 'Коэффициент 2,50 означает вероятность 45 %.', 'Коэффициент 2,50 означает вероятность 40 %.'],
    ['tr_TR', 'Oran 2,50 için örtük olasılık %45 olur.', 'Oran 2,50 için örtük olasılık %40 olur.'],
  ] as const)(
    'refuses a wrong implied probability in %s, quoting the sentence, and passes the right one',
    (locale, wrong, right) => {
      const answer = sampleAnswer(locale);
      const found = problems(locale, { ...answer, body: `${answer.body}\n\n${wrong}` });
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(`in "${wrong}" is wrong`);
      expect(problems(locale, { ...answer, body: `${answer.body}\n\n${right}` })).toEqual([]);
    },
  );
});

describe('US spelling on a US-English site', () => {
  it('asks again for a British spelling, naming the field, the line and the US word', () => {
    const answer = sampleAnswer('en_US');
    const found = problems('en_US', {
      ...answer,
      title: 'Practising Bankroll Discipline at the Table',
      subsubcategories: ['bankroll', 'favourite systems'],
      body: `${answer.body}\n\nThe colour of the chips changes nothing.`,
    });
    const lines = answer.body.split('\n').length + 2;
    expect(found).toEqual([
      'field "title" writes "Practising"; expected the US spelling "Practicing" (the site\'s locale is en_US)',
      'field "subsubcategories.1" writes "favourite"; expected the US spelling "favorite" (the site\'s locale is en_US)',
      `field "body" (line ${lines}) writes "colour"; expected the US spelling "color" (the site's locale is en_US)`,
    ]);
  });

  it('leaves Russian and Turkish answers to their own checks, and records the check for English only', () => {
    for (const locale of ['ru_RU', 'tr_TR'] as const) expect(problems(locale, sampleAnswer(locale))).toEqual([]);
    expect(passedCheckNames(GENERATION_LOCALES.en_US)).toContain('us-spelling');
    expect(passedCheckNames(GENERATION_LOCALES.ru_RU)).not.toContain('us-spelling');
  });
});
