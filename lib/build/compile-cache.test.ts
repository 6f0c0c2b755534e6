import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { compileCacheDir, compileKey, restoreCompile, saveCompile, setAsideOutput } from './compile-cache.ts';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
  write('package.json', '{}');
  write('node_modules/next/package.json', '{"version":"16.0.0"}');
  write('app/layout.tsx', 'export default function Layout() {}');
  write('app/generated/site.css', 'body{color:black}');
  write('content/site/articles/a.md', '# A');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('compileKey', () => {
  it('changes with the code, the stylesheet, Next.js, the build name and the environment Next.js reads', () => {
    const env = { NODE_ENV: 'production' };
    const before = compileKey(root, env);
    expect(compileKey(root, env)).toBe(before);
    const changes: [string, () => void][] = [
      ['a code file', () => write('app/layout.tsx', 'export default function Layout() { return null; }')],
      ['the stylesheet', () => write('app/generated/site.css', 'body{color:red}')],
      ['an .env file', () => write('.env', 'NEXT_PUBLIC_X=1')],
      ['the Next.js version', () => write('node_modules/next/package.json', '{"version":"16.0.1"}')],
    ];
    const keys = new Set([before]);
    for (const [, change] of changes) {
      change();
      keys.add(compileKey(root, env));
    }
    keys.add(compileKey(root, { ...env, BUILD_HASH: 'release-1' }));
    keys.add(compileKey(root, { ...env, NEXT_PUBLIC_FLAG: 'on' }));
    keys.add(compileKey(root, { ...env, BUILD_WORKERS: '1' }));
    expect(keys.size).toBe(changes.length + 4);
  });

  it('leaves out the content and the environment Next.js does not read', () => {
    const before = compileKey(root, { NODE_ENV: 'production' });
    write('content/site/articles/a.md', '# A, edited');
    write('content/site/articles/b.md', '# B');
    expect(compileKey(root, { NODE_ENV: 'production', SITE_ID: 'other', BUILD_TIME: '2026-01-01' })).toBe(before);
  });
});

describe('saveCompile and restoreCompile', () => {
  const dir = () => compileCacheDir(root, { SITE_ID: 'site' });

  it('keep what the compile wrote to .next/ and put it back in place of another build, leaving Next.js cache alone', () => {
    write('.next/BUILD_ID', 'one');
    write('.next/server/app/page.js', 'compiled');
    write('.next/cache/site-content/site.json', 'snapshot');
    write('.next/lock', '');
    write('.next/trace', '[{"duration":12}]');
    saveCompile(root, dir(), 'key-1');
    expect(fs.readdirSync(path.join(dir(), 'next')).sort()).toEqual(['BUILD_ID', 'server']);

    // Another build's output, and a snapshot written since.
    fs.rmSync(path.join(root, '.next', 'server'), { recursive: true });
    write('.next/BUILD_ID', 'two');
    write('.next/server/app/other.html', 'rendered');
    write('.next/cache/site-content/site.json', 'newer snapshot');
    expect(restoreCompile(root, dir(), 'key-1')).toBe(true);
    expect(read('.next/BUILD_ID')).toBe('one');
    expect(read('.next/server/app/page.js')).toBe('compiled');
    expect(fs.existsSync(path.join(root, '.next/server/app/other.html'))).toBe(false);
    expect(read('.next/cache/site-content/site.json')).toBe('newer snapshot');

    // A copy: what the render writes into .next/ leaves the kept compile as it was.
    write('.next/server/app/page.js', 'changed by the render');
    expect(restoreCompile(root, dir(), 'key-1')).toBe(true);
    expect(read('.next/server/app/page.js')).toBe('compiled');
  });

  it('use nothing kept under another key, and keep one compile at a time', () => {
    write('.next/BUILD_ID', 'one');
    expect(restoreCompile(root, dir(), 'key-1')).toBe(false);
    saveCompile(root, dir(), 'key-1');
    write('.next/BUILD_ID', 'two');
    expect(restoreCompile(root, dir(), 'key-2')).toBe(false);
    expect(read('.next/BUILD_ID')).toBe('two');
    saveCompile(root, dir(), 'key-2');
    expect(restoreCompile(root, dir(), 'key-1')).toBe(false);
    write('.next/BUILD_ID', 'three');
    expect(restoreCompile(root, dir(), 'key-2')).toBe(true);
    expect(read('.next/BUILD_ID')).toBe('two');
    expect(fs.readdirSync(path.dirname(dir()))).toEqual(['compile']);
  });
});

describe('setAsideOutput', () => {
  const gone = async (file: string) => {
    for (let waited = 0; fs.existsSync(file) && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return !fs.existsSync(file);
  };

  it('takes the output out of .next/ at once and has it removed, with what an earlier build left aside', async () => {
    write('.next/BUILD_ID', 'one');
    write('.next/server/app/page.html', 'rendered');
    write('.next/cache/site-content/site.json', 'snapshot');
    write('.next/cache/set-aside-1-2/server/app/old.html', 'left by a build that was stopped');
    setAsideOutput(root);
    expect(fs.readdirSync(path.join(root, '.next'))).toEqual(['cache']);
    const cache = path.join(root, '.next', 'cache');
    const aside = fs.readdirSync(cache).filter((name) => name.startsWith('set-aside-'));
    expect(aside).toHaveLength(2);
    for (const name of aside) expect(await gone(path.join(cache, name)), name).toBe(true);
    expect(fs.readdirSync(cache)).toEqual(['site-content']);
    expect(read('.next/cache/site-content/site.json')).toBe('snapshot');
  });
});
