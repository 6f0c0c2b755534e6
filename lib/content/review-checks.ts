// The rules of an article's review metadata that its file alone cannot settle
// (docs/content.md#review-and-changes): the reviewer must be someone the site lists, and neither
// the check nor a change may be dated after the build's "now". The schema has already checked
// the shapes, and that every change is dated on or after publication.
import type { ContentProblem } from './problems.ts';
import { publicationInstant } from './publication.ts';
import type { ArticleFrontmatter } from './model/index.ts';

export interface ReviewContext {
  /** The article's file, relative to the working directory. */
  file: string;
  /** The names in authors.yaml, or undefined when that file did not load. */
  authorNames: ReadonlySet<string> | undefined;
  /** The site's time zone, in which a plain date starts at midnight. */
  timeZone: string;
  /** The build's "now" (lib/content/build-time.ts). */
  now: Date;
}

/**
 * One problem per rule broken. A date in the future stops failing once its day comes, so a build
 * nobody touched never starts to fail because time passed.
 */
export function checkReview(
  frontmatter: Pick<ArticleFrontmatter, 'reviewed' | 'updates'>,
  context: ReviewContext,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { reviewed, updates } = frontmatter;
  if (reviewed && context.authorNames && !context.authorNames.has(reviewed.by)) {
    problems.push({
      file: context.file,
      field: 'reviewed.by',
      value: reviewed.by,
      expected: 'the name of an author in authors.yaml: the reader is shown who checked the article',
    });
  }
  const future = (date: string) => publicationInstant(date, context.timeZone).getTime() > context.now.getTime();
  const notAfterNow = `a date not after ${context.now.toISOString()} (the build's "now")`;
  if (reviewed && future(reviewed.date)) {
    problems.push({
      file: context.file,
      field: 'reviewed.date',
      value: reviewed.date,
      expected: `${notAfterNow}: date a check on the day it was done`,
    });
  }
  updates.forEach((update, index) => {
    if (future(update.date))
      problems.push({
        file: context.file,
        field: `updates.${index}.date`,
        value: update.date,
        expected: `${notAfterNow}: list a change once it is made`,
      });
  });
  return problems;
}
