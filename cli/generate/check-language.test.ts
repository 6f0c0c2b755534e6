import { describe, expect, it } from 'vitest';

import { languageProblems } from './check-language.ts';
import { GENERATION_LOCALE_IDS, GENERATION_LOCALES } from './locales.ts';
import { sampleAnswer } from '../../tests/support/generation/sample-answers.ts';

describe('languageProblems', () => {
  it.each(GENERATION_LOCALE_IDS)('accepts a %s answer in its own language', (id) => {
    expect(languageProblems(sampleAnswer(id), GENERATION_LOCALES[id])).toEqual([]);
  });

  it('refuses a Russian answer written in English, naming each field in the wrong script', () => {
    expect(languageProblems(sampleAnswer('en_US'), GENERATION_LOCALES.ru_RU)).toEqual([
      'field "title" is 0% Cyrillic letters; expected Russian in Cyrillic script',
      'field "description" is 0% Cyrillic letters; expected Russian in Cyrillic script',
      'field "subsubcategories" is 0% Cyrillic letters; expected Russian in Cyrillic script',
      'field "body" is 0% Cyrillic letters; expected Russian in Cyrillic script',
    ]);
  });

  it('refuses a Turkish answer written in English, which shares its script, by the identifier and the missing letters', () => {
    const problems = languageProblems(sampleAnswer('en_US'), GENERATION_LOCALES.tr_TR);
    expect(problems).toContain(
      'field "body" has almost none of the Turkish letters ç, ğ, ı, ö, ş, ü; expected Turkish written with its own letters',
    );
    expect(problems).toContain('field "body" reads as English to the language identifier; expected Turkish');
  });

  it('refuses an English answer written in Turkish', () => {
    expect(languageProblems(sampleAnswer('tr_TR'), GENERATION_LOCALES.en_US)).toEqual([
      'field "body" reads as Turkish to the language identifier; expected English',
      'fields "title" and "description" read as Turkish to the language identifier; expected English',
    ]);
  });

  it('refuses an English title on a Turkish article', () => {
    const answer = sampleAnswer('tr_TR', {
      title: 'Pot Odds for Beginners',
      description: 'How to compare the price of a call with your chance of hitting.',
    });
    expect(languageProblems(answer, GENERATION_LOCALES.tr_TR)).toEqual([
      'fields "title" and "description" read as English to the language identifier; expected Turkish',
    ]);
  });

  it('lets Russian text keep Latin names and abbreviations', () => {
    const answer = sampleAnswer('ru_RU', {
      title: 'EV и ROI в Texas Hold’em: простой расчёт',
      subsubcategories: ['EV', 'Шансы банка'],
    });
    expect(languageProblems(answer, GENERATION_LOCALES.ru_RU)).toEqual([]);
  });
});
