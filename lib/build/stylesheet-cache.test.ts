import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  keepStylesheet,
  restoreStylesheet,
  stylesheetCacheDir,
  stylesheetKey,
  stylesheetSources,
} from './stylesheet-cache.ts';

let root: string;
let dir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheet-cache-'));
  dir = stylesheetCacheDir(root, { SITE_ID: 'site' });
  write(
    'app/globals.css',
    [
      '@import "tailwindcss" source(none);',
      '@source "../app";',
      "@source '../components';",
      '@source "../postbuild/offline.ts";',
    ].join('\n'),
  );
  write('app/page.tsx', '<p className="p-4" />');
  write('app/generated/site.css', '.p-4{padding:1rem}');
  write('components/card.tsx', '<div className="m-2" />');
  write('components/card.test.tsx', '<div className="m-8" />');
  write('postbuild/offline.ts', '"text-lg"');
  write('content/site/articles/a.md', '# A');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('stylesheetSources', () => {
  it("lists the paths the stylesheet's @source lines name, relative to the project", () => {
    expect(stylesheetSources(root)).toEqual(['app', 'components', path.join('postbuild', 'offline.ts')]);
  });
});

describe('stylesheetKey', () => {
  it('changes with every file Tailwind reads, test files included', () => {
    const keys = new Set([stylesheetKey(root)]);
    const changes: [string, string][] = [
      ['app/page.tsx', '<p className="p-6" />'],
      ['components/card.test.tsx', '<div className="m-9" />'],
      ['postbuild/offline.ts', '"text-xl"'],
      ['app/globals.css', `${read('app/globals.css')}\n@source "../lib";`],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ];
    for (const [file, text] of changes) {
      write(file, text);
      keys.add(stylesheetKey(root));
    }
    expect(keys.size).toBe(changes.length + 1);
  });

  it('stays the same when only the content or the compiled stylesheet changes', () => {
    const before = stylesheetKey(root);
    write('content/site/articles/a.md', '# B');
    write('app/generated/site.css', '.p-6{padding:1.5rem}');
    expect(stylesheetKey(root)).toBe(before);
  });
});

describe('keepStylesheet and restoreStylesheet', () => {
  it('give back the kept stylesheet for its key, and nothing for another', () => {
    const key = stylesheetKey(root);
    keepStylesheet(root, dir, key);
    write('app/generated/site.css', '.stale{}');
    expect(restoreStylesheet(root, dir, 'another key')).toBe(false);
    expect(read('app/generated/site.css')).toBe('.stale{}');
    expect(restoreStylesheet(root, dir, key)).toBe(true);
    expect(read('app/generated/site.css')).toBe('.p-4{padding:1rem}');
  });

  it('restore writes the stylesheet into a fresh checkout, and leaves one that holds the bytes as it is', () => {
    const key = stylesheetKey(root);
    keepStylesheet(root, dir, key);
    fs.rmSync(path.join(root, 'app/generated'), { recursive: true });
    expect(restoreStylesheet(root, dir, key)).toBe(true);
    const before = fs.statSync(path.join(root, 'app/generated/site.css'));
    expect(restoreStylesheet(root, dir, key)).toBe(true);
    expect(fs.statSync(path.join(root, 'app/generated/site.css')).ino).toBe(before.ino);
    expect(fs.readdirSync(path.join(root, 'app/generated'))).toEqual(['site.css']);
  });

  it('finds nothing in an empty cache', () => {
    expect(restoreStylesheet(root, dir, stylesheetKey(root))).toBe(false);
  });
});
