// An incremental build updates out/ where it stands instead of removing it and writing every
// file and folder again: at 5,000 articles, with the kernel's caches dropped, a body edit's
// post-build takes 5.7 s in place against 9.3 s (docs/performance.md). The export step takes
// stock of out/ first; each step then writes its files as a full build does, but a page
// restored from the page cache that is already that very file (the same inode) and a data file
// already holding the same bytes are left as they are and said to be kept. After the last step
// that writes files, every file that was in out/ before and that no step wrote or kept is
// removed, so out/ holds what a fresh build writes, file for file: the property test
// (scripts/incremental-build.test.ts) compares it with a full build, which always starts from
// an empty out/.
//
// A file written, linked or renamed into place after the stock was taken has another inode or
// another change time (ctime: set by the kernel on every write, never set back by a program).
// The stock is taken only once the clock has moved past the change time of every file in it, so
// a write right after it cannot leave a file's change time as it was.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What out/ held when the export step began: each file's inode and change time, by path under out/. */
export interface OutStock {
  outDir: string;
  files: Map<string, { ino: bigint; dev: bigint; ctimeNs: bigint; nlink: bigint }>;
  /** Files a step left as they were on purpose (paths under out/): they stay. */
  kept: Set<string>;
  /**
   * Each folder ('' for out/ itself, else `a/b/`) as the stock found it: its change time, the
   * names of its files (links and other kinds left out) and of its folders. Listing out/ again
   * reads only the folders whose change time moved since (filesNow).
   */
  folders: Map<string, { ctimeNs: bigint; files: string[]; folders: string[] }>;
}

function walk(stock: OutStock, prefix: string, latest: { ns: bigint }): void {
  const folder = path.join(stock.outDir, prefix);
  // Before reading it: an entry added after the read moves the change time past this one.
  const { ctimeNs } = fs.lstatSync(folder, { bigint: true });
  if (ctimeNs > latest.ns) latest.ns = ctimeNs;
  const listed = { ctimeNs, files: [] as string[], folders: [] as string[] };
  stock.folders.set(prefix, listed);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      listed.folders.push(entry.name);
      walk(stock, `${relative}/`, latest);
      continue;
    }
    if (entry.isFile()) listed.files.push(entry.name);
    const stat = fs.lstatSync(path.join(stock.outDir, relative), { bigint: true });
    stock.files.set(relative, { ino: stat.ino, dev: stat.dev, ctimeNs: stat.ctimeNs, nlink: stat.nlink });
    if (stat.ctimeNs > latest.ns) latest.ns = stat.ctimeNs;
  }
}

/** Whether two paths name the same file (hard links of one inode); false when either is missing. */
export function sameFile(a: string, b: string): boolean {
  const first = fs.statSync(a, { throwIfNoEntry: false });
  const second = fs.statSync(b, { throwIfNoEntry: false });
  return first !== undefined && second !== undefined && first.ino === second.ino && first.dev === second.dev;
}

/** The change time a file made now gets: the kernel's clock as the file system keeps it. */
function fileSystemNow(outDir: string): bigint {
  const marker = path.join(outDir, `.stock-${process.pid}`);
  fs.writeFileSync(marker, '');
  const now = fs.lstatSync(marker, { bigint: true }).ctimeNs;
  fs.rmSync(marker);
  return now;
}

/**
 * Takes stock of outDir for an update in place, or undefined when there is no out/ to update.
 * The build record goes first: an out/ some step has not finished carries none.
 */
export function takeStock(outDir: string): OutStock | undefined {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return undefined;
  fs.rmSync(path.join(outDir, '_build.json'), { force: true });
  const stock: OutStock = { outDir, files: new Map(), kept: new Set(), folders: new Map() };
  const latest = { ns: 0n };
  walk(stock, '', latest);
  // At most a tick of the file system's clock, a few milliseconds.
  while (fileSystemNow(outDir) <= latest.ns);
  return stock;
}

/**
 * takeStock on a thread of its own: at 50,000 articles the walk of out/ takes 2 s, and the
 * thread that starts it reads the content key and the plan meanwhile. Nothing may write outDir
 * until the stock is back. The stock comes back as a copy (structured clone: its maps, sets and
 * bigints as they were).
 */
