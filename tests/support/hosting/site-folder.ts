// A small built site in a temporary folder, for tests that must not wait for `npm run build`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function writeSiteFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'idn-site-'));
  for (const [file, text] of Object.entries(files)) writeSiteFile(dir, file, text);
  return dir;
}

export function writeSiteFile(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
