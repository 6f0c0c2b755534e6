// A legal page's effective date is the day its text last changed (CalOPPA, Cal. Bus. & Prof.
// Code § 22575(b)(4), asks a privacy policy to state it). Git history is not there in every build
// (a tarball, a shallow clone), so the page's frontmatter records beside the date the SHA-256 of
// the text it dates: a text edited without a new date no longer matches, and check:content
// refuses it (docs/content.md#legal-pages-effective-date).
import { createHash } from 'node:crypto';

import type { ContentProblem } from './problems.ts';
import type { Page } from './model/index.ts';

/** The pages that state an effective date: the privacy policy and the terms. */
export const DATED_PAGES = ['privacy-policy', 'terms'] as const;

/** A date written into the text by hand: the page shows the one from the frontmatter. */
const HAND_WRITTEN_DATE =
  /^\s*(?:effective date|last updated|дата вступления в силу|редакция от|yürürlük tarihi)\s*:/imu;

/** The SHA-256 (hex) of a page's text, line endings and the blank lines around it ignored. */
export function legalTextHash(body: string): string {
  return createHash('sha256').update(body.replace(/\r\n?/g, '\n').trim()).digest('hex');
}

/**
 * One problem for a dated page without its `effective` frontmatter, one whose text no longer
 * matches the hash recorded beside its date, and one that writes a date into its text.
 */
export function legalDateProblems(
  pages: Record<(typeof DATED_PAGES)[number], Page>,
  rel: (file: string) => string,
): ContentProblem[] {
  return DATED_PAGES.flatMap((slug): ContentProblem[] => {
    const page = pages[slug];
    const file = rel(`pages/${slug}.md`);
    const hash = legalTextHash(page.body);
    const problems: ContentProblem[] = [];
    const handWritten = HAND_WRITTEN_DATE.exec(page.body);
    if (handWritten)
      problems.push({
        file,
        field: 'body',
        value: handWritten[0].trim(),
        expected: 'no date written in the text: the page shows effective.date from the frontmatter',
      });
    if (!page.effective) {
      problems.push({
        file,
        field: 'effective',
        value: undefined,
        expected: `the day the text took effect and the hash of that text: effective: { date: YYYY-MM-DD, text_sha256: ${hash} }`,
      });
    } else if (page.effective.text_sha256 !== hash) {
      problems.push({
        file,
        field: 'effective.text_sha256',
        value: page.effective.text_sha256,
        expected:
          `${hash}, the hash of the text as it is now: the text changed since ${page.effective.date}, ` +
          'so set effective.date to the day the new text takes effect and text_sha256 to this hash',
      });
    }
    return problems;
  });
}
