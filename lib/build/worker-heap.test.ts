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
  // Loaded as scripts/next-render.sh loads it into each process of the render run: with --import
  // in NODE_OPTIONS. V8's --allow-natives-syntax, set as it starts, shows that it ran: an
  // intrinsic call compiles only with the flag set.
  const start = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      ['-e', "eval('%IsSmi(1)'); console.log(process.moduleLoadList.filter((name) => name.includes('amaro')).length)"],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          IS_NEXT_WORKER: undefined,
          NODE_OPTIONS: '--import=./lib/build/render-worker-start.mjs',
          ...env,
        },
        encoding: 'utf8',
      },
    );
  const flag = { BUILD_WORKER_V8_FLAG: '--allow-natives-syntax' };

  it('sets the flag in a render worker as it starts, and in no other process', () => {
    expect(start({ IS_NEXT_WORKER: 'true', ...flag }).status).toBe(0);
    const other = start(flag);
    expect(other.status).not.toBe(0);
    expect(other.stderr).toContain('SyntaxError');
    expect(start({ IS_NEXT_WORKER: 'true' }).status).not.toBe(0);
  });

  it("loads no TypeScript: Node.js's type stripper would cost each process of the render", () => {
    const worker = start({ IS_NEXT_WORKER: 'true', ...flag });
    expect(worker.stdout.trim()).toBe('0');
  });
});

describe('scripts/render-heap.ts', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/render-heap.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, BUILD_HEAP_GROWTH: undefined, ...env },
      encoding: 'utf8',
    });

  it("prints the flag for the site's size, nothing when off, and refuses a growth that is no percentage", () => {
    expect(run({ SITE_ID: 'oddsaces' }).stdout.trim()).toBe(`--heap-growing-percent=${WORKER_HEAP_GROWTH_PERCENT}`);
    expect(run({ SITE_ID: 'oddsaces', BUILD_HEAP_GROWTH: '70' }).stdout.trim()).toBe('--heap-growing-percent=70');
    const off = run({ SITE_ID: 'oddsaces', BUILD_HEAP_GROWTH: 'off' });
    expect([off.status, off.stdout.trim()]).toEqual([0, '']);
    const refused = run({ SITE_ID: 'oddsaces', BUILD_HEAP_GROWTH: 'half' });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('BUILD_HEAP_GROWTH is "half"; expected a whole percentage, 1 or more, or off');
  });
});
