import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createPrefetchScheduler, prefetchAllowed } from './prefetch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder() {
  const started: { path: string; at: number }[] = [];
  const load = vi.fn(async (path: string) => {
    started.push({ path, at: Date.now() });
  });
  return { started, load };
}

describe('the prefetch scheduler', () => {
  it('waits 3 s, then loads 4 paths per batch with 3 s between batches', async () => {
    const t0 = Date.now();
    const { started, load } = recorder();
    const scheduler = createPrefetchScheduler({ load });
    for (let i = 1; i <= 10; i++) scheduler.enqueue(`/p${i}/`);
    await vi.advanceTimersByTimeAsync(2999);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map((s) => s.path)).toEqual(['/p1/', '/p2/', '/p3/', '/p4/']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(started).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(3000);
    expect(started).toHaveLength(10);
    const times = [...new Set(started.map((s) => s.at - t0))];
    expect(times).toEqual([3000, 6000, 9000]);
    scheduler.stop();
  });

  it('counts the 3 s from the moment a batch settles, not from when it started', async () => {
    const t0 = Date.now();
    const started: { path: string; at: number }[] = [];
    // Every load takes 1 s, so a batch started at 3 s settles at 4 s, and the next starts at 7 s.
    const load = vi.fn(async (path: string) => {
      started.push({ path, at: Date.now() - t0 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    const scheduler = createPrefetchScheduler({ load });
    for (let i = 1; i <= 6; i++) scheduler.enqueue(`/p${i}/`);
    await vi.advanceTimersByTimeAsync(6999);
    expect(started.map((s) => s.at)).toEqual([3000, 3000, 3000, 3000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map((s) => s.at)).toEqual([3000, 3000, 3000, 3000, 7000, 7000]);
    scheduler.stop();
  });

  it('never loads a path twice, and hovering loads at once', async () => {
    const { started, load } = recorder();
    const scheduler = createPrefetchScheduler({ load });
    scheduler.enqueue('/a/');
    scheduler.enqueue('/a/');
    scheduler.now('/b/');
    await vi.advanceTimersByTimeAsync(0);
    expect(started.map((s) => s.path)).toEqual(['/b/']);
    scheduler.enqueue('/b/');
    await vi.advanceTimersByTimeAsync(3000);
    expect(started.map((s) => s.path)).toEqual(['/b/', '/a/']);
    scheduler.stop();
  });

  it('paths seen after the queue ran dry start a new batch 3 s later', async () => {
    const { started, load } = recorder();
    const scheduler = createPrefetchScheduler({ load });
    await vi.advanceTimersByTimeAsync(3100);
    scheduler.enqueue('/late/');
    await vi.advanceTimersByTimeAsync(2999);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map((s) => s.path)).toEqual(['/late/']);
    scheduler.stop();
  });

  it('stops for good', async () => {
    const { started, load } = recorder();
    const scheduler = createPrefetchScheduler({ load });
    scheduler.enqueue('/a/');
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toEqual([]);
  });
});

describe('when prefetching is allowed', () => {
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
  it.each([
    ['a desktop browser on 4g', { userAgent: desktop, connection: { effectiveType: '4g' } }, true],
    ['a browser without the connection API', { userAgent: desktop }, true],
    ['2g', { userAgent: desktop, connection: { effectiveType: '2g' } }, false],
    ['slow-2g', { userAgent: desktop, connection: { effectiveType: 'slow-2g' } }, false],
    ['data-saver', { userAgent: desktop, connection: { effectiveType: '4g', saveData: true } }, false],
    ['Googlebot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, false],
    ['a crawler', { userAgent: 'SomeCrawler/1.0' }, false],
    ['a spider', { userAgent: 'Baiduspider' }, false],
    ['crawling', { userAgent: 'example crawling agent' }, false],
  ])('%s', (_name, environment, expected) => {
    expect(prefetchAllowed(environment)).toBe(expected);
  });
});
