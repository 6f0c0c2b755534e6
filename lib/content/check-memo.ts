// The content check's answers for texts it has read before
// (docs/incremental-builds.md#the-fixed-cost-the-compile-and-the-content-check).
// The checks that read one article's text at a time (forbidden claims, figures, US spelling,
// the word count) are pure functions of that text and their code; at 5,000 articles they were
// about 60 % of the check's CPU time. While a memo is open (the content check opens one),
// `memoized` answers a call it has seen from the file the last check left, keyed by the
// SHA-256 of the check's name and arguments, and the file is for the code's build hash only: a
// new answer is computed for any text whose bytes changed, and every answer for other code.
// Everything across files (duplicates, links, series, redirects, ads) runs on every article
// each time. Without an open memo, `memoized` just computes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Bumped when what is kept changes, so an older file is not read. */
const FORMAT = 'content-check-memo 1';

interface Memo {
  file: string;
  code: string;
  /** Answers as JSON, by key: kept answers and the ones computed now. */
  known: Map<string, string>;
  /** The keys the file held. */
  fromFile: Set<string>;
  /** The keys this check asked for: the file keeps only these. */
  used: Set<string>;
  /** Answers computed now (a text met again in the same check is computed once). */
  computed: number;
}

let open: Memo | undefined;

/**
 * Opens the memo kept in `file` for the code `code` (a build hash); a missing, unreadable or
 * other code's file starts empty, and so does every memo with `fresh` (BUILD_FULL=1), whose
 * answers are all computed and then kept.
 */
export function openCheckMemo(file: string, code: string, { fresh = false } = {}): void {
  const known = new Map<string, string>();
  if (!fresh)
    try {
      const kept = JSON.parse(fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8')) as {
        format?: unknown;
        code?: unknown;
        answers?: unknown;
      };
      if (kept.format === FORMAT && kept.code === code && kept.answers && typeof kept.answers === 'object')
        for (const [key, value] of Object.entries(kept.answers as Record<string, unknown>))
          if (typeof value === 'string') known.set(key, value);
    } catch {
      // No memo yet, or one cut short: every answer is computed.
    }
  open = { file, code, known, fromFile: new Set(known.keys()), used: new Set(), computed: 0 };
}

/**
 * Writes the open memo's answers this check used (a temporary file renamed into place) and
 * closes it. Returns how many of the answers it used came from the file and how many were
 * computed; a failure to write only costs the next check its time.
 */
export function closeCheckMemo(): { kept: number; computed: number } | undefined {
  const memo = open;
  open = undefined;
  if (!memo) return undefined;
  const answers: Record<string, unknown> = {};
  for (const key of memo.used) answers[key] = memo.known.get(key);
  const temporary = `${memo.file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(/* turbopackIgnore: true */ path.dirname(memo.file), { recursive: true });
    fs.writeFileSync(
      /* turbopackIgnore: true */ temporary,
      JSON.stringify({ format: FORMAT, code: memo.code, answers }),
    );
    fs.renameSync(/* turbopackIgnore: true */ temporary, /* turbopackIgnore: true */ memo.file);
  } catch (error) {
    fs.rmSync(/* turbopackIgnore: true */ temporary, { force: true });
    console.warn(
      `content check: its answers were not kept (${(error as Error).message}); the next check computes them`,
    );
  }
  let kept = 0;
  for (const key of memo.used) if (memo.fromFile.has(key)) kept += 1;
  return { kept, computed: memo.computed };
}

/**
 * `compute()`, the answer of the pure check `name` on `args`, taken from the open memo when it
 * holds one. The answer must be plain JSON (strings, finite numbers, booleans, arrays, objects);
 * it comes back as a fresh copy either way, so a hit and a miss give the same value.
 */
export function memoized<T>(name: string, args: readonly string[], compute: () => T): T {
  const memo = open;
  if (!memo) return compute();
  const hash = createHash('sha256').update(name);
  for (const arg of args) hash.update('\0').update(arg);
  const key = hash.digest('base64url');
  memo.used.add(key);
  let json = memo.known.get(key);
  if (json === undefined) {
    memo.computed += 1;
    json = JSON.stringify(compute());
    memo.known.set(key, json);
  }
  return JSON.parse(json) as T;
}

/**
 * Whether `value` comes back from JSON as it went in: strings, finite numbers (not -0),
 * booleans, null, arrays and plain objects of them, no key `__proto__`. An answer that is not
 * is no answer to keep.
 */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, entry]) => key !== '__proto__' && isPlainJson(entry));
}
