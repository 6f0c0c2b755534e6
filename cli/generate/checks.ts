// Every rule an answer must pass before it is written, gathered in one list of failures.
import { countWords } from '../../lib/content/markdown.ts';
import { findBritishSpellings } from '../../lib/content/spelling.ts';
import type { OriginalityIndex } from '../../lib/quality/originality.ts';
import { charCount, DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS } from '../../lib/seo/search-copy.ts';
import { findForbiddenClaims, forbiddenClaimProblem } from '../../lib/quality/claims.ts';
import type { ArticleAnswer } from './answer.ts';
import { languageProblems } from './check-language.ts';
import { markdownProblems } from './check-markdown.ts';
import { forbiddenSuffixProblem, forbiddenSuffixWords } from './check-suffixes.ts';
import type { GenerationLocale } from './locales.ts';
import { figureProblems } from '../../lib/quality/figures/index.ts';

/** Bounds of each field; the prompt states them and the checks enforce them. */
export interface AnswerLimits {
  titleChars: { min: number; max: number };
  /** docs/content.md: one or two sentences, at most 160 characters (a search result's description). */
  descriptionChars: { min: number; max: number };
  labels: { min: number; max: number; maxChars: number };
  bodyWords: { min: number; max: number };
  /** Fewest `##` section headings in the body. */
  minSections: number;
}

export const DEFAULT_LIMITS: AnswerLimits = {
  // The content schema's limits, so a written article always validates (docs/content.md#search-result-lengths).
  titleChars: { min: 10, max: TITLE_MAX_CHARS },
  descriptionChars: { min: 50, max: DESCRIPTION_MAX_CHARS },
  labels: { min: 1, max: 3, maxChars: 40 },
  bodyWords: { min: 400, max: 2500 },
  minSections: 2,
};

export interface AnswerRules {
  locale: GenerationLocale;
  referenceSites: readonly { name: string; url: string }[];
  limits: AnswerLimits;
  /** The site's articles and the batch's drafts the answer must not repeat (docs/generation.md#originality). */
  originality?: OriginalityIndex;
}

/**
 * The checks a written article passed, by name, as its frontmatter records them for the reviewer
 * (`generated.checks`; docs/generation.md lists what each covers): the answer's JSON shape, the
 * rules findAnswerProblems applies to the locale, and lib/content's own schema.
 */
export function passedCheckNames(locale: GenerationLocale): string[] {
  return [
    'answer-json',
    'lengths',
    'markdown',
    'reference-links',
    'language',
    ...(locale.id === 'en_US' ? ['us-spelling'] : []),
    'claims',
    ...(locale.id === 'tr_TR' ? ['turkish-suffixes'] : []),
    'figures',
    'originality',
    'content-schema',
  ];
}

/** What is wrong with an answer, one line per broken rule; empty when it may be written. */
export function findAnswerProblems(
  answer: ArticleAnswer,
  { locale, referenceSites, limits, originality }: AnswerRules,
): string[] {
  const problems = [
    ...lengthProblems(answer, limits),
    ...markdownProblems(answer.body, { referenceSites, minSections: limits.minSections }),
    ...languageProblems(answer, locale),
    ...spellingProblems(answer, locale),
    ...claimProblems(answer, locale),
    ...figureProblems(answer.body, locale.languageCode),
  ];
  if (locale.id === 'tr_TR') {
    const words = forbiddenSuffixWords(
      [answer.title, answer.description, ...answer.subsubcategories, answer.body].join('\n'),
    );
    if (words.length > 0) problems.push(forbiddenSuffixProblem(words));
  }
  if (originality) problems.push(...originality.repeats({ ...answer, language: locale.languageCode }));
  return problems;
}

function lengthProblems(answer: ArticleAnswer, limits: AnswerLimits): string[] {
  const problems: string[] = [];
  const within = (what: string, value: number, { min, max }: { min: number; max: number }, unit: string) => {
    if (value < min || value > max) problems.push(`field "${what}" has ${value} ${unit}; expected ${min} to ${max}`);
  };
  within('title', charCount(answer.title.trim()), limits.titleChars, 'characters');
  within('description', charCount(answer.description.trim()), limits.descriptionChars, 'characters');
  within('subsubcategories', answer.subsubcategories.length, limits.labels, 'labels');
  const longLabels = answer.subsubcategories.filter(
    (label) => label.trim() === '' || label.length > limits.labels.maxChars,
  );
  if (longLabels.length > 0) {
    problems.push(
      `field "subsubcategories" has ${longLabels.map((label) => JSON.stringify(label)).join(', ')}, empty or too long; expected short labels of 1 to ${limits.labels.maxChars} characters`,
    );
  }
  within('body', countWords(answer.body), limits.bodyWords, 'words');
  return problems;
}

/**
 * British spellings on a US-English site: the site's own check (lib/content/spelling.ts) would
 * refuse the written draft and stop every build until someone fixed it, so the model is asked
 * again instead, with each word and its US spelling named.
 */
function spellingProblems(answer: ArticleAnswer, locale: GenerationLocale): string[] {
  const fields: [field: string, text: string][] = [
    ['title', answer.title],
    ['description', answer.description],
    ...answer.subsubcategories.map((label, index): [string, string] => [`subsubcategories.${index}`, label]),
    ['body', answer.body],
  ];
  return fields.flatMap(([field, text]) =>
    findBritishSpellings(locale.id, text).map(
      ({ word, us, line }) =>
        `field "${field}"${field === 'body' ? ` (line ${line})` : ''} writes "${word}"; expected the US spelling "${us}" (the site's locale is en_US)`,
    ),
  );
}

/** Sentences gambling advertising rules forbid (lib/quality/claims.ts), each quoted with its rule. */
function claimProblems(answer: ArticleAnswer, locale: GenerationLocale): string[] {
  const fields: [field: string, text: string][] = [
    ['title', answer.title],
    ['description', answer.description],
    ['body', answer.body],
  ];
  return fields.flatMap(([field, text]) =>
    findForbiddenClaims(locale.id, text).map((claim) => forbiddenClaimProblem(field, claim)),
  );
}
