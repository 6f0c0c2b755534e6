// The part of a page's fingerprint that every page shares from the site's folder: each file but
// the articles (settings, menu, authors, series, information pages, redirects), read whole.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folders of a site's folder this hash leaves out: the articles, which each page counts
 * for what it shows of them (drafts included: they sit in articles/ with `draft: true`), and
 * the rejected drafts (cli/review/reject.ts files them in rejected/), which no build reads, so
 * rejecting a draft renders no page.
 */
const LEFT_OUT = ['articles/', 'rejected/'];

/** Every file of dir but its articles/ and rejected/ folders, each by its path and bytes, in sorted order. */
export function siteFilesHash(dir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !LEFT_OUT.some((folder) => file.startsWith(folder)))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}
