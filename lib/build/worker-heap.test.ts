import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  LARGE_SITE_ARTICLES,
  LARGE_SITE_HEAP_GROWTH_PERCENT,
  WORKER_HEAP_GROWTH_PERCENT,
  workerHeapFlag,
} from './worker-heap.ts';

describe('workerHeapFlag', () => {
  it('bounds the heap of a worker of the build, and of no other process', () => {
    expect(workerHeapFlag({ IS_NEXT_WORKER: 'true' }, 1000)).toBe(
      `--heap-growing-percent=${WORKER_HEAP_GROWTH_PERCENT}`,
    );
    expect(workerHeapFlag({}, 1000)).toBeUndefined();
    expect(workerHeapFlag({ BUILD_HEAP_GROWTH: '50' }, 1000)).toBeUndefined();
  });

  it('takes a percentage, or off, from BUILD_HEAP_GROWTH', () => {
    expect(workerHeapFlag({ IS_NEXT_WORKER: 'true', BUILD_HEAP_GROWTH: '50' }, 1000)).toBe('--heap-growing-percent=50');
    expect(workerHeapFlag({ IS_NEXT_WORKER: 'true', BUILD_HEAP_GROWTH: ' ' }, 1000)).toBe(
      `--heap-growing-percent=${WORKER_HEAP_GROWTH_PERCENT}`,
    );
    expect(workerHeapFlag({ IS_NEXT_WORKER: 'true', BUILD_HEAP_GROWTH: 'off' }, 1000)).toBeUndefined();
  });

  it('bounds a large site tighter, unless BUILD_HEAP_GROWTH says otherwise', () => {
    const worker = { IS_NEXT_WORKER: 'true' };
    expect(LARGE_SITE_HEAP_GROWTH_PERCENT).toBeLessThan(WORKER_HEAP_GROWTH_PERCENT);
    expect(workerHeapFlag(worker, LARGE_SITE_ARTICLES)).toBe(`--heap-growing-percent=${WORKER_HEAP_GROWTH_PERCENT}`);
    expect(workerHeapFlag(worker, LARGE_SITE_ARTICLES + 1)).toBe(
      `--heap-growing-percent=${LARGE_SITE_HEAP_GROWTH_PERCENT}`,
    );
    expect(workerHeapFlag(worker, 50_000)).toBe(`--heap-growing-percent=${LARGE_SITE_HEAP_GROWTH_PERCENT}`);
    expect(workerHeapFlag({ ...worker, BUILD_HEAP_GROWTH: '100' }, 50_000)).toBe('--heap-growing-percent=100');
    expect(workerHeapFlag({ ...worker, BUILD_HEAP_GROWTH: 'off' }, 50_000)).toBeUndefined();
  });

  it.each(['0', '-5', '1.5', 'half'])(
    'refuses BUILD_HEAP_GROWTH=%s in one line naming it and what was expected',
    (setting) => {
      expect(() => workerHeapFlag({ IS_NEXT_WORKER: 'true', BUILD_HEAP_GROWTH: setting }, 1000)).toThrow(
        `BUILD_HEAP_GROWTH is "${setting}"; expected a whole percentage, 1 or more, or off`,
      );
    },
  );
});

describe("the render run's start module", () => {
  // Loaded as scripts/next-build.sh loads it into each process of the render run: with --import in
  // NODE_OPTIONS. A BUILD_HEAP_GROWTH the bound refuses shows that it ran, and in which process.
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['-e', ''], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        IS_NEXT_WORKER: undefined,
        BUILD_HEAP_GROWTH: undefined,
        NODE_OPTIONS: '--import=./lib/build/render-worker-start.ts',
        ...env,
      },
      encoding: 'utf8',
    });

  it('bounds the heap of a render worker as it starts, and leaves any other process alone', () => {
    const worker = start({ IS_NEXT_WORKER: 'true', BUILD_SITE_ARTICLES: '1000', BUILD_HEAP_GROWTH: 'half' });
    expect(worker.status).not.toBe(0);
    expect(worker.stderr).toContain('BUILD_HEAP_GROWTH is "half"; expected a whole percentage, 1 or more, or off');
    expect(start({ BUILD_SITE_ARTICLES: '1000', BUILD_HEAP_GROWTH: 'half' }).status).toBe(0);
    expect(start({ IS_NEXT_WORKER: 'true', BUILD_SITE_ARTICLES: '30000' }).status).toBe(0);
  });
});
