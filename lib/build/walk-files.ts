// The walk of a folder tree that listing out/ (postbuild/hosting/site-files.ts), the file
// scan's threads (scan-files-worker.ts) and the content key (lib/content/snapshot.ts) share.
// Each path is built from its folder's: at 50,000 articles, readdir's recursive mode followed
// by path.relative on every entry took twice as long. A module of its own, importing nothing
// of the project: each scan thread loads it, and the host contract behind site-files.ts (zod
// among it) would add a tenth of a second to every thread's start. Its file-system call carries
// Turbopack's ignore comment: render processes import it.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Adds to `into` every file under root's folder `prefix` ('' or `a/b/`), by its path under root,
 * unsorted; links neither followed nor listed. Each path is built from its folder's.
 */
export function walkFiles(root: string, prefix: string, into: string[] = []): string[] {
  for (const entry of readdirSync(/* turbopackIgnore: true */ path.join(root, prefix), { withFileTypes: true })) {
    if (entry.isDirectory()) walkFiles(root, `${prefix}${entry.name}/`, into);
    else if (entry.isFile()) into.push(`${prefix}${entry.name}`);
  }
  return into;
}
