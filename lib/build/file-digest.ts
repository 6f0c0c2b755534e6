// What a file's bytes gave, remembered while the file stays as it was: its SHA-256 (fileDigest),
// or any other answer a step computes from the bytes (StampMemo). The keys of a build
// (lib/content/snapshot.ts's content key, lib/build/build-hash.ts's build hash) hash every file
// of the site or of the code, and a render process asks for them once per route: at 50,000
// articles that was a quarter of a gigabyte read again each time. A memo can also be kept in a
// file for the next process or build (`save`, `load`), which then reads only the files changed.
//
// A file is taken as unchanged while its inode, size, modification time and change time are the
// ones it had when it was read. Any write sets the change time, which no program can set back;
// but the kernel's clock moves in steps of a few milliseconds, so a file written twice within
// one step could keep its times. As git does with its index, a file changed within RACY_MS of
// its reading is not remembered, and is read again each time until it is older.
// Its file-system calls carry Turbopack's ignore comment: render processes import it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How recent a change must be for the file to be read again each time: many clock steps. */
export const RACY_MS = 2_000;
/** Bumped when a memo file's shape changes, so an older one is not read. */
const FORMAT = 'file-stamps 1';

/** The file as its times show it now, or undefined when it is not there. */
function stampOf(file: string): { stamp: string; ctimeNs: bigint } | undefined {
  const stat = fs.statSync(/* turbopackIgnore: true */ file, { bigint: true, throwIfNoEntry: false });
  return stat && { stamp: stampOfStats(stat), ctimeNs: stat.ctimeNs };
}

const stampOfStats = (stat: fs.BigIntStats) => `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;

/** Answers (strings) computed from files' bytes, by file path, each valid while its file is unchanged. */
export class StampMemo {
  readonly #entries = new Map<string, { stamp: string; value: string }>();

  /**
   * The answer for `file`: the remembered one while the file is as it was, else `compute(file)`,
   * remembered unless the file changed a moment ago. `compute` must read the file after this
   * stat, so a write in between gives the next stat another stamp. `nowMs`: the clock, for the tests.
   */
  get(file: string, compute: (file: string) => string, nowMs = Date.now()): string {
    const seen = stampOf(file);
    const entry = this.#entries.get(file);
    if (seen && entry?.stamp === seen.stamp) return entry.value;
    const value = compute(file);
    this.#keep(file, seen, value, nowMs);
    return value;
  }

  /**
   * Remembers `value` as the answer for `file` as it is now, unless it changed a moment ago (then
   * it is read again when asked). For a step that knows the answer for the bytes the file holds
   * because it wrote or checked them itself, and then linked the file: the link moved its
   * change time, so the stamp taken before no longer matches. `nowMs`: the clock, for the tests.
   */
  remember(file: string, value: string, nowMs = Date.now()): void {
    this.#keep(file, stampOf(file), value, nowMs);
  }

  /** Keeps `value` under the stamp `seen`, unless the file is gone or changed within RACY_MS of `nowMs`. */
  #keep(file: string, seen: ReturnType<typeof stampOf>, value: string, nowMs: number): void {
    if (seen && BigInt(nowMs - RACY_MS) * 1_000_000n > seen.ctimeNs)
      this.#entries.set(file, { stamp: seen.stamp, value });
    else this.#entries.delete(file);
  }

  /**
   * The remembered answer for `file` when `stats` are the ones it was remembered under: a caller
   * that opened the file and read it takes them from the open file (fs.fstatSync, bigint), so
   * the answer is known to be for the very bytes it read. Undefined otherwise.
   */
  answerFor(file: string, stats: fs.BigIntStats): string | undefined {
    const entry = this.#entries.get(file);
    return entry && entry.stamp === stampOfStats(stats) ? entry.value : undefined;
  }

  /** The remembered answer for `file` while it is as it was; undefined otherwise (nothing is read). */
  peek(file: string): string | undefined {
    const entry = this.#entries.get(file);
    return entry && entry.stamp === stampOf(file)?.stamp ? entry.value : undefined;
  }

  /**
   * Adds the entries `memoFile` holds (written by `save`), for files this memo has not read
   * itself; a missing, unreadable or older file adds none. Each entry is still checked against
   * its file's stamp when asked for.
   */
  load(memoFile: string): this {
    let kept: { format?: unknown; entries?: unknown };
    try {
      kept = JSON.parse(fs.readFileSync(/* turbopackIgnore: true */ memoFile, 'utf8')) as typeof kept;
    } catch {
      return this;
    }
    if (kept.format !== FORMAT || !kept.entries || typeof kept.entries !== 'object') return this;
    for (const [file, entry] of Object.entries(kept.entries as Record<string, unknown>))
      if (
        !this.#entries.has(file) &&
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string'
      )
        this.#entries.set(file, { stamp: entry[0], value: entry[1] });
    return this;
  }

  /**
   * Writes the entries of `files` this memo holds to `memoFile` (a temporary file renamed into
   * place), for a later `load`; a failure to write only costs the next reader its reads.
   */
  save(memoFile: string, files: Iterable<string>): void {
    const entries: Record<string, [string, string]> = {};
    for (const file of files) {
      const entry = this.#entries.get(file);
      if (entry) entries[file] = [entry.stamp, entry.value];
    }
    const temporary = `${memoFile}.${process.pid}.tmp`;
    try {
      fs.mkdirSync(/* turbopackIgnore: true */ path.dirname(memoFile), { recursive: true });
      fs.writeFileSync(/* turbopackIgnore: true */ temporary, JSON.stringify({ format: FORMAT, entries }));
      fs.renameSync(/* turbopackIgnore: true */ temporary, /* turbopackIgnore: true */ memoFile);
    } catch {
      fs.rmSync(/* turbopackIgnore: true */ temporary, { force: true });
    }
  }
}

/** This process's digests: the keys of a build read each file through it. */
export const digestMemo = new StampMemo();

/** The SHA-256 of the file's bytes (32 bytes); throws as fs.readFileSync does. `nowMs`: the clock, for the tests. */
export function fileDigest(file: string, nowMs = Date.now()): Buffer {
  const hex = digestMemo.get(
    file,
    (read) => createHash('sha256').update(fs.readFileSync(/* turbopackIgnore: true */ read)).digest('hex'),
    nowMs,
  );
  return Buffer.from(hex, 'hex');
}
