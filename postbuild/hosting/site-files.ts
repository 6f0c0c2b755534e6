// The files of a built site (out/) and the addresses they answer at.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { HOST_FILES } from '../../hosting/host-files.ts';

/** Every file under outDir as a sorted, slash-separated relative path (dotfiles included). */
export function listSiteFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The files a reader may be sent: everything but the files for hosts and the deploy (hosting/host-files.ts). */
export function listPublishedFiles(outDir: string): string[] {
  const hostFiles = new Set<string>(HOST_FILES);
  return listSiteFiles(outDir).filter((file) => !hostFiles.has(file));
}

/** authors/index.html → /authors/ ; 404.html → /404.html ; app-data.json → /app-data.json */
export function pageAddress(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}
