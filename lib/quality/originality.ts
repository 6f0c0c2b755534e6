// Originality: whether a text repeats another article of its site, by title or by body
// (docs/generation.md#originality). Used by the generator on every answer and by check:content
// on every published article.
import type { ContentProblem } from '../content/problems.ts';
import type { Article } from '../content/model/index.ts';
import { candidatePairs, estimateSimilarity, shingles, signature, type Signature } from './minhash.ts';
import { foldedWords, jaccard, languageOf, textWords, titleWords, type Language } from './words.ts';

/** Refused at or above: the Jaccard similarity of two bodies' five-word shingle sets. */
export const BODY_LIMIT = 0.3;
/** Refused at or above: the Jaccard similarity of two titles' topic words. */
export const TITLE_LIMIT = 0.75;
// A signature's estimate is off by about √(J(1−J)/128) ≈ 0.04 at the limit: pairs estimated
// within this margin below it are measured exactly before they are let through.
const ESTIMATE_MARGIN = 0.15;
/** Words of a shared passage quoted in a message. */
const QUOTE_WORDS = 30;

export interface OriginalityText {
  /** The article's file, as messages name it (relative to the working folder). */
  file: string;
  title: string;
  /** Markdown. */
  body: string;
  language: Language;
}

interface Indexed {
  text: OriginalityText;
  titleWords: Set<string>;
  signature: Signature | undefined;
}

function indexed(text: OriginalityText): Indexed {
  const words = foldedWords(text.body, text.language);
  return { text, titleWords: titleWords(text.title, text.language), signature: signature(shingles(words)) };
}

function bodyShingles(text: OriginalityText): Set<number> {
  return new Set(shingles(foldedWords(text.body, text.language)));
}

const score = (value: number) => value.toFixed(2);

/**
 * The articles a draft must not repeat: the site's, then each draft of the batch as it is
 * written. A draft is compared with every one of them (a signature comparison each, then an
 * exact measure for the few that come close).
 */
export class OriginalityIndex {
  readonly #texts: Indexed[] = [];

  add(text: OriginalityText): void {
    this.#texts.push(indexed(text));
  }

  /**
   * What the draft repeats, one line per repeated field, for the model to correct; empty when
   * original. `except` names a file of the index not to compare with: the draft's own, when the
   * review queue checks a draft the index holds.
   */
  repeats(draft: Omit<OriginalityText, 'file'>, { except }: { except?: string } = {}): string[] {
    const problems: string[] = [];
    const own = indexed({ ...draft, file: '' });
    const texts = except === undefined ? this.#texts : this.#texts.filter((other) => other.text.file !== except);
    const title = closest(texts, (other) => jaccard(own.titleWords, other.titleWords));
    if (title && title.score >= TITLE_LIMIT) {
      problems.push(
        `the title "${draft.title}" repeats the title of ${title.text.file} ("${title.text.title}"): ` +
          `word overlap ${score(title.score)}, limit ${score(TITLE_LIMIT)}; choose a topic or angle the site has not covered`,
      );
    }
    const sig = own.signature;
    if (sig) {
      const words = textWords(draft.body, draft.language);
      const hashes = shingles(words.map((word) => word.folded));
      const set = new Set(hashes);
      const near = texts.filter(
        (other) => other.signature && estimateSimilarity(sig, other.signature) >= BODY_LIMIT - ESTIMATE_MARGIN,
      );
      const body = closest(near, (other) => jaccard(set, bodyShingles(other.text)));
      if (body && body.score >= BODY_LIMIT) {
        const passage = sharedPassage(words, hashes, bodyShingles(body.text));
        problems.push(
          `the body repeats ${body.text.file} ("${body.text.title}"): its five-word sequences overlap ${score(body.score)} ` +
            `(Jaccard), limit ${score(BODY_LIMIT)}, e.g. "${passage}"; write the article in words and examples of its own`,
        );
      }
    }
    return problems;
  }
}

function closest(texts: readonly Indexed[], measure: (other: Indexed) => number) {
  let best: { text: OriginalityText; score: number } | undefined;
  for (const other of texts) {
    const value = measure(other);
    if (!best || value > best.score) best = { text: other.text, score: value };
  }
  return best;
}

/** The longest run of the draft's words whose every shingle the other text has, as written. */
function sharedPassage(
  words: readonly { raw: string }[],
  hashes: readonly number[],
  other: ReadonlySet<number>,
): string {
  let best = { start: 0, length: 0 };
  let start = -1;
  hashes.forEach((hash, index) => {
    if (!other.has(hash)) start = -1;
    else {
      if (start < 0) start = index;
      if (index - start + 1 > best.length) best = { start, length: index - start + 1 };
    }
  });
  const run = words.slice(best.start, best.start + best.length + 4).map((word) => word.raw);
  return run.length > QUOTE_WORDS ? `${run.slice(0, QUOTE_WORDS).join(' ')} …` : run.join(' ');
}

