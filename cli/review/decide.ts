// An editor's decision on a draft (docs/generation.md#review): approve it under their own name,
// or reject it with a reason. Each refusal is a DecisionError whose first line says what was
// refused and why; nothing is written unless the whole decision stands.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { parseMarkdownFile, parseYamlFile } from '../../lib/content/frontmatter.ts';
import { loadSiteSettings } from '../../lib/content/load.ts';
import { listSites } from '../../lib/content/site-files.ts';
import { ContentError, formatProblem } from '../../lib/content/problems.ts';
import { dateIn, publicationInstant } from '../../lib/content/publication.ts';
import { checkReview } from '../../lib/content/review-checks.ts';
import { articleFrontmatterSchema, authorsSchema } from '../../lib/content/model/index.ts';
import { validate } from '../../lib/content/validate.ts';
import { writeNewFile } from '../generate/article-file.ts';
import { approvedSource, type Edited, rejectedSource } from './frontmatter-edit.ts';
import { failedChecks, isDraftSource, reviewQueue } from './queue.ts';
import { REJECTED_DIR } from './rejected.ts';

export class DecisionError extends Error {
  override name = 'DecisionError';
}

interface DraftFile {
  /** As given. */
  given: string;
  absolute: string;
  /** Relative to the working directory, as the content check names files. */
  file: string;
  siteId: string;
  /** The path under the site's articles/ folder. */
  name: string;
  source: string;
}

/** The draft named on the command line, read; refused unless it is a draft of a site's articles/. */
function draftFile(root: string, given: string): DraftFile {
  const absolute = path.resolve(given);
  const [content, siteId, articles, ...rest] = path.relative(path.resolve(root), absolute).split(path.sep);
  const name = rest.join('/');
  if (content !== 'content' || !siteId || articles !== 'articles' || !name.endsWith('.md'))
    throw new DecisionError(`${given}: not an article of a site; expected a file content/{site}/articles/{name}.md`);
  if (!listSites(root).includes(siteId))
    throw new DecisionError(`${given}: no site "${siteId}"; expected one of ${listSites(root).join(', ')}`);
  let source: string;
  try {
    source = fs.readFileSync(absolute, 'utf8');
  } catch {
    throw new DecisionError(`${given}: no such file`);
  }
  const file = path.relative(process.cwd(), absolute);
  if (!isDraftSource(source))
    throw new DecisionError(`${file}: not a draft (its frontmatter has no "draft: true"); nothing to decide`);
  return { given, absolute, file, siteId, name, source };
}

/** The editor, by their name in authors.yaml: the name the page shows and links to their author page. */
function checkEditor(root: string, siteId: string, by: string | undefined): string {
  const authorsFile = path.join(root, 'content', siteId, 'authors.yaml');
  const shown = path.relative(process.cwd(), authorsFile);
  let source: string;
  try {
    source = fs.readFileSync(authorsFile, 'utf8');
  } catch {
    throw new DecisionError(`${shown}: not readable; the editor's name is looked up there`);
  }
  const parsed = parseYamlFile(source, shown);
  const checked = parsed.ok ? validate(authorsSchema, parsed.value, shown) : undefined;
  if (!checked?.ok) throw new DecisionError(`${shown}: not valid; fix it first (npm run check:content)`);
  const names = checked.value.map((author) => author.name);
  const name = by?.trim() ?? '';
  if (!names.includes(name))
    throw new DecisionError(
      `--by ${name ? `"${name}"` : 'is missing'}: expected the name of an author in ${shown} who stands for the editor ` +
        `(one of: ${names.join(', ')})`,
    );
  return name;
}

/** The day of the decision: as given (YYYY-MM-DD, not later than today), or today in the site's time zone. */
function decisionDate(given: string | undefined, timeZone: string, now: Date): string {
  const today = dateIn(now, timeZone);
  if (given === undefined) return today;
  const real = /^\d{4}-\d{2}-\d{2}$/.test(given) && new Date(`${given}T00:00:00Z`).toISOString().startsWith(given);
  if (!real) throw new DecisionError(`--date "${given}": expected a date as YYYY-MM-DD`);
  if (given > today)
    throw new DecisionError(`--date "${given}": expected a date not after today (${today} in ${timeZone})`);
  return given;
}

function edited(result: Edited, file: string): string {
  if (!result.ok) throw new DecisionError(`${file}: ${result.reason}`);
  return result.text;
}

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

export interface Rejection {
  file: string;
  /** Where the draft now is, with its `rejected` record. */
  movedTo: string;
  by: string;
  date: string;
}

/**
 * Rejects a draft: it moves to content/{site}/rejected/, which no build reads, with
 * `rejected: {by, date, reason}` in its frontmatter, and stays a draft there.
 */
export function rejectDraft({
  root,
  file: given,
  by,
  reason,
  date,
  now,
}: {
  root: string;
  file: string;
  by: string | undefined;
  reason: string | undefined;
  date?: string;
  now: Date;
}): Rejection {
  const draft = draftFile(root, given);
  const editor = checkEditor(root, draft.siteId, by);
  const why = reason?.trim() ?? '';
  if (why === '')
    throw new DecisionError(
      `--reason ${reason === undefined ? 'is missing' : 'is empty'}: expected why the draft is rejected`,
    );
  const { timeZone } = loadSiteSettings({ root, siteId: draft.siteId });
  const day = decisionDate(date, timeZone, now);
  const text = edited(rejectedSource(draft.source, { by: editor, date: day, reason: why }), draft.file);
  const target = path.join(root, 'content', draft.siteId, REJECTED_DIR, draft.name);
  const movedTo = path.relative(process.cwd(), target);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!writeNewFile(target, text))
    throw new DecisionError(
      `${draft.file}: not rejected: ${movedTo} exists already (a draft of that name was rejected before); rename the draft first`,
    );
  if (!unchanged(draft)) {
    fs.rmSync(target);
    throw new DecisionError(`${draft.file}: not rejected: the file changed while it was being rejected; run again`);
  }
  fs.rmSync(draft.absolute);
  return { file: draft.file, movedTo, by: editor, date: day };
}

function unchanged(draft: DraftFile): boolean {
  return fs.readFileSync(draft.absolute, 'utf8') === draft.source;
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
