// Forbidden claims (docs/generation.md, 'Forbidden claims'): sentences that present winnings as
// guaranteed, gambling as a living, chasing losses as a strategy, gambling as fit for minors or a
// road to social success, or unlawful online poker and casinos as available. Shared by the
// generator (cli/generate/checks.ts) and the content check (lib/content/load.ts).
import type { ContentProblem } from '../content/problems.ts';
import { type KnownText, knownBody, memoized, textOf } from '../content/check-memo.ts';
import { bodyFirstLine } from '../content/spelling.ts';
import type { Article } from '../content/model/index.ts';
import {
  CLAIM_RULES,
  CLAIM_TOPICS,
  type ClaimLocale,
  type ClaimTopic,
  NEGATIONS,
  OWN_NEGATIONS,
} from './claim-rules/index.ts';

export interface ForbiddenClaim {
  topic: ClaimTopic;
  /** The sentence as written (markdown emphasis and link addresses removed). */
  sentence: string;
  /** 1-based line of the text the sentence is on. */
  line: number;
  /** What the sentence claims ("presents winnings as guaranteed, sure or risk-free"). */
  reason: string;
  /** The rule it breaks in the locale's market. */
  source: string;
}

interface CompiledRules {
  rules: { topic: ClaimTopic; pattern: RegExp }[];
  /** Every rule at once, with no look-around: a line it finds nothing in holds no claim (`anyRuleOf`). */
  anyRule: RegExp | undefined;
  negation: RegExp;
  ownNegation: RegExp;
  segmenter: Intl.Segmenter;
}

const compiled = new Map<ClaimLocale, CompiledRules>();

/** A look-ahead or look-behind with no group inside it, such as the word edges of claim-rules/patterns.ts. */
const LOOKAROUND = /\(\?<?[=!][^()]*\)/g;
/** The start of the sentence, where a pattern starts; its end, where a pattern ends. */
const LEADING_ANCHOR = /^\^/;
const TRAILING_ANCHOR = /(?<!\\)\$$/;
/**
 * What would still make a pattern read around its match (a look-around left, a word boundary, an
 * anchor) or read differently joined to others (a back-reference, a named group).
 */
