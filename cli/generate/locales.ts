// The three generation locales (docs/generation.md#what-is-asked). Prompts are written in English,
// which every model follows best; only the article itself is in the locale's language.

export const GENERATION_LOCALE_IDS = ['en_US', 'ru_RU', 'tr_TR'] as const;
export type GenerationLocaleId = (typeof GENERATION_LOCALE_IDS)[number];

/** The site's niche, as site.yaml's `generation.niche_terms` names it (e.g. "poker and betting terms"). */
export interface NicheContext {
  nicheTerms: string;
}

export interface GenerationLocale {
  id: GenerationLocaleId;
  /** The language's English name, as prompts and messages call it. */
  languageName: string;
  /** ISO 639-1 code, as the language identifier reports it. */
  languageCode: 'en' | 'ru' | 'tr';
  /** The script the article must be written in (checked on every field). */
  script: 'Latin' | 'Cyrillic';
  /** Tells the model which language to answer in; strict for Russian and Turkish (docs/generation.md#what-is-asked). */
  responseLanguageInstruction: string;
  /** How the article's sections should read. */
  articleStyleGuidance: string;
  /** Rules of the language itself; only Turkish has them. */
  languageFeatureGuidance?: (niche: NicheContext) => string;
}

// Shared by every locale (docs/generation.md#what-is-asked): a human rhythm rather than a polished machine one.
const SHARED_STYLE = [
  'Vary sentence length between short and medium sentences.',
  'Avoid overly complex sentences: no long chains of subordinate clauses.',
  'Allow a rare minor typo, at most one or two in the whole article, and do not overuse them.',
].join(' ');

export const GENERATION_LOCALES: Record<GenerationLocaleId, GenerationLocale> = {
  en_US: {
    id: 'en_US',
    languageName: 'English',
    languageCode: 'en',
    script: 'Latin',
    responseLanguageInstruction: 'Write every field of your answer in English (American spelling).',
    articleStyleGuidance: `${SHARED_STYLE} Add an occasional grammatical quirk, and sometimes let the tone sound like a fluent non-native speaker.`,
  },
  ru_RU: {
    id: 'ru_RU',
    languageName: 'Russian',
    languageCode: 'ru',
    script: 'Cyrillic',
    responseLanguageInstruction:
      'Respond strictly in Russian: every field of your answer (title, description, subsubcategories, body) must be written in Russian, in Cyrillic script. ' +
      'Use Latin letters only for proper names and established abbreviations (EV, ROI). Never switch to English.',
    articleStyleGuidance: SHARED_STYLE,
  },
  tr_TR: {
    id: 'tr_TR',
    languageName: 'Turkish',
    languageCode: 'tr',
    script: 'Latin',
    responseLanguageInstruction:
      'Respond strictly in Turkish: every field of your answer (title, description, subsubcategories, body) must be written in Turkish, ' +
      'with the Turkish letters (ç, ğ, ı, İ, ö, ş, ü). Never switch to English.',
    articleStyleGuidance: `${SHARED_STYLE} Keep the wording conversational and simple, as if explaining to a friend.`,
    languageFeatureGuidance: ({ nicheTerms }) =>
      'Never use the suffixes -tedir or -tadır: write "kullanılıyor" or "kullanılır", not "kullanılmaktadır"; "gerekiyor", not "gerekmektedir". ' +
      `Use precise, correct Turkish ${nicheTerms}; where Turkish readers use the English term, use it as they do.`,
  },
};

export function isGenerationLocale(value: string): value is GenerationLocaleId {
  return (GENERATION_LOCALE_IDS as readonly string[]).includes(value);
}
