// The compile of `npm run build` kept between builds
// (docs/incremental-builds.md#the-fixed-cost-the-compile-and-the-content-check):
// `next build --experimental-build-mode=compile` writes .next/ from the code alone, so a build
// of the same code takes the last compile's output instead of compiling again, and a build of
// other code compiles. The compile mode collects no page data and runs no page, and the routes'
// file traces are off (next.config.mjs), so no article reaches its output: the content is no
// part of the key.
//
// The key is everything the compile reads that is not content: the code (the build hash, with
// its public files, configuration and lock file), the operator's BUILD_HASH (the build id),
// the stylesheet `npm run styles` wrote (left out of the build hash), the Next.js and Node.js
// versions, the environment Next.js reads while it compiles (NEXT_*, NODE_ENV, BUILD_WORKERS
// for next.config.mjs) with the .env files it loads, and the project's folder (its output names
// absolute paths). A kept compile with any other key is not used.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { computeBuildHash } from './build-hash.ts';
import { pageCacheDir } from './page-cache-dir.ts';

/** Bumped when what is kept changes, so an older kept compile is a miss. */
const FORMAT = 'next-compile 1';

/**
 * Not the compile's output: what Next.js keeps in .next/ across builds (its caches and the
 * content snapshot), holds while one runs, or logs of its timings (each run its own).
 */
const NOT_OUTPUT = new Set(['cache', 'lock', 'trace', 'trace-build']);

/**
 * The prefix of the folders in .next/cache/ that hold another build's output set aside until a
 * background process has removed them: there, Next.js's compile does not remove them itself.
 */
const SET_ASIDE_PREFIX = 'set-aside-';

/** The .env files Next.js loads for a production build, in its order. */
const ENV_FILES = ['.env', '.env.production', '.env.local', '.env.production.local'];

/** Where the kept compile of the current site's builds lives: beside its page cache, saved and restored with it. */
export function compileCacheDir(root = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  return path.join(pageCacheDir(root, env), 'compile');
}

function fileBytes(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(/* turbopackIgnore: true */ file);
  } catch {
    return undefined;
  }
}

/** The key of the compile this code, in this folder and environment, writes. */
export function compileKey(root = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  // Read, not required: a required file is cached for the life of the process.
  const nextPackage = createRequire(path.join(root, 'package.json')).resolve('next/package.json');
  const nextVersion = (
    JSON.parse(fs.readFileSync(/* turbopackIgnore: true */ nextPackage, 'utf8')) as { version: string }
  ).version;
  const hash = createHash('sha256').update(
    [FORMAT, computeBuildHash(root), env.BUILD_HASH ?? '', path.resolve(root), process.version, nextVersion].join('\0'),
  );
  const read = Object.keys(env)
    .filter((name) => name.startsWith('NEXT_') || name === 'NODE_ENV' || name === 'BUILD_WORKERS')
    .sort();
  for (const name of read) hash.update(`\0env ${name}=${env[name]}`);
  for (const file of [path.join('app', 'generated', 'site.css'), ...ENV_FILES]) {
    const bytes = fileBytes(path.join(root, file));
    hash
      .update(`\0file ${file} `)
      .update(bytes === undefined ? 'none' : createHash('sha256').update(bytes).digest('hex'));
  }
  return hash.digest('hex').slice(0, 32);
}

const keyFile = (dir: string) => path.join(dir, 'key');
/** Where the kept compile's files are, in the folder compileCacheDir names. */
export const compileOutputDir = (dir: string) => path.join(dir, 'next');

/** The entries of .next/ the compile wrote. */
function outputEntries(nextDir: string): string[] {
  return fs.existsSync(nextDir) ? fs.readdirSync(nextDir).filter((name) => !NOT_OUTPUT.has(name)) : [];
}

/**
 * Moves the output of the build before out of .next/ (a rename), and has a detached process
 * remove it, with anything an earlier build set aside and did not see removed. A full build
 * leaves three files a page in .next/server/app/ (160,000 at 50,000 articles), and removing
 * them there and then freed gigabytes while the next build waited: 68 s of a one-page build.
 */
export function setAsideOutput(root: string): void {
  const nextDir = path.join(root, '.next');
  const cacheDir = path.join(nextDir, 'cache');
  const entries = outputEntries(nextDir);
  if (entries.length > 0) {
    const aside = path.join(cacheDir, `${SET_ASIDE_PREFIX}${process.pid}-${Date.now()}`);
    fs.mkdirSync(aside, { recursive: true });
    for (const name of entries) fs.renameSync(path.join(nextDir, name), path.join(aside, name));
  }
  const leftOver = fs.existsSync(cacheDir)
    ? fs
        .readdirSync(cacheDir)
        .filter((name) => name.startsWith(SET_ASIDE_PREFIX))
        .map((name) => path.join(cacheDir, name))
    : [];
  if (leftOver.length === 0) return;
  spawn(
    process.execPath,
    [
      '-e',
      'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })',
      ...leftOver,
    ],
    { detached: true, stdio: 'ignore' },
  ).unref();
}

/**
 * Puts the compile kept for `key` into root's .next/, in place of any other build's output
 * (Next.js's own cache and the content snapshot stay). False, with .next/ untouched, when none
 * is kept for this key.
 */
export function restoreCompile(root: string, dir: string, key: string): boolean {
  if (fileBytes(keyFile(dir))?.toString('utf8') !== key || !fs.existsSync(compileOutputDir(dir))) return false;
  const nextDir = path.join(root, '.next');
  setAsideOutput(root);
  fs.mkdirSync(nextDir, { recursive: true });
  // Copies, not links: the render writes into .next/ and would change the kept files.
  for (const name of fs.readdirSync(compileOutputDir(dir)))
    fs.cpSync(path.join(compileOutputDir(dir), name), path.join(nextDir, name), {
      recursive: true,
      mode: fs.constants.COPYFILE_FICLONE,
    });
  return true;
}

/**
 * Keeps the compile now in root's .next/ under `key`, in place of the one kept before. Written
 * beside and renamed into place, so a build stopped halfway leaves no half of one under a key.
 */
export function saveCompile(root: string, dir: string, key: string): void {
  const nextDir = path.join(root, '.next');
  const temporary = `${dir}.${process.pid}.tmp`;
  fs.rmSync(temporary, { recursive: true, force: true });
  fs.mkdirSync(compileOutputDir(temporary), { recursive: true });
  for (const name of outputEntries(nextDir))
    fs.cpSync(path.join(nextDir, name), path.join(compileOutputDir(temporary), name), {
      recursive: true,
      mode: fs.constants.COPYFILE_FICLONE,
    });
  fs.writeFileSync(keyFile(temporary), key);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.renameSync(temporary, dir);
}
