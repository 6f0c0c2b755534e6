// Post-build: Next.js writes the not-found page three times: 404.html, which every host serves
// with status 404 for an unknown address, and two pages of its own, 404/index.html and
// _not-found/index.html, which a host would serve with 200 at /404/ and /_not-found/. A reader
// or a crawler asking for those addresses should get the 404 any unknown address gets, on every
// host, so only 404.html is kept.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Next.js's folders that hold nothing but another copy of the not-found page. */
export const DUPLICATE_NOT_FOUND_FOLDERS = ['404', '_not-found'] as const;

export function removeDuplicateNotFoundPages(outDir = path.resolve(process.env.OUT_DIR ?? 'out')): string[] {
  const removed = DUPLICATE_NOT_FOUND_FOLDERS.filter((folder) => existsSync(path.join(outDir, folder)));
  for (const folder of removed) rmSync(path.join(outDir, folder), { recursive: true, force: true });
  return removed;
}
