import { describe, expect, it } from 'vitest';

import { WORKER_HEAP_GROWTH_PERCENT, workerHeapFlag } from './worker-heap.ts';

describe('workerHeapFlag', () => {
  it('bounds the heap of a worker of the build, and of no other process', () => {
    expect(workerHeapFlag({ IS_NEXT_WORKER: 'true' })).toBe(`--heap-growing-percent=${WORKER_HEAP_GROWTH_PERCENT}`);
    expect(workerHeapFlag({})).toBeUndefined();
    expect(workerHeapFlag({ BUILD_HEAP_GROWTH: '50' })).toBeUndefined();
  });

  it('takes a percentage, or off, from BUILD_HEAP_GROWTH', () => {
    expect(workerHeapFlag({ IS_NEXT_WORKER: 'true', BUILD_HEAP_GROWTH: '50' })).toBe('--heap-growing-percent=50');
    expect(workerHeapFlag({ IS_NEXT_WORKER: 'true', BUILD_HEAP_GROWTH: ' ' })).toBe(
      `--heap-growing-percent=${WORKER_HEAP_GROWTH_PERCENT}`,
    );
    expect(workerHeapFlag({ IS_NEXT_WORKER: 'true', BUILD_HEAP_GROWTH: 'off' })).toBeUndefined();
  });

  it.each(['0', '-5', '1.5', 'half'])(
    'refuses BUILD_HEAP_GROWTH=%s in one line naming it and what was expected',
    (setting) => {
      expect(() => workerHeapFlag({ IS_NEXT_WORKER: 'true', BUILD_HEAP_GROWTH: setting })).toThrow(
        `BUILD_HEAP_GROWTH is "${setting}"; expected a whole percentage, 1 or more, or off`,
      );
    },
  );
});
