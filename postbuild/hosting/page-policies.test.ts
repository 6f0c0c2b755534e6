import * as childProcess from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { beforeEach, describe, expect, it, vi } from 'vitest';

import { keyOfSha256 } from './inline-sources-cache.ts';
import { readPagePolicies } from './page-policies.ts';
import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';

// fork stays the real one (the children really run); the spy counts them, so a reading that
// quietly stayed in this process would fail the tests below.
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>();
  return { ...original, fork: vi.fn(original.fork) };
});
beforeEach(() => {
  vi.mocked(childProcess.fork).mockClear();
});

// Pages that differ in what they run inline, so a share read out of order would show.
const pages: Record<string, string> = {};
for (let index = 0; index < 7; index++) {
  const file = index === 0 ? 'index.html' : `p${index}/index.html`;
  pages[file] =
    `<!doctype html><html><head><script data-site-script>self.page=${index}</script></head><body><p>${index}</p>${
      index % 2 ? `<style>p{margin:${index}px}</style>` : ''
    }<script type="application/ld+json">{"n":${index}}</script></body></html>`;
}
const dir = writeSiteFolder({ ...pages, 'logo.svg': '<svg/>' });
const files = [...Object.keys(pages), 'logo.svg'];

describe('readPagePolicies', () => {
  it('gives the same policies, in the same order, when child processes read shares of the pages', async () => {
    const here = await readPagePolicies(dir, files, 1);
    expect(childProcess.fork).not.toHaveBeenCalled();
    expect(here.map((page) => page.file)).toEqual(Object.keys(pages));
    expect(new Set(here.map((page) => page.contentSecurityPolicy)).size).toBe(7);
    expect(await readPagePolicies(dir, files, 3)).toEqual(here);
    expect(childProcess.fork).toHaveBeenCalledTimes(2);
  }, 30_000);

  it('still refuses a page with an inline event handler when a child process read it', async () => {
    const blocked = writeSiteFolder({
      ...pages,
      'p6/index.html': '<!doctype html><html><body><button onclick="go()">Go</button></body></html>',
    });
    await expect(readPagePolicies(blocked, Object.keys(pages), 3)).rejects.toThrow('p6/index.html: <button onclick>');
    expect(childProcess.fork).toHaveBeenCalledTimes(2);
  }, 30_000);
});

describe('readPagePolicies with the inline sources of an earlier build', () => {
  it('parses only the pages whose bytes it does not know, and gives what a full parse gives', async () => {
    const fresh = await readPagePolicies(dir, files, 1);
    const first = { previous: new Map(), current: new Map(), reused: 0 };
    expect(await readPagePolicies(dir, files, 1, first)).toEqual(fresh);
    expect(first.current.size).toBe(7);
    expect(first.reused).toBe(0);

    // One page changed: its new bytes are parsed, the six others are taken as they were kept.
    const changed = writeSiteFolder({
      ...pages,
      'p3/index.html': pages['p3/index.html']!.replace('self.page=3', 'self.page=33'),
      'logo.svg': '<svg/>',
    });
    const second = { previous: first.current, current: new Map(), reused: 0 };
    const policies = await readPagePolicies(changed, files, 3, second);
    expect(policies).toEqual(await readPagePolicies(changed, files, 1));
    expect(second.reused).toBe(6);
    expect(policies[3]!.contentSecurityPolicy).not.toBe(fresh[3]!.contentSecurityPolicy);
    // Six pages known: one left to parse, so no child process is started for it.
    expect(childProcess.fork).not.toHaveBeenCalled();
    expect(second.current.size).toBe(7);
  }, 30_000);

  it('takes a kept entry by the bytes alone, so an entry is never used for other text', async () => {
    const first = { previous: new Map(), current: new Map(), reused: 0 };
    await readPagePolicies(dir, files, 1, first);
    const [key, sources] = [...first.current][0]!;
    const marked = { ...sources, styleHashes: ["'sha256-kept'"] };
    const policies = await readPagePolicies(dir, files, 1, {
      previous: new Map([[key, marked]]),
      current: new Map(),
      reused: 0,
    });
    expect(policies[0]!.sources).toEqual(marked);
    expect(policies.slice(1)).toEqual((await readPagePolicies(dir, files, 1)).slice(1));
  }, 30_000);

  it("takes a page's key from the SHA-256 a step knows while the page is unchanged since, and reads it once changed", async () => {
    const site = writeSiteFolder({ ...pages, 'logo.svg': '<svg/>' });
    const first = { previous: new Map(), current: new Map(), reused: 0 };
    await readPagePolicies(site, files, 1, first);
    const [key, sources] = [...first.current][0]!;
    const marked = { ...sources, styleHashes: ["'sha256-known'"] };
    // index.html, said to have bytes whose SHA-256 is 'f…f': the entry kept under that key is used.
    const stats = statSync(path.join(site, 'index.html'));
    const known = new Map([['index.html', { sha256: 'f'.repeat(64), size: stats.size, ctimeMs: stats.ctimeMs }]]);
    const memo = () => ({
      previous: new Map([...first.current, [keyOfSha256('f'.repeat(64), false), marked]]),
      current: new Map(),
      reused: 0,
      known,
    });
    expect((await readPagePolicies(site, files, 1, memo()))[0]!.sources).toEqual(marked);
    // Written again since (the same bytes, a later change time): read, and its own entry used.
    await new Promise((resolve) => setTimeout(resolve, 30));
    writeFileSync(path.join(site, 'index.html'), pages['index.html']!);
    const again = memo();
    expect((await readPagePolicies(site, files, 1, again))[0]!.sources).toEqual(sources);
    expect(again.current.has(key)).toBe(true);
  }, 30_000);
});
