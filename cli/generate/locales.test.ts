import { describe, expect, it } from 'vitest';

import { GENERATION_LOCALE_IDS, GENERATION_LOCALES, isGenerationLocale } from './locales.ts';

const niche = { nicheTerms: 'makeup terms' };

describe('GENERATION_LOCALES', () => {
  it.each(GENERATION_LOCALE_IDS)(
    'gives %s a language name, a response-language instruction and the shared style rules',
    (id) => {
      const locale = GENERATION_LOCALES[id];
      expect(locale.id).toBe(id);
      expect(locale.responseLanguageInstruction).toContain(locale.languageName);
      expect(locale.articleStyleGuidance).toMatch(/rare minor typo.*do not overuse/);
      expect(locale.articleStyleGuidance).toMatch(/sentence length between short and medium/);
      expect(locale.articleStyleGuidance).toMatch(/Avoid overly complex sentences/);
    },
  );

  it('names English, Russian and Turkish', () => {
    expect(GENERATION_LOCALE_IDS.map((id) => GENERATION_LOCALES[id].languageName)).toEqual([
      'English',
      'Russian',
      'Turkish',
    ]);
  });

  it('requires Russian and Turkish strictly', () => {
    expect(GENERATION_LOCALES.ru_RU.responseLanguageInstruction).toMatch(/^Respond strictly in Russian/);
    expect(GENERATION_LOCALES.tr_TR.responseLanguageInstruction).toMatch(/^Respond strictly in Turkish/);
    expect(GENERATION_LOCALES.en_US.responseLanguageInstruction).not.toMatch(/strictly/);
  });

  it('adds grammatical quirks and a sometimes non-native tone to English only', () => {
    expect(GENERATION_LOCALES.en_US.articleStyleGuidance).toMatch(/occasional grammatical quirk.*non-native speaker/);
    expect(GENERATION_LOCALES.ru_RU.articleStyleGuidance).not.toMatch(/non-native/);
  });

  it('gives Turkish alone language-feature guidance: no -tedir or -tadır, and the niche terms of the site', () => {
    const guidance = GENERATION_LOCALES.tr_TR.languageFeatureGuidance!(niche);
    expect(guidance).toContain('-tedir or -tadır');
    expect(guidance).toContain('precise, correct Turkish makeup terms');
    expect(GENERATION_LOCALES.tr_TR.articleStyleGuidance).toMatch(/conversational and simple/);
    expect(GENERATION_LOCALES.en_US.languageFeatureGuidance).toBeUndefined();
    expect(GENERATION_LOCALES.ru_RU.languageFeatureGuidance).toBeUndefined();
  });
});

describe('isGenerationLocale', () => {
  it('accepts the three generation locales only', () => {
    expect(GENERATION_LOCALE_IDS.every(isGenerationLocale)).toBe(true);
    expect(['ko_KR', 'en', 'tr-TR', ''].some(isGenerationLocale)).toBe(false);
  });
});
