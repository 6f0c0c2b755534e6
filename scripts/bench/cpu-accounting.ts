// The CPU time of every process a build runs. bash's `times` counts only the children their
// parents waited for, and Next.js ends its render workers without waiting: at 5,000 articles it
// gave 99 s of CPU for a 116 s build that kept two cores busy. A control group counts every
// process started in it, waited for or not. The build joins a group of its own before it
// starts anything (measureBuild holds it at a gate until then); where no group can be made
// (no cgroup file system, or not root), `times` is all there is, and the measurement says so.
import fs from 'node:fs';
import path from 'node:path';

export interface CpuAccounting {
  /** Where the figure comes from: a control group, or bash's `times` (children waited for only). */
  source: 'cgroup' | 'times';
  /** Puts the process (not yet started on its work) in the group. */
  join(pid: number): void;
  /** The CPU time, user and system, of every process that ran in the group so far. */
  usageMs(): number;
  /** Moves any process left in the group (a detached clean-up) to its parent, and removes it. */
  remove(): void;
}

interface Hierarchy {
  dir: string;
  /** Reads the group's usage in milliseconds from its folder. */
  usageMs(group: string): number;
}

const HIERARCHIES: Hierarchy[] = [
  // cgroup v2, alone (/sys/fs/cgroup) or beside v1 (unified/): cpu.stat is kept for every group.
  ...['/sys/fs/cgroup', '/sys/fs/cgroup/unified'].map((dir) => ({
    dir,
    usageMs: (group: string) => {
      const usec = /^usage_usec (\d+)$/m.exec(fs.readFileSync(path.join(group, 'cpu.stat'), 'utf8'))?.[1];
      if (usec === undefined) throw new Error(`${group}/cpu.stat has no usage_usec`);
      return Number(usec) / 1000;
    },
  })),
  // cgroup v1's cpuacct controller: nanoseconds.
  {
    dir: '/sys/fs/cgroup/cpuacct',
    usageMs: (group: string) => Number(fs.readFileSync(path.join(group, 'cpuacct.usage'), 'utf8').trim()) / 1e6,
  },
];

let groups = 0;

/** A control group for one build, or undefined when none can be made here. */
function controlGroup(): CpuAccounting | undefined {
  for (const hierarchy of HIERARCHIES) {
    const group = path.join(hierarchy.dir, `bench-build-${process.pid}-${groups++}`);
    try {
      fs.mkdirSync(group);
    } catch {
      continue;
    }
    try {
      hierarchy.usageMs(group);
    } catch {
      fs.rmdirSync(group);
      continue;
    }
    return {
      source: 'cgroup',
      join: (pid) => fs.writeFileSync(path.join(group, 'cgroup.procs'), String(pid)),
      usageMs: () => Math.round(hierarchy.usageMs(group)),
      remove: () => {
        try {
          for (const pid of fs.readFileSync(path.join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean))
            fs.writeFileSync(path.join(hierarchy.dir, 'cgroup.procs'), pid);
          fs.rmdirSync(group);
        } catch {
          // A process that ended meanwhile, or a group still busy: only a folder is left.
        }
      },
    };
  }
  return undefined;
}

/**
 * The accounting for one build: a control group where one can be made, else `times`
 * (`fromTimes`: the CPU time bash's `times` reported, read once the build is done).
 */
export function cpuAccounting(fromTimes: () => number, { useGroups = true } = {}): CpuAccounting {
  return (
    (useGroups ? controlGroup() : undefined) ?? {
      source: 'times',
      join: () => undefined,
      usageMs: fromTimes,
      remove: () => undefined,
    }
  );
}
