import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { countWords, renderMarkdown } from './markdown.ts';

describe('renderMarkdown sanitises what an article body could smuggle in', () => {
  it('drops raw <script> elements', () => {
    const html = renderMarkdown('Before\n\n<script>alert("x")</script>\n\nAfter');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Before');
    expect(html).toContain('After');
  });

  it('drops event-handler attributes', () => {
    const html = renderMarkdown('<img src="x.png" onerror="alert(1)">\n\n<a href="/" onclick="steal()">x</a>');
    expect(html).not.toMatch(/onerror|onclick/i);
  });

  it('drops javascript: links, in markdown and in HTML', () => {
    const html = renderMarkdown('[click](javascript:alert(1)) and <a href="javascript:alert(2)">here</a>');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('click');
  });

  it('keeps the markdown an author writes: headings, tables, links, emphasis', () => {
    const html = renderMarkdown(
      '## Pot odds\n\n| Outs | Turn |\n|---|---|\n| 9 | 19.1% |\n\nSee [the basics](/poker-tutorials/) and **this**.',
    );
    expect(html).toContain('<h2>Pot odds</h2>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="/poker-tutorials/">the basics</a>');
    expect(html).toContain('<strong>this</strong>');
  });
});

describe('countWords', () => {
  it('counts words a reader sees, not markdown punctuation', () => {
    expect(countWords('## Two words\n\n- one\n- two | three\n\n```\ncode is skipped\n```')).toBe(5);
  });

  it('counts non-ASCII words', () => {
    expect(countWords('Şans ve beceri: покер')).toBe(4);
  });

  it('stays linear on long runs of punctuation (a hostile body or model answer)', () => {
    // The old single regex backtracked over every start of the run: 40,000 `!` took about 4 s and
    // 200,000 would take minutes. Linear counting does 200,000 in milliseconds; the bound is wide
    // so that a slow machine never fails it, and a quadratic count always does.
    const hostile = `${'!'.repeat(200_000)} word ${'-!'.repeat(100_000)} ${'.'.repeat(200_000)}`;
    const started = performance.now();
    expect(countWords(hostile)).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('agrees with splitting on space and markdown punctuation (property)', () => {
    // The rule as first written: replace the punctuation by spaces, split, keep pieces with a letter or digit.
    const split = (text: string) =>
      text
        .replace(/```[\s\S]*?```/g, ' ')
        .replace(/[#>*_`|[\]()-]+/g, ' ')
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    const piece = fc.constantFrom(
      'word',
      'Şans',
      'покер',
      '42',
      '#',
      '##',
      '>',
      '*',
      '_',
      '`',
      '```',
      '|',
      '[',
      ']',
      '(',
      ')',
      '-',
      '.',
      ',',
      ':',
      '’',
      ' ',
      '\n',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        expect(countWords(pieces.join(''))).toBe(split(pieces.join('')));
      }),
    );
  });
});
