import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { letterSum, pickSponsoredHeading, sponsoredHeadingIndex } from './sponsored-heading.ts';

const HEADINGS = ['zero', 'one', 'two', 'three'] as const;

describe('letterSum', () => {
  it('adds the character codes of the id', () => {
    expect(letterSum('oddsaces')).toBe(838);
    expect(letterSum('a')).toBe(97);
    expect(letterSum('')).toBe(0);
  });

  it('does not depend on the order of the letters', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(letterSum([...id].reverse().join(''))).toBe(letterSum(id));
      }),
    );
  });

  it('grows by the code of each letter appended', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 0xffff }), (id, code) => {
        expect(letterSum(id + String.fromCharCode(code))).toBe(letterSum(id) + code);
      }),
    );
  });
});

describe('sponsoredHeadingIndex', () => {
  it('is the letter sum modulo 4', () => {
    expect(sponsoredHeadingIndex('oddsaces')).toBe(2); // 838 = 4 × 209 + 2
    expect(sponsoredHeadingIndex('a')).toBe(1); // 97
    expect(sponsoredHeadingIndex('d')).toBe(0); // 100
    expect(sponsoredHeadingIndex('g')).toBe(3); // 103
  });

  it('is always one of 0, 1, 2, 3 and equals the sum modulo 4 for any id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,50}[a-z0-9])?$/), (id) => {
        const index = sponsoredHeadingIndex(id);
        expect([0, 1, 2, 3]).toContain(index);
        expect(index).toBe([...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 4);
      }),
    );
  });

  it('moves to the next heading when a letter one code higher replaces another', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-y]{1,20}$/), fc.nat(), (id, at) => {
        const i = at % id.length;
        const next = id.slice(0, i) + String.fromCharCode(id.charCodeAt(i) + 1) + id.slice(i + 1);
        expect(sponsoredHeadingIndex(next)).toBe((sponsoredHeadingIndex(id) + 1) % 4);
      }),
    );
  });
});

describe('pickSponsoredHeading', () => {
  it("picks the text at the id's index", () => {
    expect(pickSponsoredHeading('oddsaces', HEADINGS)).toBe('two');
    expect(pickSponsoredHeading('d', HEADINGS)).toBe('zero');
  });
});
