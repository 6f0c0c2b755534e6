// The stylesheet `npm run styles` compiles, kept between builds beside the page cache: Tailwind's
// CLI takes about a second, and it reads the code alone, so a build of the same code takes the
// stylesheet the last compile kept (docs/incremental-builds.md).
//
// The key is what Tailwind reads: the code (the build hash: app/globals.css, tailwind.config.ts
// and what it imports, the lock file that pins Tailwind), and every file under the folders
// globals.css names with `@source`, test files included (they carry class names too, and the
// build hash leaves them out). The compiled stylesheet itself is not part of it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { computeBuildHash } from './build-hash.ts';
import { fileDigest } from './file-digest.ts';
import { pageCacheDir } from './page-cache-dir.ts';
import { walkFiles } from './walk-files.ts';

/** Bumped when what is kept changes, so an older kept stylesheet is a miss. */
const FORMAT = 'stylesheet 1';

export const STYLESHEET_SOURCE = path.join('app', 'globals.css');
export const STYLESHEET = path.join('app', 'generated', 'site.css');

/** Where the kept stylesheet and its key live: beside the page cache, saved and restored with it. */
export function stylesheetCacheDir(
  root = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): string {
  return path.join(pageCacheDir(root, env), 'stylesheet');
}

/** The paths `@source` names in the stylesheet's source, relative to root. */
export function stylesheetSources(root: string): string[] {
  const css = fs.readFileSync(path.join(root, STYLESHEET_SOURCE), 'utf8');
  const from = path.dirname(path.join(root, STYLESHEET_SOURCE));
  return [...css.matchAll(/^@source\s+(?:not\s+)?["']([^"']+)["']/gm)].map((match) =>
    path.relative(root, path.resolve(from, match[1]!)),
  );
}

/** The key of the stylesheet this code compiles to. */
export function stylesheetKey(root = process.cwd()): string {
  const hash = createHash('sha256').update(`${FORMAT}\0${computeBuildHash(root)}\0`);
  const generated = `${path.dirname(STYLESHEET)}/`;
  const files = stylesheetSources(root).flatMap((source) => {
    const full = path.join(root, source);
    if (!fs.existsSync(full)) return [];
    return fs.statSync(full).isDirectory()
      ? walkFiles(root, `${source}/`).filter((file) => !file.startsWith(generated))
      : [source];
  });
  for (const file of files.sort())
    hash
      .update(file)
      .update('\0')
      .update(fileDigest(path.join(root, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 32);
}

const keyFile = (dir: string) => path.join(dir, 'key');
const keptFile = (dir: string) => path.join(dir, 'site.css');

/** Writes the stylesheet kept under `key` to root's app/generated/site.css; false when none is kept for it. */
export function restoreStylesheet(root: string, dir: string, key: string): boolean {
  let kept: Buffer;
  try {
    if (fs.readFileSync(keyFile(dir), 'utf8') !== key) return false;
    kept = fs.readFileSync(keptFile(dir));
  } catch {
    return false;
  }
  const target = path.join(root, STYLESHEET);
  const current = fs.existsSync(target) ? fs.readFileSync(target) : undefined;
  // Left as it is when it holds the bytes already: the compile's key hashes it, not its times.
  if (current?.equals(kept)) return true;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, kept);
  fs.renameSync(temporary, target);
  return true;
}

/**
 * Keeps root's compiled stylesheet under `key`, in place of the one kept before: the key file
 * goes first and comes back last, so a build stopped halfway leaves no stylesheet under a key
 * that is not its own.
 */
export function keepStylesheet(root: string, dir: string, key: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.rmSync(keyFile(dir), { force: true });
  fs.copyFileSync(path.join(root, STYLESHEET), keptFile(dir));
  fs.writeFileSync(keyFile(dir), key);
}
