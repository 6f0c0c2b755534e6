// The SHA-256 of a file's bytes, read once per process while the file stays as it was. The keys
// of a build (lib/content/snapshot.ts's content key, lib/build/build-hash.ts's build hash) hash
// every file of the site or of the code, and a render process asks for them once per route: at
// 50,000 articles that was a quarter of a gigabyte read again each time.
//
// A file is taken as unchanged while its inode, size, modification time and change time are the
// ones it had when it was read. Any write sets the change time, which no program can set back;
// but the kernel's clock moves in steps of a few milliseconds, so a file written twice within
// one step could keep its times. As git does with its index, a file changed within RACY_NS of
// its reading is read again each time until it is older.
// Its file-system calls carry Turbopack's ignore comment: render processes import it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** How recent a change must be for the file to be read again each time: many clock steps. */
const RACY_NS = 2_000_000_000n;

const known = new Map<string, { stamp: string; digest: Buffer }>();

/** The SHA-256 of the file's bytes (32 bytes); throws as fs.readFileSync does. `nowMs`: the clock, for the tests. */
export function fileDigest(file: string, nowMs = Date.now()): Buffer {
  const stat = fs.statSync(/* turbopackIgnore: true */ file, { bigint: true });
  const stamp = `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
  const memo = known.get(file);
  if (memo?.stamp === stamp) return memo.digest;
  const digest = createHash('sha256').update(fs.readFileSync(/* turbopackIgnore: true */ file)).digest();
  // Read after the stat: a write in between gives the next stat another stamp, and a new read.
  if (BigInt(nowMs) * 1_000_000n - stat.ctimeNs > RACY_NS) known.set(file, { stamp, digest });
  else known.delete(file);
  return digest;
}
