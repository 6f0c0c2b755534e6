import { describe, expect, it } from 'vitest';

import { buildTime, parseDateTime, readBuildTime } from './build-time.ts';

const clock = () => new Date('1999-12-31T23:59:59Z');

describe('BUILD_TIME', () => {
  it.each([
    ['2026-12-01T06:00:00Z', '2026-12-01T06:00:00.000Z'],
    ['2026-12-01T06:00Z', '2026-12-01T06:00:00.000Z'],
    ['2026-12-01T09:00:00+03:00', '2026-12-01T06:00:00.000Z'],
    ['2026-12-01T01:00:00-0500', '2026-12-01T06:00:00.000Z'],
    ['2026-12-01T06:00:00.250Z', '2026-12-01T06:00:00.250Z'],
    ['  2026-12-01T06:00:00Z  ', '2026-12-01T06:00:00.000Z'],
  ])('%j is the instant %s', (value, instant) => {
    expect(readBuildTime({ BUILD_TIME: value }, clock).toISOString()).toBe(instant);
  });

  it('is the clock when unset or empty', () => {
    expect(readBuildTime({}, clock)).toEqual(clock());
    expect(readBuildTime({ BUILD_TIME: ' ' }, clock)).toEqual(clock());
  });

  it.each([
    'tomorrow',
    '2026-12-01',
    '2026-12-01T06:00:00',
    '2026-12-01 06:00:00Z',
    '2026-02-30T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-12-01T24:00:00Z',
    '2026-12-01T06:60:00Z',
    '2026-12-01T06:00:00+25:00',
    '1764568800',
  ])('refuses %j in one line naming the setting, the value and what was expected', (value) => {
    expect(() => readBuildTime({ BUILD_TIME: value }, clock)).toThrow(
      new Error(
        `BUILD_TIME "${value}" is not valid: expected an ISO 8601 date-time with its offset, e.g. 2026-12-01T06:00:00Z`,
      ),
    );
  });

  it('reads the clock once per process, so one process never disagrees with itself', () => {
    const first = buildTime({});
    expect(buildTime({})).toBe(first);
    expect(buildTime({ BUILD_TIME: '2030-01-01T00:00:00Z' }).toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('parseDateTime', () => {
  it('takes a leap day only in a leap year', () => {
    expect(parseDateTime('2028-02-29T00:00:00Z')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseDateTime('2026-02-29T00:00:00Z')).toBeUndefined();
  });
});
