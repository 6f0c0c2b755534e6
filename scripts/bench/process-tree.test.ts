import { spawn } from 'node:child_process';
import readline from 'node:readline';

import { afterEach, describe, expect, it } from 'vitest';

import { nextSampleDelay, SAMPLER_MAX_SHARE, samplePeakMemory, treeMemory } from './process-tree.ts';

const MIB = 2 ** 20;
const HELD_MIB = 64;

// A Node.js process that writes to 64 MiB it keeps, starts one child doing the same when told
// to, and prints its pid once its memory is in place.
const HOLDER = `
const held = Buffer.alloc(${HELD_MIB} * 2 ** 20, 1);
setInterval(() => held[0]++, 1000);
if (process.argv[1] === 'parent') require('node:child_process').spawn(process.execPath, ['-e', process.env.HOLDER, 'child'], { stdio: 'inherit' });
console.log(process.argv[1] + ' ' + process.pid);
`;

let group: number | undefined;

afterEach(() => {
  if (group) process.kill(-group, 'SIGKILL');
  group = undefined;
});

/** Starts the parent and its child; resolves with both pids once both hold their memory. */
async function startHolders(): Promise<{ parent: number; child: number }> {
  const parent = spawn(process.execPath, ['-e', HOLDER, 'parent'], {
    env: { ...process.env, HOLDER },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  group = parent.pid;
  const pids: Record<string, number> = {};
  for await (const line of readline.createInterface({ input: parent.stdout! })) {
    const [role, pid] = line.split(' ');
    pids[role!] = Number(pid);
    if (pids.parent && pids.child) break;
  }
  return { parent: pids.parent!, child: pids.child! };
}

describe('treeMemory', () => {
  it('sums the memory of a process and its descendants, pages they share split among them', async () => {
    const { parent, child } = await startHolders();
    const tree = treeMemory(parent);
    const childAlone = treeMemory(child);

    expect(tree.totalBytes).toBeGreaterThanOrEqual(2 * HELD_MIB * MIB);
    expect(childAlone.totalBytes).toBeGreaterThanOrEqual(HELD_MIB * MIB);
    expect(childAlone.totalBytes).toBeLessThan(tree.totalBytes);
    // Both map the same Node.js binary: its resident pages count in full in each RSS, and
    // once between the two in their PSS.
    expect(tree.residentSumBytes).toBeGreaterThan(tree.totalBytes);
    expect(tree.largestBytes).toBeGreaterThanOrEqual(HELD_MIB * MIB);
    expect(tree.largestBytes).toBeLessThan(tree.residentSumBytes);
  });

  it('finds nothing for a process that does not exist', () => {
    expect(treeMemory(2 ** 22 + 1)).toEqual({ totalBytes: 0, residentSumBytes: 0, largestBytes: 0 });
  });
});

describe('samplePeakMemory', () => {
  it('keeps to the interval while a sample is quick, and waits longer after a slow one', () => {
    expect(nextSampleDelay(100, 1)).toBe(100);
    expect(nextSampleDelay(100, 5)).toBe(100);
    // A sample of 50 ms every 100 ms would hold a third of a core: the wait grows to keep it at the share.
    const delay = nextSampleDelay(100, 50);
    expect(50 / (50 + delay)).toBeLessThanOrEqual(SAMPLER_MAX_SHARE + 1e-9);
    expect(50 / (50 + delay)).toBeGreaterThan(SAMPLER_MAX_SHARE * 0.99);
  });

  it('samples the tree until stopped and keeps its peak', { timeout: 30_000 }, async () => {
    const { parent } = await startHolders();
    // Each sample reads all of /proc (about 10 to 20 ms here, more on a busy machine), so the
    // wait between them is about 20 times that: the test waits for three such rounds, as long
    // as a sample takes now.
    const started = performance.now();
    treeMemory(parent);
    const sampleMs = performance.now() - started;
    const sampler = samplePeakMemory(parent, 20);
    await new Promise((resolve) => setTimeout(resolve, Math.max(3000, 3 * (sampleMs + nextSampleDelay(20, sampleMs)))));
    const result = sampler.stop();
    expect(result.samples.length).toBeGreaterThan(1);
    expect(result.totalBytes).toBeGreaterThanOrEqual(2 * HELD_MIB * MIB);
    expect(result.totalBytes).toBe(Math.max(...result.samples.map((sample) => sample.totalBytes)));
    const count = result.samples.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.samples.length).toBe(count);
  });
});
