// Approving a draft (docs/generation.md#review): under the editor's own name, only when every
// check of the review queue passes; nothing is written unless the whole decision stands.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { parseMarkdownFile } from '../../lib/content/frontmatter.ts';
import { ContentError, formatProblem } from '../../lib/content/problems.ts';
import { dateIn, publicationInstant } from '../../lib/content/publication.ts';
import { checkReview } from '../../lib/content/review-checks.ts';
import { articleFrontmatterSchema } from '../../lib/content/model/index.ts';
import { validate } from '../../lib/content/validate.ts';
import { checkEditor, decisionDate, DecisionError, type DraftFile, draftFile, edited, unchanged } from './decision.ts';
import { approvedSource } from './frontmatter-edit.ts';
import { failedChecks, reviewQueue } from './queue.ts';

export interface Approval {
  file: string;
  by: string;
  date: string;
  /** The day it was dated before approval moved it to the day of approval, if it did. */
  redatedFrom?: string;
  /** When the article goes live: undefined for the next build, else the instant (ISO) it is dated. */
  goesLive?: string;
}

/**
 * Approves a draft: refused when the file is not a draft, the editor is not an author of the
 * site, or any check of the review queue fails; otherwise its line "draft: true" is removed and
 * `reviewed: {by, date}` set, every other byte kept, and the file replaced at once.
 */
export function approveDraft({
  root,
  file: given,
  by,
  date,
  now,
  env = process.env,
}: {
  root: string;
  file: string;
  by: string | undefined;
  date?: string;
  now: Date;
  env?: NodeJS.ProcessEnv;
}): Approval {
  const draft = draftFile(root, given);
  const editor = checkEditor(root, draft.siteId, by);
  let queue;
  try {
    queue = reviewQueue({ root, siteId: draft.siteId, now, env });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    throw new DecisionError(
      `${draft.file}: not approved: content/${draft.siteId} has ${error.problems.length} problem(s) outside its drafts; ` +
        `fix them first (npm run check:content)\n${error.message}`,
    );
  }
  const entry = queue.waiting.find((waiting) => waiting.file === draft.file);
  if (!entry) throw new DecisionError(`${draft.file}: not approved: the content check did not read it as a draft`);
  const failed = failedChecks(entry);
  if (failed.length > 0) {
    const details = entry.checks.flatMap((result) => result.problems.map((line) => `  ${result.check}: ${line}`));
    throw new DecisionError(
      `${draft.file}: not approved: ${failed.length === 1 ? 'the check' : 'the checks'} ${failed.join(', ')} ` +
        `${failed.length === 1 ? 'fails' : 'fail'}; fix the draft or reject it\n${details.join('\n')}`,
    );
  }
  const { timeZone } = queue.content.site;
  const day = decisionDate(date, timeZone, now);
  // A draft dated before the day it is approved would go live backdated, below articles
  // published since and with a date no reader saw it on: it is dated the day of approval. A
  // draft dated later keeps its date and goes live then (scheduled).
  const datedDay = dateIn(publicationInstant(entry.article!.published, timeZone), timeZone);
  const redated = datedDay < day ? day : undefined;
  const text = edited(approvedSource(draft.source, { by: editor, date: day }, redated), draft.file);
  const article = validApproved(
    text,
    draft.file,
    queue.content.authors.map((author) => author.name),
    timeZone,
    now,
  );
  replaceFile(draft, text);
  const live = publicationInstant(article.published, timeZone);
  return {
    file: draft.file,
    by: editor,
    date: day,
    ...(redated && { redatedFrom: entry.article!.published }),
    ...(live.getTime() > now.getTime() && { goesLive: live.toISOString() }),
  };
}

/** The approved text validated as check:content validates it, before it is written. */
function validApproved(text: string, file: string, authorNames: string[], timeZone: string, now: Date) {
  const parsed = parseMarkdownFile(text, file);
  if (!parsed.ok) throw new DecisionError(`${file}: not approved: ${formatProblem(parsed.problem)}`);
  const checked = validate(articleFrontmatterSchema, parsed.value.data, file);
  const problems = checked.ok
    ? checkReview(checked.value, { file, authorNames: new Set(authorNames), timeZone, now })
    : checked.problems;
  if (!checked.ok || problems.length > 0)
    throw new DecisionError(`${file}: not approved: ${problems.map(formatProblem).join('; ')}`);
  return checked.value;
}

/** Written in full beside the file, then renamed over it: a reader sees the old text or the new, never a part. */
function replaceFile(draft: DraftFile, text: string): void {
  const temp = temporaryBeside(draft.absolute);
  try {
    writeSynced(temp, text, fs.statSync(draft.absolute).mode & 0o777);
    if (!unchanged(draft))
      throw new DecisionError(`${draft.file}: not approved: the file changed while it was being approved; run again`);
    fs.renameSync(temp, draft.absolute);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

// Not a .md name: the content loader, reading articles/, never takes it for an article.
function temporaryBeside(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID().slice(0, 8)}.tmp`);
}

function writeSynced(file: string, text: string, mode?: number): void {
  const fd = fs.openSync(file, 'wx', mode);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
