// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { isChunkFailure, recoverFromChunkFailure } from './chunk-recovery.ts';

describe('isChunkFailure', () => {
  it("knows the browsers' failed dynamic imports", () => {
    expect(
      isChunkFailure(
        new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/_next/static/shell/chunk-AB12.js'),
      ),
    ).toBe(true);
    expect(
      isChunkFailure(
        new TypeError('error loading dynamically imported module: http://127.0.0.1/_next/static/shell/chunk-AB12.js'),
      ),
    ).toBe(true);
    expect(isChunkFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it("knows webpack's, Turbopack's and Next.js's chunk errors", () => {
    expect(isChunkFailure(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkFailure(new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 42'))).toBe(true);
    expect(isChunkFailure(Object.assign(new Error('boom'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkFailure(undefined)).toBe(false);
  });
});

describe('recoverFromChunkFailure', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('loads the path in full, once per path per session', () => {
    const assign = vi.fn();
    const failure = new Error('Failed to load chunk /_next/static/chunks/a.js');
    expect(recoverFromChunkFailure(failure, '/a/', assign)).toBe(true);
    expect(recoverFromChunkFailure(failure, '/a/', assign)).toBe(false);
    expect(recoverFromChunkFailure(failure, '/b/', assign)).toBe(true);
    expect(assign.mock.calls).toEqual([['/a/'], ['/b/']]);
  });

  it('does nothing for an error that is not a chunk failure', () => {
    const assign = vi.fn();
    expect(recoverFromChunkFailure(new Error('render failed'), '/a/', assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