export function takeStockInThread(outDir: string): Promise<OutStock | undefined> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./take-stock-worker.ts', import.meta.url), { workerData: { outDir } });
    worker.once('message', (reply: { stock: OutStock | undefined } | { error: string }) => {
      if ('error' in reply) reject(new Error(`the stock of ${outDir}: ${reply.error}`));
      else resolve(reply.stock);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the stock of ${outDir}: its thread exited with code ${code}`)));
  });
}

/**
 * Every file under out/ now (links neither followed nor listed), sorted, as listSiteFiles
 * (postbuild/hosting/site-files.ts) gives them: a folder whose change time is the one the stock
 * found holds the same names (adding, removing or renaming an entry moves it), so it is statted
 * instead of read; the others are read. At 50,000 articles out/ has 110,000 folders, and each
 * listing after the stock's took 1.2 s less.
 */
export function filesNow(stock: OutStock): string[] {
  const found: string[] = [];
  const visit = (prefix: string) => {
    const folder = path.join(stock.outDir, prefix);
    const stat = fs.lstatSync(folder, { bigint: true, throwIfNoEntry: false });
    if (!stat?.isDirectory()) return;
    const listed = stock.folders.get(prefix);
    if (listed && listed.ctimeNs === stat.ctimeNs) {
      for (const name of listed.files) found.push(`${prefix}${name}`);
      for (const name of listed.folders) visit(`${prefix}${name}/`);
      return;
    }
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(`${prefix}${entry.name}/`);
      else if (entry.isFile()) found.push(`${prefix}${entry.name}`);
    }
  };
  visit('');
  return found.sort();
}

/**
 * Before the steps write: every page (HTML file) the stock found goes, but a page this build
 * restores that is already its cached file (`restored`: the cached file of each, by its path
 * under out/), which is kept, and a page a later step writes again in place (`leftInPlace`:
 * the old addresses' pages), which stays for it. So no page of the last build is left for the
 * client-bundle step to rewrite, and no later write reaches the cache through a link.
 */
export function removeOldPages(
  stock: OutStock,
  restored: ReadonlyMap<string, string>,
  leftInPlace: ReadonlySet<string> = new Set(),
): void {
  for (const [relative, before] of stock.files) {
    if (!relative.endsWith('.html') || leftInPlace.has(relative)) continue;
    const cached = restored.get(relative);
    // The page as the stock found it a moment ago: one stat, of the cached file, not two.
    const now = cached === undefined ? undefined : fs.statSync(cached, { bigint: true, throwIfNoEntry: false });
    if (now && now.ino === before.ino && now.dev === before.dev) stock.kept.add(relative);
    else fs.rmSync(path.join(stock.outDir, relative));
  }
}

/**
 * A stock's change time in milliseconds, as `fs.lstatSync(file).ctimeMs` gives it: whole
 * seconds and nanoseconds each made a number first, so the two agree to the last bit.
 */
export const stockCtimeMs = (ctimeNs: bigint): number =>
  Number(ctimeNs / 1_000_000_000n) * 1000 + Number(ctimeNs % 1_000_000_000n) / 1e6;

/**
 * Whether the file at `relative` is still the one the stock found: no step has written, linked
 * or renamed it since. A file that shared its bytes with a cache (a hard link: a page, a social
 * image) counts as still there while it is the same inode: a link removed from the cache moves
 * its change time too, and no step writes through such a file (each replaces it or keeps it).
 */
function untouched(stock: OutStock, relative: string): boolean {
  const before = stock.files.get(relative);
  if (!before) return false;
  const stat = fs.lstatSync(path.join(stock.outDir, relative), { bigint: true, throwIfNoEntry: false });
  return stat !== undefined && stat.ino === before.ino && (before.nlink > 1n || stat.ctimeNs === before.ctimeNs);
}

/**
 * Whether the file at `relative` is the last build's, as the stock found it, and no step of this
 * build has written, linked or kept it since.
 */
export const lastBuildsFile = (stock: OutStock, relative: string): boolean =>
  !stock.kept.has(relative) && untouched(stock, relative);

/**
 * Writes `bytes` to the file at `relative` under the stock's out/, unless it holds them
 * already: then it is kept as it is. A file shared with a cache (a hard link) is replaced, never
 * written through. `recorded`: the file's size, change time and MD5 as the last build's record
 * kept them; while its size and change time are those, the MD5 of `bytes` says whether it holds
 * them, and the file is not read.
 */
export function writeUnlessSame(
  stock: OutStock | undefined,
  outDir: string,
  relative: string,
  bytes: string,
  recorded?: { size: number; ctimeMs: number; md5: string },
): void {
  const file = path.join(outDir, relative);
  const stat = stock?.files.has(relative) ? fs.lstatSync(file, { throwIfNoEntry: false }) : undefined;
  if (!stat) fs.mkdirSync(path.dirname(file), { recursive: true });
  else if (stat.nlink > 1) fs.rmSync(file);
  else if (stat.isFile() && stat.size === Buffer.byteLength(bytes) && holds(file, stat, bytes, recorded)) {
    stock!.kept.add(relative);
    return;
  }
  fs.writeFileSync(file, bytes);
}

function holds(file: string, stat: fs.Stats, bytes: string, recorded?: { size: number; ctimeMs: number; md5: string }) {
  if (recorded && recorded.size === stat.size && recorded.ctimeMs === stat.ctimeMs)
    return createHash('md5').update(bytes).digest('hex') === recorded.md5;
  return fs.readFileSync(file, 'utf8') === bytes;
}

/**
 * Removes every file the stock found that no step wrote or kept since, then the folders that
 * leaves empty; how many files it removed.
 */
export function removeStaleFiles(stock: OutStock): number {
  let removed = 0;
  const emptied = new Set<string>();
  for (const relative of stock.files.keys()) {
    if (stock.kept.has(relative) || !untouched(stock, relative)) continue;
    fs.rmSync(path.join(stock.outDir, relative));
    removed++;
    for (let dir = path.posix.dirname(relative); dir !== '.'; dir = path.posix.dirname(dir)) emptied.add(dir);
  }
  // Deepest first, so a folder is tried once its own folders are gone.
  for (const dir of [...emptied].sort((a, b) => b.split('/').length - a.split('/').length)) {
    const full = path.join(stock.outDir, dir);
    if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
  }
  return removed;
}
