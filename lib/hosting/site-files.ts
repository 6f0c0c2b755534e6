// The files of a built site (out/) and the addresses they answer at.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { ALLOWLIST_FILE } from './proxy-server.mjs';

/**
 * Files written for hosts, not readers: the CDN headers file and the proxy allowlist of
 * `npm start`. They are neither uploaded to a bucket nor served (nginx and `npm start` answer 404).
 */
export const HOST_CONFIGURATION_FILES = ['_headers', ALLOWLIST_FILE] as const;

/** Every file under outDir as a sorted, slash-separated relative path (dotfiles included). */
export function listSiteFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The files a reader may be sent: everything but host configuration. */
export function listPublishedFiles(outDir: string): string[] {
  const hostFiles = new Set<string>(HOST_CONFIGURATION_FILES);
  return listSiteFiles(outDir).filter((file) => !hostFiles.has(file));
}

/** authors/index.html → /authors/ ; 404.html → /404.html ; app-data.json → /app-data.json */
export function pageAddress(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}
