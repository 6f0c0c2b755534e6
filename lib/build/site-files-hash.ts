// The part of a page's fingerprint that every page shares from the site's folder: each file but
// the articles (settings, menu, authors, series, information pages, redirects), read whole.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { walkFiles } from './walk-files.ts';

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
  // The left-out folders are not walked: articles/ alone holds most of the site's files.
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !LEFT_OUT.includes(`${entry.name}/`)) walkFiles(dir, `${entry.name}/`, files);
    else if (entry.isFile()) files.push(entry.name);
  }
  files.sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}
