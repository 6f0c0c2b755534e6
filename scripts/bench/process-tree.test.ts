import { spawn } from 'node:child_process';
import readline from 'node:readline';

import { afterEach, describe, expect, it } from 'vitest';

import { treeMemory } from './process-tree.ts';

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
