import fs from 'node:fs';
import path from 'node:path';

import fc from 'fast-check';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';

import { markdownBody } from './frontmatter.ts';
import { possibleTableLines, tablesOnPossibleLines } from './table-lines.ts';

const full = remark().use(remarkGfm).freeze();
const held = remark().use(remarkGfm).use(tablesOnPossibleLines).freeze();
const holdsTable = (tree: unknown) => JSON.stringify(tree).includes('"type":"table"');

describe('possibleTableLines', () => {
  it('takes each line followed by a possible delimiter row, through the lines up to the next blank one', () => {
    const markdown = ['intro', '| a | b |', '| :- | -: |', '| c | d |', 'e', '', 'after'].join('\n');
    expect([...possibleTableLines(markdown)]).toEqual([2, 3, 4, 5]);
  });

  it("reads a delimiter row behind its container's quote markers or indent, with any line ending", () => {
    expect([...possibleTableLines('> a | b\r\n> --|--\r\n> c')]).toEqual([1, 2, 3]);
    expect([...possibleTableLines('- a | b\n  --|--')]).toEqual([1, 2]);
  });

  it('takes a delimiter row without pipes: one column', () => {
    expect([...possibleTableLines('Odds\n:--\n2.5')]).toEqual([1, 2, 3]);
  });

  it('takes no line where no delimiter row follows', () => {
    expect(possibleTableLines('odds | stake\npay | out\n\n- list').size).toBe(0);
    expect(possibleTableLines('no dash | at all\n| : |').size).toBe(0);
  });
});

describe('tablesOnPossibleLines', () => {
  it('parses to the very tree GFM whole gives (positions included), tables or not', () => {
    let tables = 0;
    // Lines of table parts behind container openings, and lines of any of those characters.
    const line = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('', '', '> ', '>', '  ', '- ', '1. ', '\t', '    ', '> - '),
          fc.constantFrom(
            'a',
            'a | b',
            '| a |',
            'a|',
            '|a',
            '-|-',
            ':-',
            '-:',
            '| - | :-: |',
            '---',
            '-',
            '',
            ' ',
            '* b',
          ),
        )
        .map(([opening, part]) => opening + part),
      fc.stringMatching(/^[ab |:>\-\t*1.]{0,12}$/),
    );
    const markdownish = fc
      .tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n'))
      .map(([lines, ending]) => lines.join(ending));
    fc.assert(
      fc.property(markdownish, (markdown) => {
        const expected = full.parse(markdown);
        if (holdsTable(expected)) tables += 1;
        expect(held.parse(markdown)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
    // The property means something only if the markdown made tables often.
    expect(tables).toBeGreaterThan(25);
  }, 60_000);

  it('parses every body of the example sites as GFM whole does', () => {
    const dir = path.resolve(import.meta.dirname, '../../content');
    const bodies = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => markdownBody(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')));
    let tables = 0;
    for (const body of bodies) {
      const expected = full.parse(body);
      if (holdsTable(expected)) tables += 1;
      expect(held.parse(body)).toEqual(expected);
    }
    expect(tables).toBeGreaterThan(5);
  }, 60_000);

  it('finds the lines of each document it parses, one after another', () => {
    const markdown = '| a | b |\n| - | - |\n| c | d |';
    expect(held.parse(markdown)).toEqual(full.parse(markdown));
    // The first document's lines would refuse the second's table, which starts on its line 3.
    const prose = 'One line.\n\nAnother.';
    const later = 'Text.\n\n| e | f |\n| - | - |\n| g | h |';
    expect(held.parse(prose)).toEqual(full.parse(prose));
    expect(held.parse(later)).toEqual(full.parse(later));
    expect(holdsTable(held.parse(later))).toBe(true);
  });
});
