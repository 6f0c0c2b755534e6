// What the documents (docs/**/*.md and README.md) must be: references, read for what is true
// now. A document of more than MAX_LINES lines is split by subject. A sentence of history ("it
// once also carried …", "used to", "for the record", the date of a run) belongs in git's log, not
// in a reference. The benchmark's results files, which a tool writes into docs with their run's
// date, are exempt from both rules.
//
// The phrases are phrases, not words: "once" alone is "once per build", "was" alone is "what was
// expected", "no longer" alone is "a file the build no longer has", a date alone is the date of a
// law. What is flagged is the shape of a sentence about the past: "it once", "is no longer",
// "no longer exists", "used to" (not "is used to"), a day
// and month without a year (a run's date; a law's date carries its year), a commit's hash.
// Fenced code blocks and inline code spans are examples and are not read.

import { markdownText } from './text.ts';

export const MAX_LINES = 500;

const DOCUMENT = /^(?:docs\/.+\.md|README\.md)$/;
const RESULTS = /^docs\/benchmarks\//;
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** Phrases that tell history. */
export const HISTORY_PHRASES: readonly RegExp[] = [
  /\b(?:it|they|this|that|was|were|had|has|have) once\b/i,
  /\bonce (?:also )?(?:was|were|had|did)\b/i,
  /(?<!\b(?:is|are|be|been|being|get|gets|got|was|were)\s)\bused to\b/i,
  /\b(?:is|are|was|were) no longer\b|\bno longer (?:exists?|needed|used|necessary)\b/i,
  /\bfor the record\b/i,
  /\bwe (?:changed|removed|replaced|moved|added|dropped|switched|decided|rewrote)\b/i,
  /\b(?:was|were|has been|have been) (?:removed|replaced|renamed|dropped|rewritten|moved)\b/i,
  /\b(?:previously|formerly|originally|until recently)\b/i,
  /\bthe (?:first|old|previous) version\b/i,
  new RegExp(String.raw`\b\d{1,2} (?:${MONTHS})\b(?!,? \d{4})`),
  new RegExp(String.raw`\b(?:${MONTHS}) \d{1,2}\b(?!,? \d{4})`),
  /\bcommit [0-9a-f]{7,40}\b|\b(?:at|since|as of) commit\b/i,
  /\b(?:on|since|as of|until) \d{4}-\d{2}-\d{2}\b/i,
];

export interface Documents {
  files: readonly string[];
  read(file: string): string;
}

/** Every document too long or telling history, as `file:line: …` lines. */
export function documentProblems(repository: Documents): string[] {
  const problems: string[] = [];
  for (const file of repository.files) {
    if (!DOCUMENT.test(file) || RESULTS.test(file)) continue;
    const source = repository.read(file);
    const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) {
      problems.push(`${file}: ${lines} lines, more than ${MAX_LINES}: split it by subject`);
    }
    for (const { number, text } of markdownText(source)) {
      // Inline code and link targets are examples and addresses, not sentences.
      const prose = text.replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, ']');
      for (const phrase of HISTORY_PHRASES) {
        const match = phrase.exec(prose);
        if (match) {
          problems.push(`${file}:${number}: says "${match[0]}", history: say what is true now (git keeps the past)`);
        }
      }
    }
  }
  return problems;
}
