import { describe, expect, it } from 'vitest';

import { costOf, describeUsage, readTokenPrices } from './usage.ts';

describe('readTokenPrices', () => {
  it('reads both prices per million tokens', () => {
    expect(readTokenPrices({ OPENAI_PRICE_INPUT_PER_MTOK: '0.15', OPENAI_PRICE_OUTPUT_PER_MTOK: ' 10 ' })).toEqual({
      ok: true,
      prices: { inputPerMTok: 0.15, outputPerMTok: 10 },
    });
  });

  it('leaves the cost out when neither is set', () => {
    expect(readTokenPrices({ OPENAI_PRICE_INPUT_PER_MTOK: ' ' })).toEqual({ ok: true });
  });

  it('refuses one price without the other, naming both', () => {
    expect(readTokenPrices({ OPENAI_PRICE_OUTPUT_PER_MTOK: '0.6' })).toEqual({
      ok: false,
      message:
        'OPENAI_PRICE_INPUT_PER_MTOK is not set but OPENAI_PRICE_OUTPUT_PER_MTOK is: expected both prices per million tokens, or neither',
    });
    expect(readTokenPrices({ OPENAI_PRICE_INPUT_PER_MTOK: '0.6' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^OPENAI_PRICE_OUTPUT_PER_MTOK is not set but OPENAI_PRICE_INPUT_PER_MTOK is/),
    });
  });

  it.each(['-1', 'free', '1,5', '$2', '1e3'])('refuses the price "%s" in one line naming the variable', (value) => {
    expect(readTokenPrices({ OPENAI_PRICE_INPUT_PER_MTOK: '1', OPENAI_PRICE_OUTPUT_PER_MTOK: value })).toEqual({
      ok: false,
      message: `OPENAI_PRICE_OUTPUT_PER_MTOK "${value}" is not valid: expected a price per million tokens, a non-negative number such as 0.15`,
    });
  });
});

describe('costOf and describeUsage', () => {
  it('prices input and output tokens apart, per million', () => {
    expect(costOf({ input: 1_000_000, output: 500_000 }, { inputPerMTok: 0.15, outputPerMTok: 0.6 })).toBeCloseTo(0.45);
    expect(describeUsage({ input: 12_345, output: 678 }, { inputPerMTok: 1, outputPerMTok: 4 })).toBe(
      '12,345 input + 678 output tokens, cost 0.0151',
    );
    expect(describeUsage({ input: 12_345, output: 678 }, undefined)).toBe('12,345 input + 678 output tokens');
  });
});