const CONTEXT = /\(\?<|\(\?[=!]|\\[bBk1-9]|(?<!\[|\\)\^|(?<!\\)\$/;

/**
 * One expression that finds a match in a line wherever any of `patterns` would find one in a
 * sentence of that line, or undefined when the patterns cannot give one. A rule reads its
 * sentence alone: a look-around or an anchor at the sentence's edges sees nothing there, and in
 * the line it sees the next sentence. The union drops them, and a pattern without them matches
 * wherever it did, whatever text is around. Most lines hold no claim, and for those the line's
 * one test spares ICU's sentence segmenter and every rule on every sentence.
 */
export function anyRuleOf(patterns: readonly string[]): RegExp | undefined {
  const loose = patterns.map((pattern) =>
    pattern.replace(LOOKAROUND, '').replace(LEADING_ANCHOR, '').replace(TRAILING_ANCHOR, ''),
  );
  if (loose.some((pattern) => CONTEXT.test(pattern))) return undefined;
  return new RegExp(loose.map((pattern) => `(?:${pattern})`).join('|'), 'iu');
}

function rulesFor(locale: ClaimLocale): CompiledRules {
  let entry = compiled.get(locale);
  if (!entry) {
    entry = {
      rules: CLAIM_RULES[locale].map(({ topic, pattern }) => ({ topic, pattern: new RegExp(pattern, 'iu') })),
      anyRule: anyRuleOf(CLAIM_RULES[locale].map(({ pattern }) => pattern)),
      negation: new RegExp(NEGATIONS[locale], 'iu'),
      ownNegation: new RegExp(OWN_NEGATIONS[locale], 'giu'),
      // The platform's sentence segmenter (ICU): it knows "2.50" and "e.g." do not end a sentence.
      segmenter: new Intl.Segmenter(locale.slice(0, 2), { granularity: 'sentence' }),
    };
    compiled.set(locale, entry);
  }
  return entry;
}

export function isClaimLocale(locale: string): locale is ClaimLocale {
  return Object.hasOwn(CLAIM_RULES, locale);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Markdown that is not prose: link addresses, code spans, HTML tags, emphasis, list and quote markers. */
const MARKUP: readonly [RegExp, string][] = [
  [/!?\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/`[^`]*`/g, ' '],
  [/<[^>]+>/g, ' '],
  [/[*_]{1,3}(?=\S)|(?<=\S)[*_]{1,3}/g, ''],
  [/^\s{0,3}(?:#{1,6}\s+|>\s*|[-+*]\s+|\d+[.)]\s+|\|)/, ''],
  [/\s*\|\s*/g, '; '],
];

/** A clause ends at these marks and words: a negation in the next clause says nothing of this one. */
const CLAUSE_BREAK = /[,;:—–()]|\s(?:but|however|yet|но|однако|зато|ama|fakat|ancak|oysa)\s/giu;
/** Quotation marks: a claim inside them is quoted (a forum's slogan, a myth), not made. */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»|„[^“”]*[“”]/gu;

/**
 * The forbidden claims in `text` (a markdown body or a plain field), one per sentence and topic.
 * A match is skipped when its clause holds a negation or a reporting word (NEGATIONS), or when
 * it stands inside quotation marks.
 */
export function findForbiddenClaims(locale: string, text: string): ForbiddenClaim[] {
  if (!isClaimLocale(locale)) return [];
  const compiledRules = rulesFor(locale);
  const { rules, anyRule, segmenter } = compiledRules;
  const found: ForbiddenClaim[] = [];
  let fence: string | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const marker = FENCE.exec(raw)?.[1];
    if (fence !== undefined || marker) {
      if (fence === undefined) fence = marker;
      else if (marker && marker[0] === fence[0] && raw.trim() === marker) fence = undefined;
      return;
    }
    const prose = MARKUP.reduce((line, [pattern, replacement]) => line.replace(pattern, replacement), raw);
    if (prose.trim() === '' || anyRule?.test(prose) === false) return;
    for (const { segment } of segmenter.segment(prose)) {
      const sentence = segment.trim();
      for (const { topic, pattern } of rules) {
        const match = pattern.exec(sentence);
        if (!match || isDenied(sentence, match.index, match[0], compiledRules)) continue;
        if (found.some((f) => f.topic === topic && f.sentence === sentence && f.line === index + 1)) continue;
        const info = CLAIM_TOPICS[topic];
        found.push({ topic, sentence, line: index + 1, reason: info.reason, source: info.source[locale] });
      }
    }
  });
  return found;
}

/** Whether the clause around the match negates or reports it, or the match is a quotation. */
function isDenied(
  sentence: string,
  start: number,
  matched: string,
  { negation, ownNegation }: Pick<CompiledRules, 'negation' | 'ownNegation'>,
): boolean {
  const end = start + matched.length;
  for (const quote of sentence.matchAll(QUOTED)) {
    if (quote.index <= start && quote.index + quote[0].length >= end) return true;
  }
  let from = 0;
  let to = sentence.length;
  for (const mark of sentence.matchAll(CLAUSE_BREAK)) {
    const at = mark.index;
    if (at + mark[0].length <= start) from = at + mark[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  const own = matched.replace(ownNegation, ' ');
  return negation.test(`${sentence.slice(from, start)} ${own} ${sentence.slice(end, to)}`);
}

/** The failure line for the model and the operator: the sentence quoted, what it claims, the rule. */
export function forbiddenClaimProblem(field: string, claim: ForbiddenClaim): string {
  return `field "${field}" ${claim.reason} in "${claim.sentence}" (${claim.source}); rewrite the sentence without the claim, or state the risk plainly`;
}

/**
 * The content check's form: every forbidden claim in the articles' titles, descriptions and
 * bodies, one problem each, naming the file, the field with its line, the sentence and the rule.
 */
export function articleClaimProblems(locale: string, articles: readonly Article[]): ContentProblem[] {
  if (!isClaimLocale(locale)) return [];
  const find = (text: string | KnownText) =>
    memoized('claims', [locale, text], () => findForbiddenClaims(locale, textOf(text)));
  return articles.flatMap((article) => {
    const fields: [field: string, text: string][] = [
      ['title', article.title],
      ['description', article.description],
    ];
    const problems = fields.flatMap(([field, text]) =>
      find(text).map((claim) => contentProblem(article.sourceFile, field, claim)),
    );
    const inBody = find(knownBody(article));
    if (inBody.length > 0) {
      const first = bodyFirstLine(article.sourceFile);
      problems.push(
        ...inBody.map((claim) => contentProblem(article.sourceFile, `body (line ${first + claim.line - 1})`, claim)),
      );
    }
    return problems;
  });
}

function contentProblem(file: string, field: string, claim: ForbiddenClaim): ContentProblem {
  return {
    file,
    field,
    value: claim.sentence,
    expected: `no sentence that ${claim.reason} (${claim.source}; docs/generation.md, 'Forbidden claims')`,
  };
}
