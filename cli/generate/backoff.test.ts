import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { backoffDelayMs, retryAfterMs } from './backoff.ts';

describe('backoffDelayMs', () => {
  it('doubles from the base delay, without jitter at random 0', () => {
    const policy = { baseDelayMs: 1000, maxDelayMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6].map((retry) => backoffDelayMs(retry, policy, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000,
    ]);
  });

  it('stays between three quarters of its ceiling and the ceiling, never above the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (retry, baseDelayMs, maxDelayMs, random) => {
          const ceiling = Math.min(baseDelayMs * 2 ** (retry - 1), maxDelayMs);
          const delay = backoffDelayMs(retry, { baseDelayMs, maxDelayMs }, () => random);
          expect(delay).toBeLessThanOrEqual(Math.min(ceiling, maxDelayMs));
          expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling * 0.75));
        },
      ),
    );
  });
});

describe('retryAfterMs', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('reads retry-after-ms first, then Retry-After in seconds', () => {
    expect(retryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250);
    expect(retryAfterMs(headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(headers({ 'retry-after': '0.5' }))).toBe(500);
  });

  it('reads Retry-After as an HTTP date', () => {
    const now = Date.parse('2026-01-15T12:00:00Z');
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 15 Jan 2026 12:00:30 GMT' }), now)).toBe(30_000);
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 15 Jan 2026 11:00:00 GMT' }), now)).toBe(0);
  });

  it('is undefined when the response names no wait, or an unreadable one', () => {
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs(headers({}))).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});
