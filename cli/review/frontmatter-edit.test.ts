import { describe, expect, it } from 'vitest';

import { parseMarkdownFile } from '../../lib/content/frontmatter.ts';
import { approvedSource, rejectedSource } from './frontmatter-edit.ts';

// A draft as a person may have left it: a comment, quoting, odd spacing, a list under a key
// written without indentation, a body with lines that look like frontmatter.
const DRAFT = [
  '---',
  'draft: true   # until an editor reads it',
  'id: 7',
  "title: 'Kelly: a Worked Example'",
  'slug: kelly-worked',
  'author: Tom Reed',
  'published: 2026-11-29',
  'description: "How much to stake, and why."',
  'entities:',
  '- category: bankroll-management',
  '  subcategories:',
  '    - subcategory: bet-sizing',
  'generated:',
  '  model: llama3.1',
  '  checks: [answer-json, claims]',
  '---',
  '',
  'draft: true',
  '',
  '---',
  '',
  'A body.',
  '',
].join('\n');

function lines(text: string): string[] {
  return text.split('\n');
}

describe('approvedSource', () => {
  it('removes the draft line and adds `reviewed`, every other byte as it was', () => {
    const result = approvedSource(DRAFT, { by: 'Tom Reed', date: '2026-11-30' });
    expect(result.ok).toBe(true);
    const expected = lines(DRAFT);
    expected.splice(1, 1);
    expected.splice(14, 0, 'reviewed:', '  by: Tom Reed', '  date: 2026-11-30');
    expect(result.ok && result.text).toBe(expected.join('\n'));
    const parsed = parseMarkdownFile(result.ok ? result.text : '', 'f.md');
    expect(parsed.ok && parsed.value.data).toMatchObject({
      reviewed: { by: 'Tom Reed', date: '2026-11-30' },
      title: 'Kelly: a Worked Example',
    });
    expect(parsed.ok && parsed.value.data.draft).toBeUndefined();
  });

  it('keeps CRLF line endings and a byte-order mark, and writes its lines with them', () => {
    const crlf = `\uFEFF${DRAFT.replace(/\n/g, '\r\n')}`;
    const result = approvedSource(crlf, { by: 'Tom Reed', date: '2026-11-30' });
    const plain = approvedSource(DRAFT, { by: 'Tom Reed', date: '2026-11-30' });
    expect(result.ok && result.text).toBe(`\uFEFF${(plain.ok ? plain.text : '').replace(/\n/g, '\r\n')}`);
  });

  it('moves `published` to the day given, on its own line, in a CRLF file too', () => {
    const result = approvedSource(DRAFT, { by: 'Tom Reed', date: '2026-11-30' }, '2026-11-30');
    const plain = approvedSource(DRAFT, { by: 'Tom Reed', date: '2026-11-30' });
    expect(result.ok && result.text).toBe(
      (plain.ok ? plain.text : '').replace('published: 2026-11-29\n', 'published: 2026-11-30\n'),
    );
    const crlf = approvedSource(DRAFT.replace(/\n/g, '\r\n'), { by: 'Tom Reed', date: '2026-11-30' }, '2026-11-30');
    expect(crlf.ok && crlf.text).toBe((result.ok ? result.text : '').replace(/\n/g, '\r\n'));
    // A `published` written over several lines is not guessed at.
    const folded = DRAFT.replace('published: 2026-11-29', 'published: >-\n  2026-11-29');
    expect(approvedSource(folded, { by: 'X', date: '2026-11-30' }, '2026-11-30')).toEqual({
      ok: false,
      reason: 'no one-line "published:" date in its frontmatter to move to the day of approval',
    });
  });

  it('replaces an earlier `reviewed` in place, and quotes a name YAML would misread', () => {
    const earlier = DRAFT.replace('generated:', 'reviewed:\n  by: Asha Verma\n  date: 2026-01-01\ngenerated:');
    const result = approvedSource(earlier, { by: 'Ann: the Editor', date: '2026-11-30' });
    expect(result.ok && result.text).toContain(
      'reviewed:\n  by: "Ann: the Editor"\n  date: 2026-11-30\ngenerated:\n  model: llama3.1',
    );
    expect(result.ok && result.text.match(/reviewed:/g)).toHaveLength(1);
  });

  it('refuses a file whose frontmatter has no line "draft: true", or no frontmatter', () => {
    expect(approvedSource(DRAFT.replace(/^draft: true.*\n/m, ''), { by: 'X', date: '2026-11-30' })).toEqual({
      ok: false,
      reason: 'no line "draft: true" in its frontmatter: it is not a draft, or the line is written in another form',
    });
    expect(approvedSource('A body.\n', { by: 'X', date: '2026-11-30' })).toEqual({
      ok: false,
      reason: "no frontmatter block between two '---' lines",
    });
  });
});

describe('rejectedSource', () => {
  it('keeps the draft line and adds `rejected` with the reason, however it is written', () => {
    const reason = 'Repeats kelly.md; the 2.50 "odds" line is wrong.\nSee #12.';
    const result = rejectedSource(DRAFT, { by: 'Tom Reed', date: '2026-11-30', reason });
    const text = result.ok ? result.text : '';
    expect(text.startsWith('---\ndraft: true   # until an editor reads it\nid: 7\n')).toBe(true);
    expect(text.endsWith(lines(DRAFT).slice(15).join('\n'))).toBe(true);
    const parsed = parseMarkdownFile(text, 'f.md');
    expect(parsed.ok && parsed.value.data).toMatchObject({
      draft: true,
      rejected: { by: 'Tom Reed', date: '2026-11-30', reason },
    });
  });
});
