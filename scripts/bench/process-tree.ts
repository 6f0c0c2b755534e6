// Memory of a whole process tree (npm → next build → its workers → the post-build
// scripts), sampled from /proc. /usr/bin/time -v reports one process at a time and pidusage
// needs the pids first; a build's children come and go, so the tree is walked at each sample.
// Linux only.
//
// Two sums are taken. The resident set (RSS) of each process counts every page it maps,
// including the pages of the Node.js binary and its libraries that every process of the tree
// shares: summed, they are counted once per process (about 0.2 GB too much for a build's
// seven Node.js processes). The proportional set size (PSS, /proc/PID/smaps_rollup) splits
// each shared page among the processes that map it, so its sum is the memory the tree holds
// (what `smem` reports): that is the tree's figure. The RSS sum is kept as an upper bound.
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

/** A process's proportional set size, or 0 once it has ended. */
function pssBytes(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kib = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
    return kib === undefined ? 0 : Number(kib) * 1024;
  } catch {
    return 0;
  }
}

export interface TreeMemory {
  /** Sum of the proportional set sizes of the root and all its descendants: the tree's memory. */
  totalBytes: number;
  /** Sum of their resident set sizes, shared pages counted in each process: an upper bound. */
  residentSumBytes: number;
  /** The largest single process of the tree (its resident set). */
  largestBytes: number;
}

/** Memory of a process and all its descendants, now. */
export function treeMemory(rootPid: number): TreeMemory {
  const processes = readProcesses();
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of processes) children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry]);
  const root = processes.find((entry) => entry.pid === rootPid);
  const memory: TreeMemory = { totalBytes: 0, residentSumBytes: 0, largestBytes: 0 };
  const pending = root ? [root] : [];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    memory.totalBytes += pssBytes(entry.pid);
    memory.residentSumBytes += entry.rssBytes;
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

/**
 * The sampler's most of one core. Reading a process's smaps_rollup walks its page tables: 20 to
 * 50 ms for a render worker at 5,000 articles, more as its heap grows. Taken every 100 ms across
 * the tree, that kept the benchmark's own process at about half a core, not niced, beside a
 * niced build on two cores, and took a larger share as the site grew: the build's wall time
 * measured the sampler too.
 */
export const SAMPLER_MAX_SHARE = 0.05;

/** The wait before the next sample: `intervalMs`, or longer when a sample took long enough to pass SAMPLER_MAX_SHARE. */
export function nextSampleDelay(intervalMs: number, sampleMs: number): number {
  return Math.max(intervalMs, Math.ceil((sampleMs * (1 - SAMPLER_MAX_SHARE)) / SAMPLER_MAX_SHARE));
}

/**
 * Samples a process tree every `intervalMs` (or less often: nextSampleDelay) until stopped;
 * returns the peaks and every sample.
 */
export function samplePeakMemory(
  rootPid: number,
  intervalMs = 100,
): { stop(): TreeMemory & { samples: MemorySample[] } } {
  const peak: TreeMemory = { totalBytes: 0, residentSumBytes: 0, largestBytes: 0 };
  const samples: MemorySample[] = [];
  let timer: NodeJS.Timeout | undefined;
  const sample = () => {
    const started = performance.now();
    const now = treeMemory(rootPid);
    samples.push({ at: started, totalBytes: now.totalBytes });
    peak.totalBytes = Math.max(peak.totalBytes, now.totalBytes);
    peak.residentSumBytes = Math.max(peak.residentSumBytes, now.residentSumBytes);
    peak.largestBytes = Math.max(peak.largestBytes, now.largestBytes);
    timer = setTimeout(sample, nextSampleDelay(intervalMs, performance.now() - started));
  };
  sample();
  return {
    stop() {
      clearTimeout(timer);
      return { ...peak, samples };
    },
  };
}
