// docs/architecture.md's "Where things are" table is the map of the repository: every folder it
// names exists; every top-level folder the repository tracks is in it, and so is every subfolder
// of a folder it lists by its subfolders; and its "runs in" column says "browser" for exactly the
// folders outside browser/ whose modules the browser's bundles take in.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { browserBundledModules } from './browser-bundles.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Row {
  /** The folders of the first column, as written (`components/shell/`, `content/{site}/`). */
  folders: string[];
  runsIn: string;
}

function tableRows(): Row[] {
  const text = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = text.split(/^## Where things are$/m)[1]?.split(/^#{2,} /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return {
        folders: [...(cells[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
        runsIn: cells[3] ?? '',
      };
    });
}

/** The top-level folder of each path in the table's first column (`components/shell/` → components). */
function tableFolders(): string[] {
  return [...new Set(tableRows().flatMap((row) => row.folders.map((folder) => folder.split('/')[0]!)))].sort();
}

const tracked = () => execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** The top-level folders git tracks a file in. */
function trackedFolders(): string[] {
  return [
    ...new Set(
      tracked()
        .filter((file) => file.includes('/'))
        .map((file) => file.split('/')[0]!),
    ),
  ].sort();
}

describe("docs/architecture.md's folder table", () => {
  it('names only folders that exist', () => {
    const folders = tableFolders();
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !existsSync(path.join(ROOT, folder)))).toEqual([]);
    const named = tableRows().flatMap((row) => row.folders.filter((folder) => !folder.includes('{')));
    expect(named.filter((folder) => !existsSync(path.join(ROOT, folder)))).toEqual([]);
  });

  it('lists every top-level folder of the repository', () => {
    const listed = new Set(tableFolders());
    expect(trackedFolders().filter((folder) => !listed.has(folder))).toEqual([]);
  });

  it('lists every subfolder of a folder it lists by its subfolders (browser/consent/ beside browser/shell/)', () => {
    const named = new Set(tableRows().flatMap((row) => row.folders.map((folder) => folder.replace(/\/?$/, '/'))));
    const subfolders = new Set(
      tracked()
        .filter((file) => file.split('/').length > 2)
        .map((file) => file.split('/').slice(0, 2).join('/') + '/'),
    );
    const missing = [...subfolders].filter((sub) => {
      const top = `${sub.split('/')[0]}/`;
      const bySubfolders = [...named].some((folder) => folder.startsWith(top) && folder !== top);
      const whole = named.has(top) || [...named].some((folder) => folder.startsWith(top) && folder.includes('{'));
      return bySubfolders && !whole && !named.has(sub);
    });
    expect(missing.sort()).toEqual([]);
  });

  it('says "browser" for exactly the folders outside browser/ that the browser runs code of', async () => {
    const rows = tableRows();
    /** The row of a module: the one naming the longest folder that holds it. */
    const rowOf = (file: string) =>
      rows
        .flatMap((row) => row.folders.map((folder) => ({ row, folder: folder.replace(/\/?$/, '/') })))
        .filter(({ folder }) => file.startsWith(folder))
        .sort((a, b) => b.folder.length - a.folder.length)[0]?.row;
    const outside = [...(await browserBundledModules())].filter(
      (file) => !file.startsWith('browser/') && !file.startsWith('node_modules/'),
    );
    expect(outside.length).toBeGreaterThan(5);
    const runInTheBrowser = new Set(outside.map((file) => rowOf(file)?.folders.join(', ') ?? `(no row: ${file})`));
    const saysBrowser = rows
      .filter((row) => /\bbrowser\b/.test(row.runsIn) && !row.folders.every((folder) => folder.startsWith('browser/')))
      .map((row) => row.folders.join(', '));
    expect([...runInTheBrowser].sort()).toEqual(saysBrowser.sort());
  });
});
