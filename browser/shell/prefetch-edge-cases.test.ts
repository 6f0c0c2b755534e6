// The prefetch scheduler off the main road: hovering a link twice or one already queued, using it
// after stop(), what stop() leaves behind, and paths seen in a burst after the queue ran dry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createPrefetchScheduler, prefetchAllowed } from './prefetch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder() {
  const started: string[] = [];
  const load = vi.fn(async (path: string) => void started.push(path));
  return { started, load };
}

describe('hovering', () => {
  it('loads a path once, however often it is hovered', async () => {
    const { started, load } = recorder();
    const scheduler = createPrefetchScheduler({ load });
    scheduler.now('/a/');
    scheduler.now('/a/');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toEqual(['/a/']);
    scheduler.stop();
  });

  it('takes a queued path out of the queue, so its batch does not load it again', async () => {
    const { started, load } = recorder();
    const scheduler = createPrefetchScheduler({ load });
    scheduler.enqueue('/a/');
    scheduler.enqueue('/b/');
    scheduler.now('/a/');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toEqual(['/a/', '/b/']);
    scheduler.stop();
  });
});

describe('stop', () => {
  it('also ends hovering and queueing', async () => {
    const { started, load } = recorder();
    const scheduler = createPrefetchScheduler({ load });
    scheduler.stop();
    scheduler.now('/a/');
    scheduler.enqueue('/b/');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started).toEqual([]);
  });

  it('leaves no timer behind, before the first batch or while a batch loads', async () => {
    const idle = createPrefetchScheduler({ load: recorder().load });
    idle.stop();
    expect(vi.getTimerCount()).toBe(0);

    let settle!: () => void;
    const load = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const busy = createPrefetchScheduler({ load });
    busy.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(1);
    busy.stop();
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('paths seen in a burst after the queue ran dry', () => {
  it('wait for one batch 3 s later, 4 paths in it, the rest in the next', async () => {
    const t0 = Date.now();
    const started: { path: string; at: number }[] = [];
    const load = async (path: string) => void started.push({ path, at: Date.now() - t0 });
    const scheduler = createPrefetchScheduler({ load });
    await vi.advanceTimersByTimeAsync(3100);
    for (let i = 1; i <= 6; i++) scheduler.enqueue(`/p${i}/`);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(started.map((s) => s.at)).toEqual([6100, 6100, 6100, 6100, 9100, 9100]);
    scheduler.stop();
  });
});

describe('prefetchAllowed', () => {
  it('allows a connection that names no effective type', () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
    expect(prefetchAllowed({ userAgent, connection: { saveData: false } })).toBe(true);
  });
});
