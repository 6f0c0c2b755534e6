// The built site a page server serves: out/ and the host files the build wrote into it, read
// once when the server starts (restart after a rebuild, as nginx is reloaded with its new
// includes), and the file lookups every answer makes. A file is opened before anything is sent:
// one that vanishes during a rebuild is a 404, never a crash.
import { constants, existsSync, readFileSync, realpathSync, type Stats } from 'node:fs';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

import { parseHeadersFile, type HeadersFileRule } from '../hosting/headers-file-rules.ts';
import { HOST_FILES } from '../hosting/host-files.ts';
import { readAllowlist } from '../hosting/proxy-allowlist.ts';
import { parseRedirectsFile, REDIRECTS_FILE } from '../hosting/redirects-file.ts';

// O_NONBLOCK: opening a FIFO or a device left in out/ returns at once (and is then refused as
// not a regular file) instead of holding one of libuv's four file-system threads forever.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

export interface SiteFolder {
  /** out/, absolute. */
  root: string;
  /** The rules of out/_headers (postbuild/steps/security-headers.ts); none when it is missing. */
  headerRules: HeadersFileRule[];
  /** The third-party proxy's allowlist (hosting/proxy-allowlist.ts); empty when the site has none. */
  allowlist: string[];
  /** Old path (with and without its trailing slash) → new path, from out/_redirects. */
  redirects: Map<string, string>;
  /** The regular file `relative` names inside out/, opened; null when there is none. */
  openFile(relative: string): Promise<OpenedFile | null>;
  /** Whether an opened file is one of the host files, however it was named. */
  isHostFile(stats: Stats): Promise<boolean>;
  /** Whether `relative` is a regular file (a page's index.html). */
  isFile(relative: string): Promise<boolean>;
}

export interface OpenedFile {
  handle: FileHandle;
  stats: Stats;
}

/**
 * Reads the site in `root`. Throws when it holds no index.html, the sign of a folder that is not
 * a built site; warns through `warn` when it has no `_headers`.
 */
export function readSiteFolder(root: string, warn: (line: string) => void): SiteFolder {
  root = resolve(root);
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`serve: ${root}/index.html does not exist; expected a built site (run \`npm run build\` first)`);
  // Files are served only from inside this folder, symbolic links resolved.
  const realRoot = realpathSync(root);
  const headersFile = join(root, '_headers');
  const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  if (headerRules.length === 0)
    warn(`serve: ${headersFile} is missing; serving without security headers (run \`npm run build\`)`);
  const redirectsFile = join(root, REDIRECTS_FILE);

  /**
   * Opens `relative` if it is a regular file inside out/. The open comes first: what is sent
   * is what was opened, even if the name is deleted meanwhile.
   */
  async function openFile(relative: string): Promise<OpenedFile | null> {
    let real: string;
    try {
      real = await realpath(join(root, relative));
    } catch {
      return null;
    }
    if (!real.startsWith(`${realRoot}${sep}`)) return null;
    let handle: FileHandle;
    try {
      handle = await open(real, OPEN_FLAGS);
    } catch {
      return null;
    }
    try {
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, stats };
    } catch {
      // Treated as missing below.
    }
    await handle.close().catch(() => undefined);
    return null;
  }

  /**
   * The same file on disk (device and inode) as `_headers`, the allowlist or the build record:
   * backs up the check by name against what a file system may read as the same name (case,
   * Windows' trailing dots) and against hard links.
   */
  async function isHostFile(stats: Stats): Promise<boolean> {
    const hostFiles = await Promise.all(HOST_FILES.map((file) => stat(join(root, file)).catch(() => null)));
    return hostFiles.some((host) => host !== null && host.dev === stats.dev && host.ino === stats.ino);
  }

  async function isFile(relative: string): Promise<boolean> {
    try {
      return (await stat(join(root, relative))).isFile();
    } catch {
      return false;
    }
  }

  return {
    root,
    headerRules,
    allowlist: readAllowlist(root),
    redirects: parseRedirectsFile(existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : ''),
    openFile,
    isHostFile,
    isFile,
  };
}
