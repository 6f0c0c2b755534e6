// The content check's answers for texts it has read before
// (docs/incremental-builds.md#the-fixed-cost-the-compile-and-the-content-check).
// The checks that read one article's text at a time (forbidden claims, figures, US spelling,
// the word count) are pure functions of that text and their code; at 5,000 articles they were
// about 60 % of the check's CPU time. While a memo is open (the content check opens one),
// `memoized` answers a call it has seen from the file the last check left, keyed by the
// check's name and the SHA-256 of each argument, and the file is for the code's build hash only: a
// new answer is computed for any text whose bytes changed, and every answer for other code.
// Everything across files (duplicates, links, series, redirects, ads) runs on every article
// each time. Without an open memo, `memoized` just computes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { readAnswers, writeAnswers } from './check-memo-file.ts';

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
  /** Answers the check's shares computed (addAnswers): counted as computed once used. */
  added: Set<string>;
  /** The SHA-256 of each text a key was made from: several checks ask about one text. */
  digests: Map<string, string>;
}

let open: Memo | undefined;

/**
 * A text whose digest its reader knows without hashing it: an article file's text and body,
 * named after the SHA-256 of the file's bytes that the content key took (read-articles.ts).
 * The digest is any string without '|', tab or line break, distinct from every other text's.
 */
export interface KnownText {
  text: string;
  digest: string;
}

const bodies = new WeakMap<object, KnownText>();

/**
 * Gives an article the known text as its `body`, and marks it so for the checks that ask about
 * it (knownBody). Every article shares one getter: a getter of its own for each gave each a
 * shape of its own, V8's dictionary mode, about 0.8 KB more an article.
 */
export function rememberBody(article: object, body: KnownText): void {
  bodies.set(article, body);
  Object.defineProperty(article, 'body', { get: rememberedBody, enumerable: true });
}

function rememberedBody(this: object): string {
  const body = bodies.get(this);
  if (body === undefined) throw new Error('an article body was asked of an object that rememberBody was not given');
  return body.text;
}

/** The article's body, as a known text when its reader marked it so (rememberBody). */
export const knownBody = (article: { body: string }): string | KnownText => bodies.get(article) ?? article.body;

/** Whether a check's memo is open: a reader names its texts for it only then. */
export const checkMemoOpen = (): boolean => open !== undefined;

/** The text itself, known or not. */
export const textOf = (text: string | KnownText): string => (typeof text === 'string' ? text : text.text);

/**
 * Opens the memo kept in `file` for the code `code` (a build hash); a missing, unreadable or
 * other code's file starts empty, and so does every memo with `fresh` (BUILD_FULL=1), whose
 * answers are all computed and then kept.
 */
export function openCheckMemo(file: string, code: string, { fresh = false } = {}): void {
  const known = fresh ? new Map<string, string>() : readAnswers(file, code);
  open = {
    file,
    code,
    known,
    fromFile: new Set(known.keys()),
    used: new Set(),
    computed: 0,
    added: new Set(),
    digests: new Map(),
  };
}

/**
 * Writes the open memo's answers this check used (a temporary file renamed into place) and
 * closes it; a check that used exactly the answers the file held leaves it as it is. Returns how
 * many of the answers it used came from the file and how many were computed; a failure to write
 * only costs the next check its time.
 */
export function closeCheckMemo(): { kept: number; computed: number } | undefined {
  const memo = open;
  open = undefined;
  if (!memo) return undefined;
  let kept = 0;
  let computed = memo.computed;
  for (const key of memo.used) {
    if (memo.fromFile.has(key)) kept += 1;
    else if (memo.added.has(key)) computed += 1;
  }
  if (kept === memo.used.size && kept === memo.fromFile.size) return { kept, computed };
  const temporary = `${memo.file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(/* turbopackIgnore: true */ path.dirname(memo.file), { recursive: true });
    writeAnswers(temporary, memo.code, memo.used, memo.known);
    fs.renameSync(/* turbopackIgnore: true */ temporary, /* turbopackIgnore: true */ memo.file);
  } catch (error) {
    fs.rmSync(/* turbopackIgnore: true */ temporary, { force: true });
    console.warn(
      `content check: its answers were not kept (${(error as Error).message}); the next check computes them`,
    );
  }
  return { kept, computed };
}

/**
 * `compute()`, the answer of the pure check `name` on `args`, taken from the open memo when it
 * holds one. The answer must be plain JSON (strings, finite numbers, booleans, arrays, objects);
 * it comes back as a fresh copy either way, so a hit and a miss give the same value. `name`
 * holds no '|', tab or line break.
 */
export function memoized<T>(name: string, args: readonly (string | KnownText)[], compute: () => T): T {
  const memo = open;
  if (!memo) return compute();
  // The name and each argument's digest, as they are: hashing them again cost 0.6 s a check.
  const key = keyOf(memo, name, args);
  memo.used.add(key);
  let json = memo.known.get(key);
  if (json === undefined) {
    memo.computed += 1;
    json = JSON.stringify(compute());
    memo.known.set(key, json);
  }
  return JSON.parse(json) as T;
}

/** The open memo's key for the check `name` on `args` (memoized's). */
function keyOf(memo: Memo, name: string, args: readonly (string | KnownText)[]): string {
  let key = name;
  for (const arg of args) key += `|${digestOf(memo, arg)}`;
  return key;
}

/** Whether the open memo holds the answer of the check `name` on `args`; false with none open. */
export function memoHolds(name: string, args: readonly (string | KnownText)[]): boolean {
  return open !== undefined && open.known.has(keyOf(open, name, args));
}

/**
 * The answers the open memo's checks computed, not taken from its file: what a share's process
 * (check-shares.ts) sends back. None with no memo open.
 */
export function computedAnswers(): [key: string, json: string][] {
  const memo = open;
  if (!memo) return [];
  return [...memo.known].filter(([key]) => !memo.fromFile.has(key));
}

/**
 * Adds answers a share's process computed (computedAnswers) to the open memo, for its checks to
 * find; an answer it holds already stays. They are kept in its file once used.
 */
export function addAnswers(answers: Iterable<readonly [key: string, json: string]>): void {
  const memo = open;
  if (!memo) return;
  for (const [key, json] of answers)
    if (!memo.known.has(key)) {
      memo.known.set(key, json);
      memo.added.add(key);
    }
}

/** The SHA-256 of `text`, computed once per check, or the digest a known text comes with. */
function digestOf(memo: Memo, text: string | KnownText): string {
  if (typeof text !== 'string') return text.digest;
  let digest = memo.digests.get(text);
  if (digest === undefined) {
    digest = createHash('sha256').update(text).digest('base64url');
    memo.digests.set(text, digest);
  }
  return digest;
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
