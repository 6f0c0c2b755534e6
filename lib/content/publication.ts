// When an article goes live (docs/content.md, 'Drafts and scheduled articles'): a draft never in
// a production build; an article whose `published` instant is still to come only from that
// instant on. The content loader applies the rule once, for everything built from the content.
import { buildTime } from './build-time.ts';

/** Where an article stands: only `published` ones are in a production build. */
export type PublicationStatus = 'published' | 'draft' | 'scheduled';

/** Which articles a load keeps: the published ones at `now`, or every one (a preview). */
export interface PublicationFilter {
  now: Date;
  /** Keep drafts and scheduled articles too, marked as such: `npm run dev`, or SHOW_DRAFTS=1. */
  showUnpublished: boolean;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the runtime knows `name` as a time zone (IANA names such as Europe/Istanbul, or UTC). */
export function isTimeZone(name: string): boolean {
  // Newer runtimes also take offsets such as +03:00 as a time zone; a site names a place.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// One formatter per zone: creating one costs far more than using it, and every article asks.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of `instant` in `timeZone`, as the milliseconds of that reading taken as UTC. */
function wallClockMs(instant: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

const HOUR_MS = 3_600_000;

/**
 * The first instant of a calendar day in a time zone: its midnight, or, where the clocks jump
 * over midnight (America/Santiago in September), the moment they jump to. Where midnight comes
 * twice, the first.
 */
export function startOfDay(date: string, timeZone: string): Date {
  // Many articles share a date, and each answer costs several formatter calls.
  const key = `${timeZone}\0${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) dayStarts.set(key, (start = computeStartOfDay(date, timeZone)));
  return new Date(start);
}

const dayStarts = new Map<string, number>();

function computeStartOfDay(date: string, timeZone: string): number {
  const match = PLAIN_DATE.exec(date);
  if (!match) throw new Error(`startOfDay: "${date}" is not a date as YYYY-MM-DD`);
  const midnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // A zone's offset changes a few times a year: the offsets a day before and a day after are the
  // only ones that can apply to its midnight.
  const offsets = [-24, 24].map(
    (hours) => wallClockMs(midnight + hours * HOUR_MS, timeZone) - (midnight + hours * HOUR_MS),
  );
  const candidates = offsets.map((offset) => midnight - offset).sort((a, b) => a - b);
  const exact = candidates.find((instant) => wallClockMs(instant, timeZone) === midnight);
  // No instant reads 00:00: the clocks jumped over it, at the instant midnight would have been
  // under the offset before the jump, the earlier candidate.
  return exact ?? midnight - offsets[0]!;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return wall.toISOString().slice(0, 10);
}

/**
 * The instant an article's `published` names: a date-time with its offset as written, a plain
 * date as midnight in the site's time zone. The schema has checked the text's shape.
 */
export function publicationInstant(published: string, timeZone: string): Date {
  return PLAIN_DATE.test(published) ? startOfDay(published, timeZone) : new Date(published);
}

/** Where an article stands at `now`: a draft stays one whatever its date. */
export function publicationStatus(draft: boolean, publishedAt: Date, now: Date): PublicationStatus {
  if (draft) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/**
 * SHOW_DRAFTS: "1" or "true" keeps drafts and scheduled articles in the build, "0" or "false"
 * leaves them out; unset, they are shown by the development server (NODE_ENV development, which
 * `next dev` sets) and nowhere else. Throws a one-line error for any other value.
 */
export function readShowUnpublished(env: Record<string, string | undefined> = process.env): boolean {
  const raw = env.SHOW_DRAFTS?.trim().toLowerCase();
  if (!raw) return env.NODE_ENV === 'development';
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(
    `SHOW_DRAFTS "${env.SHOW_DRAFTS}" is not valid: expected 1 or true to show drafts, 0 or false to hide them`,
  );
}

/** The build's filter: its "now" (BUILD_TIME or the clock) and SHOW_DRAFTS. */
export function buildPublicationFilter(env: Record<string, string | undefined> = process.env): PublicationFilter {
  return { now: buildTime(env), showUnpublished: readShowUnpublished(env) };
}

/**
 * What a content snapshot's key must hold of the filter: a snapshot made for other settings
 * stands for other articles. The clock itself is left out, so the later processes of a build
 * take the articles the content check found published (lib/content/snapshot.ts).
 */
export function publicationKey(env: Record<string, string | undefined> = process.env): string {
  return `${readShowUnpublished(env) ? 'all' : 'published'} at ${env.BUILD_TIME?.trim() || 'the clock'}`;
}
