// Is the answer in the locale's language? An offline identifier restricted to the three
// generation languages, backed by a script check that a short text cannot fool.
import { detect } from 'tinyld';

import type { ArticleAnswer } from './answer.ts';
import { markdownText } from './check-markdown.ts';
import { GENERATION_LOCALES, type GenerationLocale } from './locales.ts';

const CODES = Object.values(GENERATION_LOCALES).map((locale) => locale.languageCode);
const NAME_OF_CODE = new Map(
  Object.values(GENERATION_LOCALES).map((locale) => [locale.languageCode as string, locale.languageName]),
);

// Letters of Turkish that English lacks; a Turkish article of any length uses them constantly.
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/gu;
// Proper names and abbreviations (EV, Texas Hold'em) may stay in Latin inside Russian text.
const MIN_SCRIPT_SHARE = { short: 0.4, body: 0.8 } as const;
const MIN_TURKISH_LETTER_SHARE = 0.01;

/** What is wrong with the answer's language, one line each; empty when nothing is. */
export function languageProblems(answer: ArticleAnswer, locale: GenerationLocale): string[] {
  const body = markdownText(answer.body);
  const fields: [string, string, number][] = [
    ['title', answer.title, MIN_SCRIPT_SHARE.short],
    ['description', answer.description, MIN_SCRIPT_SHARE.short],
    ['subsubcategories', answer.subsubcategories.join(' '), MIN_SCRIPT_SHARE.short],
    ['body', body, MIN_SCRIPT_SHARE.body],
  ];
  const problems: string[] = [];
  const wrongScript = new Set<string>();
  for (const [field, text, minShare] of fields) {
    const share = scriptShare(text, locale.script);
    if (share !== undefined && share < minShare) {
      wrongScript.add(field);
      problems.push(
        `field "${field}" is ${Math.round(share * 100)}% ${locale.script} letters; expected ${locale.languageName} in ${locale.script} script`,
      );
    }
  }
  if (locale.languageCode === 'tr') {
    const letters = body.match(/\p{L}/gu)?.length ?? 0;
    const turkish = body.match(TURKISH_LETTERS)?.length ?? 0;
    if (letters > 0 && turkish / letters < MIN_TURKISH_LETTER_SHARE) {
      problems.push(
        'field "body" has almost none of the Turkish letters ç, ğ, ı, ö, ş, ü; expected Turkish written with its own letters',
      );
    }
  }
  // The identifier tells English from Turkish, which share a script; a text already in the
  // wrong script has been reported above.
  const identified: [string, string, boolean][] = [
    ['field "body" reads', body, wrongScript.has('body')],
    [
      'fields "title" and "description" read',
      `${answer.title}. ${answer.description}`,
      wrongScript.has('title') || wrongScript.has('description'),
    ],
  ];
  for (const [what, text, reported] of identified) {
    const detected = detect(text, { only: CODES });
    if (!reported && detected !== locale.languageCode) {
      problems.push(
        `${what} as ${NAME_OF_CODE.get(detected) ?? 'no language it knows'} to the language identifier; expected ${locale.languageName}`,
      );
    }
  }
  return problems;
}

/** Share of the text's letters in the script; undefined for a text without letters. */
function scriptShare(text: string, script: GenerationLocale['script']): number | undefined {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return undefined;
  const pattern = script === 'Cyrillic' ? /\p{Script=Cyrillic}/gu : /\p{Script=Latin}/gu;
  return (text.match(pattern)?.length ?? 0) / letters;
}
