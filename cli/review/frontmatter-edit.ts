// Edits of an article's frontmatter, line by line: the lines a decision changes are removed or
// written, every other byte of the file (comments, quoting, key order, line endings, the body)
// stays as it was. Re-serialising the YAML would rewrite what the author wrote.
import YAML from 'yaml';

export type Edited = { ok: true; text: string } | { ok: false; reason: string };

const DRAFT_LINE = /^draft:[ \t]*true[ \t]*(?:#.*)?$/;

interface Block {
  /** The file split on "\n"; a line of a CRLF file keeps its "\r". */
  lines: string[];
  /** Index of the opening "---". */
  open: number;
  /** Index of the closing "---". */
  close: number;
}

function frontmatter(text: string): Block | undefined {
  const lines = text.split('\n');
  const bare = (line: string) =>
    line
      .replace(/^\uFEFF/, '')
      .replace(/\r$/, '')
      .trimEnd();
  if (bare(lines[0] ?? '') !== '---') return undefined;
  const close = lines.findIndex((line, index) => index > 0 && bare(line) === '---');
  return close === -1 ? undefined : { lines, open: 0, close };
}

/** The lines of the top-level key's value: its own line, then the indented lines under it. */
function keyRange(block: Block, key: string): [start: number, end: number] | undefined {
  const keyLine = new RegExp(`^${key}:(?:[ \\t]|\\r?$)`);
  for (let i = block.open + 1; i < block.close; i++) {
    if (!keyLine.test(block.lines[i]!)) continue;
    let end = i + 1;
    while (end < block.close && /^(?:[ \t]|-(?:[ \t]|\r?$))/.test(block.lines[end]!)) end++;
    return [i, end];
  }
  return undefined;
}

/** `key:` and its mapping, as YAML writes it (quoting what needs it), one line per entry. */
function mappingLines(key: string, value: Record<string, string>, eol: string): string[] {
  return YAML.stringify({ [key]: value }, { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => `${line}${eol}`);
}

/** Sets the top-level key to the mapping: in place of its old value, or last in the block. */
function setMapping(block: Block, key: string, value: Record<string, string>): void {
  const eol = block.lines[block.close]!.endsWith('\r') || block.lines[block.open]!.endsWith('\r') ? '\r' : '';
  const written = mappingLines(key, value, eol);
  const range = keyRange(block, key);
  if (range) block.lines.splice(range[0], range[1] - range[0], ...written);
  else block.lines.splice(block.close, 0, ...written);
  block.close = block.lines.findIndex((line, index) => index > 0 && line.replace(/\r$/, '').trimEnd() === '---');
}

function draftLine(block: Block): number | undefined {
  const found: number[] = [];
  for (let i = block.open + 1; i < block.close; i++)
    if (DRAFT_LINE.test(block.lines[i]!.replace(/\r$/, ''))) found.push(i);
  return found.length === 1 ? found[0] : undefined;
}

const NO_BLOCK: Edited = { ok: false, reason: "no frontmatter block between two '---' lines" };
const NO_DRAFT_LINE: Edited = {
  ok: false,
  reason: 'no line "draft: true" in its frontmatter: it is not a draft, or the line is written in another form',
};

/**
 * The approved article: the line "draft: true" removed and `reviewed: {by, date}` set; with
 * `published`, its `published:` line (a plain one-line date) written anew with that day.
 */
export function approvedSource(text: string, reviewed: { by: string; date: string }, published?: string): Edited {
  const block = frontmatter(text);
  if (!block) return NO_BLOCK;
  const draft = draftLine(block);
  if (draft === undefined) return NO_DRAFT_LINE;
  block.lines.splice(draft, 1);
  block.close -= 1;
  if (published !== undefined) {
    const range = keyRange(block, 'published');
    if (!range || range[1] - range[0] !== 1) return NO_PUBLISHED_LINE;
    const line = block.lines[range[0]]!;
    block.lines[range[0]] = `published: ${published}${line.endsWith('\r') ? '\r' : ''}`;
  }
  setMapping(block, 'reviewed', { by: reviewed.by, date: reviewed.date });
  return { ok: true, text: block.lines.join('\n') };
}

const NO_PUBLISHED_LINE: Edited = {
  ok: false,
  reason: 'no one-line "published:" date in its frontmatter to move to the day of approval',
};

/** The rejected draft: still a draft, with `rejected: {by, date, reason}` set. */
export function rejectedSource(text: string, rejected: { by: string; date: string; reason: string }): Edited {
  const block = frontmatter(text);
  if (!block) return NO_BLOCK;
  if (draftLine(block) === undefined) return NO_DRAFT_LINE;
  setMapping(block, 'rejected', { by: rejected.by, date: rejected.date, reason: rejected.reason });
  return { ok: true, text: block.lines.join('\n') };
}
