import { describe, expect, it } from 'vitest';

import { parseAnswer } from './answer.ts';

const answer = { title: 'T', description: 'D', subsubcategories: ['L'], body: 'B' };

describe('parseAnswer', () => {
  it('reads the answer JSON', () => {
    expect(parseAnswer(JSON.stringify(answer))).toEqual({ ok: true, answer });
  });

  it('reads JSON wrapped in a ```json fence', () => {
    expect(parseAnswer(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``)).toEqual({ ok: true, answer });
  });

  it('says so in one line when the answer is empty or not JSON', () => {
    expect(parseAnswer('  ')).toEqual({ ok: false, problem: 'the answer is empty; expected a JSON object' });
    const result = parseAnswer('Sure! Here it is.');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/^the answer is not valid JSON \(.+\); expected one JSON object$/);
  });

  it('names each field of the wrong shape', () => {
    const result = parseAnswer(JSON.stringify({ title: 3, description: 'D', subsubcategories: 'L' }));
    expect(!result.ok && result.problem).toMatch(
      /^the answer JSON has the wrong shape \(field "title": .*; field "subsubcategories": .*; field "body": .*\); expected title, description, subsubcategories and body$/,
    );
  });
});
