// GFM's table construct costs about a third of a body's parse: micromark tries it at the start of
// every line of flow content, and on each it reads the line as a possible head row before it
// finds that no delimiter row follows. A table starts only on a line followed by its delimiter
// row (`| --- | :-: |`: dashes, and pipes, colons and spaces, behind the quote markers or indent
// of its container; `:--` alone is one) and runs to the next blank line at most. The plugin
// here finds, as each document is parsed, the lines that could start or continue a table, and
// the construct refuses at once on any other (docs/performance.md, "Where a page's render time
// goes"). A property test holds the parse to GFM's own, positions included.
import type { Processor } from 'unified';

import { type Construct, changeConstructs } from './micromark-constructs.ts';

/**
 * What a delimiter row's line can hold: its cells' dashes and colons, pipes, and its container's
 * `>` markers, spaces and tabs. Its pipes are not needed: `a` over `:-` is a table of one column.
 */
const DELIMITER_ROW = /^[ \t>|:-]*$/;
const BLANK_LINE = /^[ \t]*$/;
const LINE_ENDING = /\r\n|\r|\n/;

/**
 * The lines (numbered from 1, as micromark numbers them) on which GFM's table construct could
 * match: each line followed by a possible delimiter row, and every line after it up to the next
 * blank one (a table's body rows). A superset: the construct decides on those.
 */
export function possibleTableLines(markdown: string): Set<number> {
  const lines = new Set<number>();
  if (!markdown.includes('-')) return lines;
  const text = markdown.split(LINE_ENDING);
  for (let index = 0; index + 1 < text.length; index += 1) {
    const next = text[index + 1]!;
    if (!next.includes('-') || !DELIMITER_ROW.test(next)) continue;
    for (let line = index; line < text.length && !BLANK_LINE.test(text[line]!); line += 1) {
      if (lines.has(line + 1)) break;
      lines.add(line + 1);
    }
  }
  return lines;
}

/** The lines of the document being parsed (`possibleTableLines`); none set: every line may hold a table. */
let currentLines: Set<number> | undefined;

function heldToTableLines(construct: Construct): Construct {
  const { tokenize } = construct;
  return {
    ...construct,
    tokenize(effects, ok, nok) {
      // `nok` as the start state: the construct refuses the first character it is given.
      if (currentLines !== undefined && !currentLines.has(this.now().line)) return nok;
      return tokenize.call(this, effects, ok, nok);
    },
  };
}

/**
 * A unified plugin, used after remark-gfm: GFM's table construct tries only the lines that
 * could start or continue a table, found for each document as the processor parses it (the
 * parse is synchronous: one document at a time); the rest of GFM is untouched.
 */
export function tablesOnPossibleLines(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: Record<string, unknown>[] };
  data.micromarkExtensions = (data.micromarkExtensions ?? []).map((extension) =>
    changeConstructs(extension, (construct) => (construct.name === 'table' ? heldToTableLines(construct) : construct)),
  );
  const parse = this.parser;
  if (parse === undefined) throw new Error('tablesOnPossibleLines: use it after remark-parse');
  this.parser = (document, file) => {
    const outer = currentLines;
    currentLines = possibleTableLines(String(document));
    try {
      return parse(document, file);
    } finally {
      currentLines = outer;
    }
  };
}
