// Memory of a whole process tree (npm → next build → its workers → the post-build tsx
// scripts), sampled from /proc. /usr/bin/time -v reports one process at a time and pidusage
// needs the pids first; a build's children come and go, so the tree is walked at each sample.
// Linux only. RSS counts shared pages in every process that maps them, so the sum is an upper
// bound of what the tree needs, the figure a machine's memory must hold in the worst case.
import fs from 'node:fs';

const PAGE_BYTES = 4096;

interface ProcessEntry {
  pid: number;
  parent: number;
  rssBytes: number;
}

function readProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: the fields after it start at the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      entries.push({ pid: Number(name), parent: Number(fields[1]), rssBytes: Number(fields[21]) * PAGE_BYTES });
    } catch {
      // The process ended between listing and reading: it holds no memory any more.
    }
  }
  return entries;
}

export interface TreeMemory {
  /** Sum of the resident memory of the root and all its descendants. */
  totalBytes: number;
  /** The largest single process of the tree. */
  largestBytes: number;
}

/** Resident memory of a process and all its descendants, now. */
export function treeMemory(rootPid: number): TreeMemory {
  const processes = readProcesses();
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of processes) children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry]);
  const root = processes.find((entry) => entry.pid === rootPid);
  const memory: TreeMemory = { totalBytes: 0, largestBytes: 0 };
  const pending = root ? [root] : [];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    memory.totalBytes += entry.rssBytes;
    memory.largestBytes = Math.max(memory.largestBytes, entry.rssBytes);
    pending.push(...(children.get(entry.pid) ?? []));
  }
  return memory;
}

export interface MemorySample {
  /** performance.now() of the sample. */
  at: number;
  totalBytes: number;
}

/** Samples a process tree every `intervalMs` until stopped; returns the peaks and every sample. */
export function samplePeakMemory(rootPid: number, intervalMs = 100): { stop(): TreeMemory & { samples: MemorySample[] } } {
  const peak: TreeMemory = { totalBytes: 0, largestBytes: 0 };
  const samples: MemorySample[] = [];
  const sample = () => {
    const now = treeMemory(rootPid);
    samples.push({ at: performance.now(), totalBytes: now.totalBytes });
    peak.totalBytes = Math.max(peak.totalBytes, now.totalBytes);
    peak.largestBytes = Math.max(peak.largestBytes, now.largestBytes);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { ...peak, samples };
    },
  };
}
