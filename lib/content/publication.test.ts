import { describe, expect, it } from 'vitest';

import {
  dateIn,
  isTimeZone,
  publicationInstant,
  publicationKey,
  publicationStatus,
  readShowUnpublished,
  startOfDay,
} from './publication.ts';

const iso = (date: Date) => date.toISOString();

describe('a plain date goes live at midnight in the site’s time zone', () => {
  it.each([
    ['UTC', '2026-12-01', '2026-12-01T00:00:00.000Z'],
    ['Europe/Istanbul', '2026-12-01', '2026-11-30T21:00:00.000Z'],
    ['Asia/Kolkata', '2026-12-01', '2026-11-30T18:30:00.000Z'],
    ['Pacific/Kiritimati', '2026-12-01', '2026-11-30T10:00:00.000Z'],
    ['Pacific/Pago_Pago', '2026-12-01', '2026-12-01T11:00:00.000Z'],
    // Winter and summer time of one zone.
    ['America/New_York', '2026-01-15', '2026-01-15T05:00:00.000Z'],
    ['America/New_York', '2026-07-15', '2026-07-15T04:00:00.000Z'],
  ])('%s: %s starts at %s', (zone, date, instant) => {
    expect(iso(publicationInstant(date, zone))).toBe(instant);
  });

  it('on the days the clocks change away from midnight, midnight keeps the offset it has', () => {
    // London springs forward at 01:00 on 29 March 2026 and falls back at 02:00 on 25 October.
    expect(iso(startOfDay('2026-03-29', 'Europe/London'))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(startOfDay('2026-03-30', 'Europe/London'))).toBe('2026-03-29T23:00:00.000Z');
    expect(iso(startOfDay('2026-10-25', 'Europe/London'))).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(startOfDay('2026-10-26', 'Europe/London'))).toBe('2026-10-26T00:00:00.000Z');
  });

  it('where the clocks jump over midnight, the day starts when they jump', () => {
    // Chile: on 6 September 2026 the clocks go from 24:00 (-04) straight to 01:00 (-03).
    expect(iso(startOfDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(startOfDay('2026-09-07', 'America/Santiago'))).toBe('2026-09-07T03:00:00.000Z');
  });

  it('where midnight comes twice, the day starts at the first', () => {
    // Cuba: on 1 November 2026 at 01:00 (-04) the clocks go back to 00:00 (-05).
    expect(iso(startOfDay('2026-11-01', 'America/Havana'))).toBe('2026-11-01T04:00:00.000Z');
    // And on 8 March they jump from 00:00 (-05) to 01:00 (-04).
    expect(iso(startOfDay('2026-03-08', 'America/Havana'))).toBe('2026-03-08T05:00:00.000Z');
  });

  it('where the clocks fall back across midnight, the day starts after the repeated hour', () => {
    // Chile: on 4 April 2026 at 24:00 (-03) the clocks go back to 23:00 (-04).
    expect(iso(startOfDay('2026-04-04', 'America/Santiago'))).toBe('2026-04-04T03:00:00.000Z');
    expect(iso(startOfDay('2026-04-05', 'America/Santiago'))).toBe('2026-04-05T04:00:00.000Z');
  });
});

describe('a date-time carries its own offset', () => {
  it.each([
    ['2026-12-01T09:30:00+03:00', '2026-12-01T06:30:00.000Z'],
    ['2026-12-01T09:30+0300', '2026-12-01T06:30:00.000Z'],
    ['2026-12-01T06:30:00Z', '2026-12-01T06:30:00.000Z'],
  ])('%s is %s whatever the site’s zone', (published, instant) => {
    expect(iso(publicationInstant(published, 'America/New_York'))).toBe(instant);
    expect(iso(publicationInstant(published, 'UTC'))).toBe(instant);
  });
});

describe('dateIn', () => {
  it('is the calendar date an instant falls on in a zone', () => {
    const instant = new Date('2026-01-15T12:00:00Z');
    expect(dateIn(instant, 'UTC')).toBe('2026-01-15');
    expect(dateIn(instant, 'Pacific/Kiritimati')).toBe('2026-01-16');
    expect(dateIn(instant, 'Pacific/Pago_Pago')).toBe('2026-01-15');
    expect(dateIn(new Date('2026-01-15T10:59:59Z'), 'Pacific/Pago_Pago')).toBe('2026-01-14');
  });
});

describe('publicationStatus', () => {
  const at = new Date('2026-12-01T00:00:00Z');
  it('is published from the instant on, scheduled before it, and a draft whatever the date', () => {
    expect(publicationStatus(false, at, new Date('2026-12-01T00:00:00Z'))).toBe('published');
    expect(publicationStatus(false, at, new Date('2026-11-30T23:59:59.999Z'))).toBe('scheduled');
    expect(publicationStatus(true, at, new Date('2030-01-01T00:00:00Z'))).toBe('draft');
    expect(publicationStatus(true, at, new Date('2020-01-01T00:00:00Z'))).toBe('draft');
  });
});

describe('isTimeZone', () => {
  it.each(['UTC', 'Europe/Istanbul', 'America/Argentina/Buenos_Aires', 'Etc/GMT+3', 'Europe/Kiev'])(
    'takes %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );
  it.each(['Mars/Olympus', '+03:00', 'UTC+3', 'Europe/', '', 'europe istanbul'])('refuses %j', (zone) =>
    expect(isTimeZone(zone)).toBe(false),
  );
});

describe('SHOW_DRAFTS', () => {
  it('is on for the development server and off everywhere else unless set', () => {
    expect(readShowUnpublished({ NODE_ENV: 'development' })).toBe(true);
    expect(readShowUnpublished({ NODE_ENV: 'production' })).toBe(false);
    expect(readShowUnpublished({ NODE_ENV: 'test' })).toBe(false);
    expect(readShowUnpublished({})).toBe(false);
  });

  it('turns drafts on or off explicitly', () => {
    expect(readShowUnpublished({ SHOW_DRAFTS: '1', NODE_ENV: 'production' })).toBe(true);
    expect(readShowUnpublished({ SHOW_DRAFTS: 'TRUE' })).toBe(true);
    expect(readShowUnpublished({ SHOW_DRAFTS: '0', NODE_ENV: 'development' })).toBe(false);
    expect(readShowUnpublished({ SHOW_DRAFTS: 'false', NODE_ENV: 'development' })).toBe(false);
  });

  it('refuses any other value in one line', () => {
    expect(() => readShowUnpublished({ SHOW_DRAFTS: 'yes please' })).toThrow(
      new Error('SHOW_DRAFTS "yes please" is not valid: expected 1 or true to show drafts, 0 or false to hide them'),
    );
  });

  it('is part of the content snapshot’s key, with BUILD_TIME', () => {
    const keys = new Set([
      publicationKey({}),
      publicationKey({ SHOW_DRAFTS: '1' }),
      publicationKey({ BUILD_TIME: '2026-12-01T00:00:00Z' }),
      publicationKey({ BUILD_TIME: '2026-12-02T00:00:00Z' }),
    ]);
    expect(keys.size).toBe(4);
    expect(publicationKey({ NODE_ENV: 'development' })).toBe(publicationKey({ SHOW_DRAFTS: '1' }));
  });
});
