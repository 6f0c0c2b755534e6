// The file the content check's memo (check-memo.ts) is kept in between checks: a first line
// `{"format":…,"code":…}`, then one line per answer, its key, a tab and its JSON (which holds
// no raw line break), then `end <number of answers>`. Lines, not one JSON object, so the
// answers are neither escaped into strings on writing nor all parsed on reading: at 50,000
// articles the object's round trip was 4 s of a 15 s check. A file without its last line is no
// memo.
import fs from 'node:fs';

/** Bumped when what is kept changes, so an older file is not read. */
const FORMAT = 'content-check-memo 3';

/** The answers `file` keeps for the code `code`: none when it is missing, unreadable, another code's or cut short. */
export function readAnswers(file: string, code: string): Map<string, string> {
  const known = new Map<string, string>();
  let text: string;
  try {
    text = fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8');
  } catch {
    return known; // No memo yet: every answer is computed.
  }
  // The first line first: the file of other code (60 MB at 50,000 articles) is not split.
  try {
    const firstLineEnd = text.indexOf('\n');
    const head = JSON.parse(firstLineEnd === -1 ? text : text.slice(0, firstLineEnd)) as {
      format?: unknown;
      code?: unknown;
    };
    if (head.format !== FORMAT || head.code !== code) return known;
  } catch {
    return known; // Not a memo's file.
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.at(-1) !== `end ${lines.length - 2}`) return known;
  for (let index = 1; index < lines.length - 1; index++) {
    const line = lines[index]!;
    const tab = line.indexOf('\t');
    if (tab > 0) known.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return known;
}

/**
 * Writes the answers the check used (`used`, their JSON in `known`) to `file` for the code
 * `code`, a few megabytes at a time: at 50,000 articles they are 60 MB, and joined into one
 * string, then encoded, they made the check's peak memory.
 */
export function writeAnswers(
  file: string,
  code: string,
  used: Iterable<string>,
  known: ReadonlyMap<string, string>,
): void {
  const fd = fs.openSync(/* turbopackIgnore: true */ file, 'w');
  try {
    let chunk = `${JSON.stringify({ format: FORMAT, code })}\n`;
    let count = 0;
    for (const key of used) {
      chunk += `${key}\t${known.get(key)}\n`;
      count += 1;
      if (chunk.length >= 4_000_000) {
        fs.writeSync(fd, chunk);
        chunk = '';
      }
    }
    fs.writeSync(fd, `${chunk}end ${count}\n`);
  } finally {
    fs.closeSync(fd);
  }
}
