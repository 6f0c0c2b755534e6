// docs/architecture.md's "Where things are" table is the map of the repository: every top-level
// folder it names exists, and every top-level folder the repository tracks is in it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The top-level folder of each path in the table's first column (`components/shell/` → components). */
function tableFolders(): string[] {
  const text = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = text.split(/^## Where things are$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => /^\| `/.test(line));
  const folders = rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!.split('/')[0]!),
  );
  return [...new Set(folders)].sort();
}

/** The top-level folders git tracks a file in. */
function trackedFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!))].sort();
}

describe("docs/architecture.md's folder table", () => {
  it('names only folders that exist', () => {
    const folders = tableFolders();
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !existsSync(path.join(ROOT, folder)))).toEqual([]);
  });

  it('lists every top-level folder of the repository', () => {
    const listed = new Set(tableFolders());
    expect(trackedFolders().filter((folder) => !listed.has(folder))).toEqual([]);
  });
});
