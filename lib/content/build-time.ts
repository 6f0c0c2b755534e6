// "Now" for the build, from one place: which articles are published yet (docs/content.md,
// 'Drafts and scheduled articles') and the footer's year. BUILD_TIME fixes it, so a build can be
// repeated byte for byte and tests never read the real clock; without it, the clock is read once
// per process.

/** An ISO 8601 date-time with its offset: 2026-12-01T06:00:00Z, 2026-12-01T09:00+03:00. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The instant an ISO date-time with an explicit offset names, or undefined when the text is not
 * one or names no real time (30 February, 25:00, an offset of +25:00). JavaScript's own parser
 * is not enough: it takes other shapes too and moves 30 February to 2 March.
 */
export function parseDateTime(text: string): Date | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = '0', offset] = match.slice(1) as [string, ...string[]];
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(y, mo - 1, d));
  if (calendar.getUTCFullYear() !== y || calendar.getUTCMonth() !== mo - 1 || calendar.getUTCDate() !== d)
    return undefined;
  if (h > 23 || mi > 59 || s > 59) return undefined;
  if (offset !== 'Z') {
    const [oh, om] = [Number(offset!.slice(1, 3)), Number(offset!.slice(-2))];
    if (oh > 23 || om > 59) return undefined;
  }
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** BUILD_TIME, or the real clock when it is unset; throws a one-line error for a bad value. */
export function readBuildTime(env: Record<string, string | undefined> = process.env, clock = () => new Date()): Date {
  const raw = env.BUILD_TIME?.trim();
  if (!raw) return clock();
  const instant = parseDateTime(raw);
  if (!instant) {
    throw new Error(
      `BUILD_TIME "${raw}" is not valid: expected an ISO 8601 date-time with its offset, e.g. 2026-12-01T06:00:00Z`,
    );
  }
  return instant;
}

let clockReading: Date | undefined;

/**
 * The build's "now": BUILD_TIME when set, else the clock as first read by this process, so that
 * everything one process renders agrees. The processes of one build agree through the content
 * snapshot, which the content check writes with the articles it found published
 * (lib/content/snapshot.ts).
 */
export function buildTime(env: Record<string, string | undefined> = process.env): Date {
  return readBuildTime(env, () => (clockReading ??= new Date()));
}
