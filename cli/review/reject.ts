// Rejecting a draft (docs/generation.md#review): it moves, with who, when and why, to the site's
// rejected/ folder, which no build reads and the generator learns from (rejected.ts).
import fs from 'node:fs';
import path from 'node:path';

import { parseMarkdownFile } from '../../lib/content/frontmatter.ts';
import { loadSiteSettings } from '../../lib/content/load.ts';
import { writeNewFile } from '../generate/article-file.ts';
import { checkEditor, decisionDate, DecisionError, draftFile, edited, unchanged } from './decision.ts';
import { rejectedSource } from './frontmatter-edit.ts';
import { REJECTED_DIR } from './rejected.ts';

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
  // The copy is written before the draft is removed, so a run stopped between the two leaves the
  // draft where it was (a draft, which no build publishes) and its rejected copy: that copy is
  // replaced by this run's, and the move finished.
  if (isLeftoverOf(target, draft.source)) fs.rmSync(target);
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

/**
 * Whether `target` is the rejected copy of exactly this draft text, left by a rejection that
 * stopped before it removed the draft: its text is the draft's with its own `rejected` record.
 */
function isLeftoverOf(target: string, source: string): boolean {
  let text: string;
  try {
    text = fs.readFileSync(target, 'utf8');
  } catch {
    return false;
  }
  const parsed = parseMarkdownFile(text, target);
  const record = parsed.ok ? (parsed.value.data.rejected as Record<string, unknown> | undefined) : undefined;
  const { by, date, reason } = record ?? {};
  if (typeof by !== 'string' || typeof date !== 'string' || typeof reason !== 'string') return false;
  const copy = rejectedSource(source, { by, date, reason });
  return copy.ok && copy.text === text;
}
