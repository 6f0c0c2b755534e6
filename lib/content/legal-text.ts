// What the checks of the legal pages' own text share (legal-prose.ts, legal-retired-wordings.ts):
// which pages they read, and how a wording is found in a page's prose.

/** The legal pages' files and the seo.yaml entries that speak for them. */
export const LEGAL_PAGES = ['privacy-policy', 'terms', 'about-us'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Markdown link targets and bare addresses blanked (same length, so lines hold): not prose. */
export function prose(text: string): string {
  return text.replace(/\]\([^)]*\)|https?:\/\/\S+|\S+@\S+/g, (match) => ' '.repeat(match.length));
}

export function firstMention(
  text: string,
  pattern: RegExp,
): { line: number; word: string; phrase: string } | undefined {
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const match = pattern.exec(line);
    if (match) return { line: index + 1, word: wordAt(line, match.index), phrase: match[0] };
  }
  return undefined;
}

/** The whole word a match starts in ("cookies", «согласия»), for the problem line. */
function wordAt(line: string, index: number): string {
  return /^[\p{L}\p{N}'’-]+/u.exec(line.slice(index))?.[0] ?? line.slice(index, index + 20);
}
