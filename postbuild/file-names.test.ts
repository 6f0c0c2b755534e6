// One name a file in postbuild/: a step and the module it runs, or two modules of two folders,
// under one name make a newcomer open the wrong one. Tests are left out, since each shares its
// module's name.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const POSTBUILD = import.meta.dirname;

/** The files of postbuild/ that are not tests, grouped by their name without its extension. */
function filesByName(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const entry of readdirSync(POSTBUILD, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    const name = entry.name.slice(0, entry.name.length - path.extname(entry.name).length);
    const file = path.relative(POSTBUILD, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return byName;
}

describe('postbuild/ file names', () => {
  it('finds its own folder', () => {
    expect(filesByName().get('run')).toEqual(['run.ts']);
  });

  it('gives no two files one name', () => {
    const shared = [...filesByName().values()].filter((files) => files.length > 1).map((files) => files.sort());
    expect(shared).toEqual([]);
  });
});