/** A pair of articles of one site that repeat each other. */
export interface NearCopy {
  field: 'title' | 'body';
  /** The pair, the first file name in code-point order first. */
  first: OriginalityText;
  second: OriginalityText;
  score: number;
}

/**
 * Up to this many articles every pair's signatures are compared (two million pairs, about a
 * second); above, only the pairs the bands make candidates, which may miss a pair just over the
 * body limit (docs/generation.md#originality).
 */
const EVERY_PAIR_UP_TO = 2_000;

function everyPair(signatures: readonly (Signature | undefined)[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < signatures.length; i++)
    for (let j = i + 1; j < signatures.length; j++) if (signatures[i] && signatures[j]) pairs.push([i, j]);
  return pairs;
}

/**
 * Every pair of the texts whose titles or bodies reach the limits. Bodies: every pair of
 * signatures, or above EVERY_PAIR_UP_TO the candidate pairs of their bands, then the estimate,
 * then the exact measure; titles: a prefix-filtered join.
 */
export function nearCopies(texts: readonly OriginalityText[]): NearCopy[] {
  const all = texts.map(indexed);
  const found: NearCopy[] = [];
  for (const [i, j, value] of similarTitlePairs(
    all.map((text) => text.titleWords),
    TITLE_LIMIT,
  ))
    found.push({ field: 'title', first: texts[i]!, second: texts[j]!, score: value });
  const signatures = all.map((text) => text.signature);
  for (const [i, j] of signatures.length <= EVERY_PAIR_UP_TO ? everyPair(signatures) : candidatePairs(signatures)) {
    if (estimateSimilarity(all[i]!.signature!, all[j]!.signature!) < BODY_LIMIT - ESTIMATE_MARGIN) continue;
    const value = jaccard(bodyShingles(texts[i]!), bodyShingles(texts[j]!));
    if (value >= BODY_LIMIT) found.push({ field: 'body', first: texts[i]!, second: texts[j]!, score: value });
  }
  return found
    .map((pair) => (pair.first.file <= pair.second.file ? pair : { ...pair, first: pair.second, second: pair.first }))
    .sort((a, b) => compareText(a.first.file, b.first.file) || compareText(a.second.file, b.second.file));
}

/**
 * Pairs (i < j) of word sets with Jaccard similarity at least `limit`. Prefix filtering (Chaudhuri,
 * Ganti and Kaushik, 2006): with the words of every set in one order, rarest first, two sets that
 * similar share a word among the first |x| − ⌈limit·|x|⌉ + 1 of each.
 */
export function similarTitlePairs(sets: readonly Set<string>[], limit: number): [number, number, number][] {
  const frequency = new Map<string, number>();
  for (const set of sets) for (const word of set) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const rarestFirst = (a: string, b: string) => frequency.get(a)! - frequency.get(b)! || compareText(a, b);
  const byPrefixWord = new Map<string, number[]>();
  const pairs: [number, number, number][] = [];
  sets.forEach((set, j) => {
    if (set.size === 0) return;
    const prefix = [...set].sort(rarestFirst).slice(0, set.size - Math.ceil(limit * set.size) + 1);
    const candidates = new Set<number>();
    for (const word of prefix) for (const i of byPrefixWord.get(word) ?? []) candidates.add(i);
    for (const i of [...candidates].sort((a, b) => a - b)) {
      const value = jaccard(sets[i]!, set);
      if (value >= limit) pairs.push([i, j, value]);
    }
    for (const word of prefix) {
      const list = byPrefixWord.get(word);
      if (list) list.push(j);
      else byPrefixWord.set(word, [j]);
    }
  });
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** check:content's lines: each near-copy pair of published articles, naming both files and the score. */
export function nearCopyProblems(texts: readonly OriginalityText[]): ContentProblem[] {
  return nearCopies(texts).map(({ field, first, second, score: value }) => ({
    file: first.file,
    field,
    value: field === 'title' ? first.title : Number(score(value)),
    expected:
      field === 'title'
        ? `a title of its own: its topic words overlap ${score(value)} with those of ${second.file} ("${second.title}"), limit ${score(TITLE_LIMIT)} (docs/generation.md#originality)`
        : `a text of its own: its five-word sequences overlap ${score(value)} (Jaccard) with ${second.file} ("${second.title}"), limit ${score(BODY_LIMIT)} (docs/generation.md#originality)`,
  }));
}

/** nearCopyProblems over a site's articles, written in the site's locale. */
export function articleNearCopyProblems(articles: readonly Article[], locale: string): ContentProblem[] {
  const language = languageOf(locale);
  return nearCopyProblems(articles.map(({ sourceFile, title, body }) => ({ file: sourceFile, title, body, language })));
}

/**
 * ORIGINALITY_CHECK: unset or "on" runs the check in check:content; "off" skips it, for the
 * synthetic sites, which are stitched from pieces of real articles (scripts/bench/corpus.ts).
 */
export function originalityCheckOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.ORIGINALITY_CHECK;
  if (raw === undefined || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`ORIGINALITY_CHECK "${raw}" is not valid: expected on (the default) or off`);
}
